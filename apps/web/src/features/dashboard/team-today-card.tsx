import { CalendarOff, House, UserX, Clock } from 'lucide-react';
import {
  TEAM_OUT_REASONS,
  TEAM_TODAY_NAMES_PER_REASON,
  type TTeamToday,
  type TeamOutReason,
} from '@staffdesk/shared/schemas/attendance';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/dates';
import { useTeamToday } from './api/get-team-today';

const GROUPS: { reasons: TeamOutReason[]; title: string; icon: typeof House; tone: string }[] = [
  {
    reasons: ['LEAVE', 'HALF_DAY_LEAVE'],
    title: 'On Leave',
    icon: CalendarOff,
    tone: 'bg-amber-500/15 text-amber-700 dark:text-amber-400',
  },
  { reasons: ['WFH'], title: 'Working from Home', icon: House, tone: 'bg-primary/15 text-primary' },
  { reasons: ['ABSENT'], title: 'Absent', icon: UserX, tone: 'bg-destructive/15 text-destructive' },
  { reasons: ['NOT_IN_YET'], title: 'Not Checked in Yet', icon: Clock, tone: 'bg-muted text-muted-foreground' },
];

/** How many of each group are shown by name; the rest are counted (the server names no more of each reason). */
const NAMES_SHOWN = TEAM_TODAY_NAMES_PER_REASON;

/** "Sara Khan (Sick Leave)", "Rahul Verma (Casual Leave, half day)". */
function personText(person: TTeamToday['out'][number]): string {
  const detail = [person.detail, person.reason === 'HALF_DAY_LEAVE' && 'half day'].filter(Boolean).join(', ');
  return detail ? `${person.name} (${detail})` : person.name;
}

/** A manager's team at a glance: who is out today, and why. */
export function TeamTodayCard() {
  const { data, isPending, isError, refetch } = useTeamToday();
  const countOf = (reasons: readonly TeamOutReason[]) =>
    reasons.reduce((n, reason) => n + (data?.outCounts[reason] ?? 0), 0);
  const outTotal = countOf(TEAM_OUT_REASONS);
  const everyoneIn = data !== undefined && outTotal === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Out Today</CardTitle>
        <CardDescription>
          {data ? `${formatDate(data.date)} · ${data.teamSize - outTotal} of ${data.teamSize} in` : 'Your team today.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" aria-busy="true" />
        ) : isError ? (
          <LoadError title="Your team's day could not be loaded." onRetry={() => void refetch()} className="py-6" />
        ) : everyoneIn ? (
          <p className="text-sm text-muted-foreground">Everyone in your team is in today.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {GROUPS.map((group) => {
              const count = countOf(group.reasons);
              if (count === 0) return null;
              const named = data.out.filter((p) => group.reasons.includes(p.reason)).slice(0, NAMES_SHOWN);
              const Icon = group.icon;
              const hidden = count - named.length;
              return (
                <section key={group.title} aria-labelledby={`out-${group.reasons[0]}`} className="flex min-w-0 gap-3">
                  <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${group.tone}`}>
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <h3 id={`out-${group.reasons[0]}`} className="text-sm font-medium">
                      {group.title} <span className="text-muted-foreground tabular-nums">({count})</span>
                    </h3>
                    <ul className="text-sm text-muted-foreground">
                      {named.map((p) => (
                        <li key={p.employeeId} className="break-words">
                          {personText(p)}
                        </li>
                      ))}
                      {hidden > 0 && <li>and {hidden} more</li>}
                    </ul>
                  </div>
                </section>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
