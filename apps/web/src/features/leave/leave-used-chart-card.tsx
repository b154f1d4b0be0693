import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BarChart } from '@/components/bar-chart';

type Key = 'used' | 'pending' | 'available';

/** Per leave type: days used, pending and still available this year. */
export function leaveUsedRows(balances: readonly TEventBalance[]): ({ category: string } & Record<Key, number>)[] {
  return balances.map((b) => ({
    category: b.typeLabel,
    used: b.used,
    pending: b.pending,
    available: Math.max(0, b.available),
  }));
}

export function LeaveUsedChartCard({ balances, year }: { balances: readonly TEventBalance[]; year: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Leave Used by Type</CardTitle>
        <CardDescription>Days of {year}, per leave type.</CardDescription>
      </CardHeader>
      <CardContent>
        <BarChart
          label={`Leave used by type in ${year}`}
          categoryLabel="Leave type"
          rows={leaveUsedRows(balances)}
          stacked
          series={[
            { key: 'used', label: 'Used', color: 'var(--color-primary)' },
            { key: 'pending', label: 'Pending', color: 'oklch(0.77 0.16 70)' },
            { key: 'available', label: 'Available', color: 'var(--color-muted-foreground)' },
          ]}
        />
      </CardContent>
    </Card>
  );
}
