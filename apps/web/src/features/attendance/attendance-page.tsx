import { Link, useSearchParams } from 'react-router';
import { ClockAlert, House } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/page-header';
import { isMonthKey, monthOf, type MonthKey } from '@/components/attendance-calendar/month';
import { useAttendanceStatus } from './api/get-attendance-status';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { HolidaysCard } from './holidays-card';
import { MissingDaysCard } from './missing-days-card';
import { MonthCalendarCard } from './month-calendar-card';
import { OfficeHoursCard } from './office-hours-card';
import { REGULARIZATION_FORM_PATH, WFH_FORM_PATH } from './paths';
import { TodayCard } from './today-card';

export function AttendancePage() {
  const [params, setParams] = useSearchParams();
  const { data: employee } = useEmployeeContext();
  const { data: status } = useAttendanceStatus();
  // Today as the server sees it in the employee's time zone, once known; the browser's until then.
  const today = status?.date;
  const currentMonth = monthOf(today ?? new Date());
  const requested = params.get('month');
  const month: MonthKey = isMonthKey(requested) ? requested : currentMonth;

  const changeMonth = (next: MonthKey) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next === currentMonth) copy.delete('month');
        else copy.set('month', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Attendance"
        description="Check in and out, and see your month at a glance."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={WFH_FORM_PATH}>
                <House aria-hidden="true" />
                Request work from home
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={REGULARIZATION_FORM_PATH}>
                <ClockAlert aria-hidden="true" />
                Regularize a day
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-6">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TodayCard />
          <OfficeHoursCard employeeId={employee?.employeeId} />
        </div>
        <MonthCalendarCard month={month} currentMonth={currentMonth} today={today} onMonthChange={changeMonth} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <MissingDaysCard employeeId={employee?.employeeId} today={today} />
          <HolidaysCard year={Number(month.slice(0, 4))} today={today} />
        </div>
      </div>
    </>
  );
}
