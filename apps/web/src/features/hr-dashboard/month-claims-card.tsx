import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import { BarChart } from '@/components/bar-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@staffdesk/shared/money';

/** This month's claims per category: their amount and count, as a bar chart. */
export function MonthClaimsCard({ byCategory }: { byCategory: THrDashboard['reimbursementsByCategory'] }) {
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle>Reimbursements This Month</CardTitle>
        <CardDescription>
          {formatMoney(byCategory.reduce((n, c) => n + c.amount, 0))} claimed in{' '}
          {byCategory.reduce((n, c) => n + c.count, 0)} claims, by category (rejected and cancelled ones left out).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {byCategory.length === 0 ? (
          <p className="text-sm text-muted-foreground">No claims this month.</p>
        ) : (
          <BarChart
            label="Amount claimed this month by category (₹)"
            categoryLabel="Category"
            rows={byCategory.map((c) => ({ category: c.label, amount: Math.round(c.amount) }))}
            series={[{ key: 'amount', label: 'Amount (₹)', color: 'var(--color-primary)' }]}
          />
        )}
      </CardContent>
    </Card>
  );
}
