import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import { BarChart } from '@/components/bar-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Active employees per department, as bars across with each department's name beside its bar. */
export function HeadcountCard({ headcount }: { headcount: THrDashboard['headcount'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Headcount by Department</CardTitle>
        <CardDescription>{headcount.reduce((n, d) => n + d.count, 0)} active employees.</CardDescription>
      </CardHeader>
      <CardContent>
        <BarChart
          label="Active employees by department"
          categoryLabel="Department"
          rows={headcount.map((d) => ({ category: d.department ?? 'No department', employees: d.count }))}
          series={[{ key: 'employees', label: 'Employees', color: 'var(--color-primary)' }]}
          horizontal
        />
      </CardContent>
    </Card>
  );
}
