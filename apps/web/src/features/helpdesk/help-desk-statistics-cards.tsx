import { TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useHelpdeskStatistics } from './api';

const hoursText = (hours: number | null) => (hours === null ? '—' : hours < 48 ? `${hours} h` : `${Math.round((hours / 24) * 10) / 10} d`);

/** Your own tickets in numbers: open, solved, rejected, and the average time to solve (last 30 days). */
export function HelpDeskStatisticsCards() {
  const stats = useHelpdeskStatistics('MINE');
  if (stats.isPending) return <Skeleton className="h-28" aria-busy="true" />;
  if (stats.isError) return <LoadError icon={TriangleAlert} title="Your ticket statistics could not be loaded." onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const tiles = [
    { label: 'Open', value: String(s.byStatus.OPEN) },
    { label: 'Solved', value: String(s.byStatus.SOLVED) },
    { label: 'Rejected', value: String(s.byStatus.REJECTED) },
    { label: 'Average time to solve', value: hoursText(s.averageHoursToSolve) },
  ];
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
      {s.overdue > 0 && <p className="text-sm text-destructive sm:col-span-2 lg:col-span-4">{s.overdue} of your open tickets are past their due by.</p>}
    </div>
  );
}
