import { LogIn, LogOut } from 'lucide-react';
import type { TAttendanceStatus } from '@staffdesk/shared/schemas/attendance';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { describeDay } from '@/components/attendance-calendar/day-status';
import { formatMinutes } from '@staffdesk/shared/durations';
import { formatDate } from '@/lib/dates';
import { useAttendanceStatus } from './api/get-attendance-status';
import { useCheckInOut } from './use-check-in-out';

function stateText(status: TAttendanceStatus): string {
  if (status.state === 'CHECKED_IN') return `Checked in at ${status.lastPunch?.time ?? status.firstInTime ?? ''}`;
  if (status.state === 'CHECKED_OUT') return `Checked out at ${status.lastOutTime ?? status.lastPunch?.time ?? ''}`;
  return 'Not checked in yet';
}

/** What kind of day today is, when it is not an ordinary working day ("Diwali", "Casual Leave", "Weekend"). */
function dayOff(status: TAttendanceStatus): string | undefined {
  const { day } = status;
  return day.status === 'TODAY' || day.status === 'PRESENT' || day.status === 'ABSENT'
    ? undefined
    : describeDay(day).title;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** Today: checked in or out, since when, time worked, and the one button to punch. */
export function TodayCard() {
  const { data: status, isPending, isError, refetch } = useAttendanceStatus();
  const { checkInOut, locating, pending } = useCheckInOut();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Today</CardTitle>
        <CardDescription>
          {status ? [formatDate(status.date), dayOff(status)].filter(Boolean).join(' · ') : 'Your day so far.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : isError || !status ? (
          <LoadError title="Today's status could not be loaded." onRetry={() => void refetch()} className="py-8" />
        ) : (
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-4">
              <p
                className="flex items-center gap-2 text-lg font-semibold"
                aria-live="polite"
                data-testid="attendance-state"
              >
                <span
                  aria-hidden="true"
                  className={
                    status.state === 'CHECKED_IN'
                      ? 'size-2.5 rounded-full bg-success'
                      : 'size-2.5 rounded-full bg-muted-foreground/50'
                  }
                />
                {stateText(status)}
              </p>
              <dl className="grid grid-cols-3 gap-4">
                <Fact label="First in" value={status.firstInTime ?? '—'} />
                <Fact label="Last out" value={status.lastOutTime ?? '—'} />
                <Fact label="Worked" value={formatMinutes(status.workedMinutes)} />
              </dl>
            </div>
            {/* Marked busy, not disabled: a disabled button drops focus, and the keyboard user would start again from the page's top. */}
            <Button
              size="lg"
              className="w-full aria-disabled:opacity-50 sm:w-auto"
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!pending) void checkInOut(status.nextKind);
              }}
            >
              {pending ? (
                <Spinner />
              ) : status.nextKind === 'IN' ? (
                <LogIn aria-hidden="true" />
              ) : (
                <LogOut aria-hidden="true" />
              )}
              {status.nextKind === 'IN' ? 'Check in' : 'Check out'}
            </Button>
            {locating && (
              <span className="sr-only" role="status">
                Finding your location…
              </span>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
