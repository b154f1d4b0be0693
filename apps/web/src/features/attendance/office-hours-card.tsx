import { Clock } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatMinutes } from '@staffdesk/shared/durations';
import { useOfficeHours } from './api/get-office-hours';

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export function OfficeHoursCard({ employeeId }: { employeeId: number | undefined }) {
  const { data: hours, isPending, isError, refetch } = useOfficeHours(employeeId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Office Hours</CardTitle>
        <CardDescription>The working day your attendance is measured against.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : isError || !hours ? (
          <LoadError title="Office hours could not be loaded." onRetry={() => void refetch()} className="py-8" />
        ) : (
          <div className="flex items-center gap-3">
            <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Clock className="size-5" aria-hidden="true" />
            </div>
            <div>
              <p className="text-lg font-semibold tabular-nums">
                {hours.start} – {hours.end}
              </p>
              <p className="text-sm text-muted-foreground">
                {formatMinutes(minutesOf(hours.end) - minutesOf(hours.start))} a day · {hours.timeZone}
              </p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
