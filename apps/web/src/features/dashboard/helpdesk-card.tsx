import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useHelpdeskStatistics } from './api/get-helpdesk-statistics';

const hoursText = (hours: number | null) =>
  hours === null ? '—' : hours < 48 ? `${hours} h` : `${Math.round((hours / 24) * 10) / 10} d`;

/** The help desk in numbers: a desk's open and overdue tickets and times to solve, or one's own tickets. */
export function HelpdeskCard() {
  const stats = useHelpdeskStatistics();
  if (stats.isPending) return <Skeleton className="h-40" aria-busy="true" />;
  if (stats.isError)
    return (
      <LoadError
        icon={LifeBuoy}
        title="The help desk numbers could not be loaded."
        onRetry={() => void stats.refetch()}
      />
    );
  const s = stats.data;
  const desk = s.scope === 'DECIDER';
  const tiles = [
    { label: 'Open', value: String(s.byStatus.OPEN) },
    { label: 'Overdue', value: String(s.overdue) },
    { label: 'Solved in 30 days', value: String(s.solvedLast30Days) },
    { label: 'Median time to solve', value: hoursText(s.medianHoursToSolve) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Help Desk</CardTitle>
        <CardDescription>
          {desk ? `Tickets of your desk (${s.categories.join(', ')}).` : 'Your tickets.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{tile.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{tile.value}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={desk ? uiPath('/ui/it/approvals') : uiPath('/ui/it/help-desk')}
          className="text-sm font-medium underline-offset-4 hover:underline"
        >
          {desk ? 'Go to IT approvals' : 'Go to the help desk'}
        </Link>
      </CardContent>
    </Card>
  );
}
