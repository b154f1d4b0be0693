import { useState } from 'react';
import { Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { AttendanceCalendar } from '@/components/attendance-calendar/attendance-calendar';
import { CalendarLegend } from '@/components/attendance-calendar/calendar-legend';
import { MonthNavigator } from '@/components/attendance-calendar/month-navigator';
import type { MonthKey } from '@/components/attendance-calendar/month';
import { useOfficeToday } from '@/lib/office-time';
import { REPORTEES_PAGE_SIZE, useReportees } from './api/get-reportees';
import { useReporteeAttendance } from './api/get-reportee-attendance';
import { AttendanceCounts } from './attendance-counts';

/** A manager's view of one reportee's month: the numbers and the calendar. */
export function TeamCard() {
  const currentMonth = useOfficeToday().slice(0, 7);
  const [search, setSearch] = useState('');
  const [month, setMonth] = useState<MonthKey>(currentMonth);
  const [chosen, setChosen] = useState<number>();
  const reportees = useReportees(search.trim());
  const items = reportees.data?.items ?? [];
  // The first reportee until the manager picks one; a pick that a new search filtered out falls back too.
  const selected = items.find((r) => r.employeeId === chosen) ?? items[0];
  const attendance = useReporteeAttendance(selected?.employeeId, month);
  const searchable = search !== '' || (reportees.data?.total ?? 0) > REPORTEES_PAGE_SIZE;

  return (
    <Card>
      <CardHeader>
        <CardTitle>My Team</CardTitle>
        <CardDescription>A reportee's attendance, month by month.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-end gap-3">
          {searchable && (
            <div className="grid gap-2">
              <Label htmlFor="team-search">Find</Label>
              <Input
                id="team-search"
                type="search"
                className="w-48"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          )}
          <div className="grid min-w-56 gap-2">
            <Label htmlFor="team-member">Reportee</Label>
            <NativeSelect
              id="team-member"
              value={selected?.employeeId ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
              disabled={items.length === 0}
            >
              {items.map((r) => (
                <option key={r.employeeId} value={r.employeeId}>
                  {r.fullname} ({r.employeeCode})
                </option>
              ))}
            </NativeSelect>
          </div>
          <MonthNavigator month={month} onChange={setMonth} current={currentMonth} />
        </div>

        {reportees.isError ? (
          <LoadError title="Your team could not be loaded." onRetry={() => void reportees.refetch()} />
        ) : !selected ? (
          reportees.isPending ? (
            <Skeleton className="h-64" />
          ) : (
            <EmptyState icon={Users} title="Nobody matches this search." />
          )
        ) : attendance.isPending ? (
          <Skeleton className="h-64" aria-label="Loading" />
        ) : attendance.isError || !attendance.data ? (
          <LoadError
            title={`${selected.fullname}'s attendance could not be loaded.`}
            onRetry={() => void attendance.refetch()}
          />
        ) : (
          <div className={attendance.isPlaceholderData ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'}>
            <AttendanceCounts summary={attendance.data} wide />
            <AttendanceCalendar
              month={month}
              days={attendance.isPlaceholderData ? [] : attendance.data.days}
              today={attendance.data.today?.date}
              who={selected.fullname}
            />
            <CalendarLegend />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
