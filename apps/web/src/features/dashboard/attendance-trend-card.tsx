import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { BarChart } from '@/components/bar-chart';
import { monthLabel } from '@/components/attendance-calendar/month';
import { useAttendanceSummary } from './api/get-attendance-summary';
import { useRecentAttendance } from './api/get-recent-attendance';

type Key = 'present' | 'wfh' | 'leave' | 'absent';

const GROUP: Partial<Record<TAttendanceDay['status'], Key>> = {
  PRESENT: 'present',
  WFH: 'wfh',
  LEAVE: 'leave',
  HALF_DAY_LEAVE: 'leave',
  ABSENT: 'absent',
  MISSING_PUNCH: 'absent',
};

/** Days per month by what they were: present, from home, on leave, absent (a missing punch counts as absent). */
export function monthlyAttendanceRows(days: readonly TAttendanceDay[]): ({ category: string } & Record<Key, number>)[] {
  const months = new Map<string, Record<Key, number>>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    let row = months.get(month);
    if (!row) months.set(month, (row = { present: 0, wfh: 0, leave: 0, absent: 0 }));
    const key = GROUP[day.status];
    if (key) row[key] += 1;
  }
  return [...months].map(([month, counts]) => ({ category: monthLabel(month).split(' ')[0]!, ...counts }));
}

/** My attendance over the last three months, on the dashboard. */
export function AttendanceTrendCard() {
  const summary = useAttendanceSummary();
  const today = summary.data?.today?.date ?? (summary.data ? `${summary.data.monthYear}-01` : undefined);
  const recent = useRecentAttendance(today);
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Attendance, Last Three Months</CardTitle>
        <CardDescription>Working days per month: present, from home, on leave, absent.</CardDescription>
      </CardHeader>
      <CardContent>
        {summary.isPending || recent.isPending ? (
          <Skeleton className="h-56" aria-busy="true" />
        ) : recent.isError || summary.isError ? (
          <LoadError
            title="Your recent attendance could not be loaded."
            onRetry={() => void recent.refetch()}
            className="py-8"
          />
        ) : (
          <BarChart
            label="My attendance per month"
            categoryLabel="Month"
            rows={monthlyAttendanceRows(recent.data.days)}
            stacked
            series={[
              { key: 'present', label: 'Present', color: 'var(--color-success)' },
              { key: 'wfh', label: 'From home', color: 'var(--color-primary)' },
              { key: 'leave', label: 'Leave', color: 'oklch(0.77 0.16 70)' },
              { key: 'absent', label: 'Absent', color: 'var(--color-destructive)' },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
