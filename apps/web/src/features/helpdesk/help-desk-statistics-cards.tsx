import { TriangleAlert } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  TICKET_CATEGORIES,
  TICKET_DECIDERS,
  TICKET_PRIORITIES,
  type THelpdeskStatistics,
} from '@staffdesk/shared/schemas/helpdesk';
import { BarChart } from '@/components/bar-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useUserContext } from '@/lib/api/get-user-context';
import { useHelpdeskStatistics } from './api/get-helpdesk-statistics';

const hoursText = (hours: number | null) =>
  hours === null ? '—' : hours < 48 ? `${hours} h` : `${Math.round((hours / 24) * 10) / 10} d`;

/** "Nov 23": a day of the last 30 on the chart's axis. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: '2-digit' });

function Tiles({ tiles }: { tiles: { label: string; value: string }[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.label}>
          <CardHeader>
            <CardTitle className="text-sm font-medium text-muted-foreground">{tile.label}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-semibold tabular-nums">{tile.value}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Tickets opened on each of the last 30 days, as a chart (and a table for screen readers). */
function OpenedPerDayChart({ stats, title }: { stats: THelpdeskStatistics; title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>Tickets opened on each of the last 30 days.</CardDescription>
      </CardHeader>
      <CardContent>
        <BarChart
          label={title}
          categoryLabel="Day"
          rows={stats.openedPerDay.map((day) => ({ category: dayLabel(day.date), opened: day.count }))}
          series={[{ key: 'opened', label: 'Opened', color: 'var(--color-primary)' }]}
        />
      </CardContent>
    </Card>
  );
}

function StatisticsState({ stats, what }: { stats: ReturnType<typeof useHelpdeskStatistics>; what: string }) {
  if (stats.isPending) return <Skeleton className="h-28" aria-busy="true" />;
  return <LoadError icon={TriangleAlert} title={`${what} could not be loaded.`} onRetry={() => void stats.refetch()} />;
}

/** Your own tickets in numbers: open, solved, rejected, the average time to solve (last 30 days), and a chart. */
function MyStatistics() {
  const stats = useHelpdeskStatistics('MINE');
  if (!stats.data) return <StatisticsState stats={stats} what="Your ticket statistics" />;
  const s = stats.data;
  return (
    <section aria-labelledby="my-ticket-numbers" className="grid gap-4">
      <h2 id="my-ticket-numbers" className="text-lg font-semibold">
        Your Tickets
      </h2>
      <Tiles
        tiles={[
          { label: 'Open', value: String(s.byStatus.OPEN) },
          { label: 'Solved', value: String(s.byStatus.SOLVED) },
          { label: 'Rejected', value: String(s.byStatus.REJECTED) },
          { label: 'Average time to solve', value: hoursText(s.averageHoursToSolve) },
        ]}
      />
      {s.overdue > 0 && (
        <p className="text-sm text-destructive">{s.overdue} of your open tickets are past their due by.</p>
      )}
      <OpenedPerDayChart stats={s} title="Tickets You Opened" />
    </section>
  );
}

/** The tickets of the categories the viewer decides: open and overdue, time to solve, by category and priority, per day. */
function DeskStatistics() {
  const stats = useHelpdeskStatistics('DECIDER');
  if (!stats.data) return <StatisticsState stats={stats} what="Your desk's statistics" />;
  const s = stats.data;
  return (
    <section aria-labelledby="desk-ticket-numbers" className="grid gap-4">
      <h2 id="desk-ticket-numbers" className="text-lg font-semibold">
        Your Desk ({s.categories.join(', ')})
      </h2>
      <Tiles
        tiles={[
          { label: 'Open', value: String(s.byStatus.OPEN) },
          { label: 'Overdue', value: String(s.overdue) },
          { label: 'Median time to solve', value: hoursText(s.medianHoursToSolve) },
          { label: '90th percentile to solve', value: hoursText(s.p90HoursToSolve) },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <OpenedPerDayChart stats={s} title="Tickets Opened at Your Desk" />
        <Card>
          <CardHeader>
            <CardTitle>By Category and Priority</CardTitle>
            <CardDescription>Every ticket of your desk, by category; and by priority.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <BarChart
              label="Tickets by category"
              categoryLabel="Category"
              rows={TICKET_CATEGORIES.filter((c) => s.categories.includes(c)).map((c) => ({
                category: c,
                tickets: s.byCategory[c],
              }))}
              series={[{ key: 'tickets', label: 'Tickets', color: 'var(--color-primary)' }]}
            />
            <BarChart
              label="Tickets by priority"
              categoryLabel="Priority"
              rows={TICKET_PRIORITIES.map((p) => ({
                category: p.charAt(0) + p.slice(1).toLowerCase(),
                tickets: s.byPriority[p],
              }))}
              series={[{ key: 'tickets', label: 'Tickets', color: 'var(--color-primary)' }]}
            />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** The Statistics tab: one's own tickets, and for those who solve tickets, their desk's. */
export function HelpDeskStatisticsCards() {
  const roles = useUserContext().data?.userRoleList ?? [];
  const decides = TICKET_CATEGORIES.some((category) => can(roles, TICKET_DECIDERS[category]));
  return (
    <div className="grid gap-8">
      <MyStatistics />
      {decides && <DeskStatistics />}
    </div>
  );
}
