import { CalendarOff, Clock, House, UserCheck, UserX } from 'lucide-react';
import { TEAM_TODAY_NAMES_PER_REASON, type TTeamToday, type TeamOutReason } from '@staffdesk/shared/schemas/attendance';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/dates';
import { useTeamToday } from './api/get-team-today';

interface Group {
  id: string;
  title: string;
  icon: typeof House;
  tone: string;
  count: number;
  /** The first few by name: the server names no more of each group. */
  names: { employeeId: number; text: string }[];
}

const OUT_GROUPS: { reasons: TeamOutReason[]; title: string; icon: typeof House; tone: string }[] = [
  { reasons: ['NOT_IN_YET'], title: 'Not Checked in Yet', icon: Clock, tone: 'bg-muted text-muted-foreground' },
  {
    reasons: ['LEAVE', 'HALF_DAY_LEAVE'],
    title: 'On Leave',
    icon: CalendarOff,
    tone: 'bg-amber-500/15 text-amber-700 dark:text-amber-400',
  },
  { reasons: ['WFH'], title: 'Working from Home', icon: House, tone: 'bg-primary/15 text-primary' },
  { reasons: ['ABSENT'], title: 'Absent', icon: UserX, tone: 'bg-destructive/15 text-destructive' },
];

/** "Sara Khan (Sick Leave)", "Rahul Verma (Casual Leave, half day)". */
function outText(person: TTeamToday['out'][number]): string {
  const detail = [person.detail, person.reason === 'HALF_DAY_LEAVE' && 'half day'].filter(Boolean).join(', ');
  return detail ? `${person.name} (${detail})` : person.name;
}

/** Who is in first, then who is not in yet, then who is away and why; empty groups left out. */
function teamGroups(data: TTeamToday): Group[] {
  const inGroup: Group = {
    id: 'IN',
    title: 'In',
    icon: UserCheck,
    tone: 'bg-success/15 text-success',
    count: data.inCount,
    names: data.in.map((p) => ({ employeeId: p.employeeId, text: `${p.name} (since ${p.firstInTime})` })),
  };
  const outGroups = OUT_GROUPS.map(({ reasons, ...group }) => ({
    ...group,
    id: reasons[0]!,
    count: reasons.reduce((n, reason) => n + (data.outCounts[reason] ?? 0), 0),
    names: data.out
      .filter((p) => reasons.includes(p.reason))
      .slice(0, TEAM_TODAY_NAMES_PER_REASON)
      .map((p) => ({ employeeId: p.employeeId, text: outText(p) })),
  }));
  return [inGroup, ...outGroups].filter((g) => g.count > 0);
}

/** "November 24, 2026 · 3 of 5 in · 1 off today". */
function teamTodaySummary(data: TTeamToday): string {
  const working = data.teamSize - data.offCount;
  const parts = [formatDate(data.date)];
  if (data.teamSize > 0) parts.push(working > 0 ? `${data.inCount} of ${working} in` : 'a day off for everyone');
  if (working > 0 && data.offCount > 0) parts.push(`${data.offCount} off today`);
  return parts.join(' · ');
}

function TeamGroup({ group }: { group: Group }) {
  const Icon = group.icon;
  const hidden = group.count - group.names.length;
  return (
    <section aria-labelledby={`team-${group.id}`} className="flex min-w-0 gap-3">
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${group.tone}`}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 id={`team-${group.id}`} className="text-sm font-medium">
          {group.title} <span className="text-muted-foreground tabular-nums">({group.count})</span>
        </h3>
        <ul className="text-sm text-muted-foreground">
          {group.names.map((p) => (
            <li key={p.employeeId} className="break-words">
              {p.text}
            </li>
          ))}
          {hidden > 0 && <li>and {hidden} more</li>}
        </ul>
      </div>
    </section>
  );
}

/** A manager's team at a glance: who is in, who is not in yet, and who is away and why. */
export function TeamTodayCard() {
  const { data, isPending, isError, refetch } = useTeamToday();
  const groups = data ? teamGroups(data) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team Today</CardTitle>
        <CardDescription>{data ? teamTodaySummary(data) : 'Your team today.'}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" aria-busy="true" />
        ) : isError ? (
          <LoadError title="Your team's day could not be loaded." onRetry={() => void refetch()} className="py-6" />
        ) : data.teamSize > 0 && data.inCount === data.teamSize ? (
          <p className="text-sm text-muted-foreground">Everyone in your team has checked in today.</p>
        ) : groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody in your team works today.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {groups.map((group) => (
              <TeamGroup key={group.id} group={group} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
