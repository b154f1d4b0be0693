import type { TLeaveStatistics } from '@staffdesk/shared/schemas/leave';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Approved days per month as a small bar list: leave and work from home side by side. */
export function LeaveStatisticsCard({ statistics }: { statistics: TLeaveStatistics }) {
  const max = Math.max(1, ...statistics.months.map((m) => m.leaveDays + m.wfhDays));
  const totalLeave = statistics.months.reduce((sum, m) => sum + m.leaveDays, 0);
  const totalWfh = statistics.months.reduce((sum, m) => sum + m.wfhDays, 0);
  const labelOf = (code: string) => statistics.types.find((t) => t.code === code)?.label ?? code;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Approved Days in {statistics.year}</CardTitle>
        <CardDescription>
          {totalLeave} days of leave and {totalWfh} days of work from home.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="mb-3 flex gap-4 text-xs text-muted-foreground" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="size-2 rounded-full bg-primary" />
            Leave
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2 rounded-full bg-sky-500" />
            Work from home
          </span>
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Approved leave and work-from-home days per month of {statistics.year}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Days</th>
              <th scope="col">Leave</th>
              <th scope="col">Work from home</th>
            </tr>
          </thead>
          <tbody>
            {statistics.months.map((m) => {
              const monthIndex = Number(m.month.slice(5, 7)) - 1;
              const detail = Object.entries(m.byType)
                .map(([code, days]) => `${labelOf(code)}: ${days}`)
                .join(', ');
              return (
                <tr key={m.month} title={detail || undefined}>
                  <th scope="row" className="w-10 py-1 pr-2 text-left font-normal text-muted-foreground">
                    {MONTHS[monthIndex]}
                  </th>
                  <td className="py-1">
                    <div className="flex h-3 overflow-hidden rounded-sm bg-muted/60" aria-hidden="true">
                      <div className="bg-primary" style={{ width: `${(m.leaveDays / max) * 100}%` }} />
                      <div className="bg-sky-500" style={{ width: `${(m.wfhDays / max) * 100}%` }} />
                    </div>
                  </td>
                  <td className="w-10 py-1 pl-2 text-right tabular-nums">
                    <span className="sr-only">Leave </span>
                    {m.leaveDays}
                  </td>
                  <td className="w-10 py-1 pl-2 text-right text-muted-foreground tabular-nums">
                    <span className="sr-only">Work from home </span>
                    {m.wfhDays}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
