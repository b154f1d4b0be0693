import { differenceInCalendarDays, parseISO } from 'date-fns';
import { REGULARIZATION_MAX_DAYS_BACK, type TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { AttendanceCalendar } from '@/components/attendance-calendar/attendance-calendar';
import { CalendarLegend } from '@/components/attendance-calendar/calendar-legend';
import { MonthNavigator } from '@/components/attendance-calendar/month-navigator';
import type { MonthKey } from '@/components/attendance-calendar/month';
import { useCalendar } from './api/get-calendar';
import { RegularizeLink } from './regularize-link';

interface MonthCalendarCardProps {
  month: MonthKey;
  currentMonth: MonthKey;
  today: string | undefined;
  onMonthChange: (month: MonthKey) => void;
}

/** A past day without its punches, recent enough to be regularized, offers the form for it. */
function regularizeAction(today: string | undefined) {
  return (day: TAttendanceDay) => {
    if (day.status !== 'MISSING_PUNCH' && day.status !== 'ABSENT') return null;
    if (today && differenceInCalendarDays(parseISO(today), parseISO(day.date)) > REGULARIZATION_MAX_DAYS_BACK)
      return null;
    return <RegularizeLink date={day.date} />;
  };
}

export function MonthCalendarCard({ month, currentMonth, today, onMonthChange }: MonthCalendarCardProps) {
  const { data: calendar, isPending, isError, isPlaceholderData, refetch } = useCalendar(month);
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Calendar</CardTitle>
          <CardDescription>Each day's status, first in, last out and hours.</CardDescription>
        </div>
        <CardAction className="col-start-auto row-span-1 row-start-auto">
          <MonthNavigator month={month} onChange={onMonthChange} current={currentMonth} />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <div className="grid grid-cols-7 gap-1" aria-busy="true" aria-label="Loading the calendar">
            {Array.from({ length: 35 }, (_, i) => (
              <Skeleton key={i} className="h-11 sm:h-24" />
            ))}
          </div>
        ) : isError || !calendar ? (
          <LoadError title="The calendar could not be loaded." onRetry={() => void refetch()} />
        ) : (
          <AttendanceCalendar
            month={month}
            days={isPlaceholderData ? [] : calendar.days}
            today={today}
            dayAction={regularizeAction(today)}
            className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          />
        )}
        <CalendarLegend />
      </CardContent>
    </Card>
  );
}
