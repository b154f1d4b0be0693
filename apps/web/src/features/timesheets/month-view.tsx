import { addMonths, format, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/cn';
import { useCalendarSummary } from './api/get-calendar-summary';
import { DayStateBadge, longDay } from './day-labels';
import { isoWeekday } from '@staffdesk/shared/schemas/timesheets';
import { totalText } from './hours';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A month of a timesheet from the calendar summary: hours and state per day, Monday first. */
export function MonthView({
  month,
  onMonthChange,
  employeeId,
}: {
  month: string;
  onMonthChange: (month: string) => void;
  employeeId?: number;
}) {
  const query = useCalendarSummary(month, employeeId);
  const first = parseISO(`${month}-01`);
  const shift = (n: number) => onMonthChange(format(addMonths(first, n), 'yyyy-MM'));
  const summary = query.data;
  const lead = summary?.days[0] ? isoWeekday(summary.days[0].date) - 1 : 0;

  return (
    <section aria-labelledby="month-heading" className="space-y-3" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="icon" variant="outline" onClick={() => shift(-1)} aria-label="Previous month">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id="month-heading" className="min-w-40 text-center text-lg font-semibold">
          {format(first, 'MMMM yyyy')}
        </h2>
        <Button size="icon" variant="outline" onClick={() => shift(1)} aria-label="Next month">
          <ChevronRight aria-hidden="true" />
        </Button>
        {summary && (
          <p className="ml-auto text-sm text-muted-foreground">{totalText(summary.totalHours)} hours this month</p>
        )}
      </div>
      {query.isError ? (
        <LoadError title="The month could not be loaded." onRetry={() => void query.refetch()} />
      ) : !summary ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <ol
          className="grid grid-cols-7 gap-1 text-xs sm:text-sm"
          aria-label={`Timesheet days of ${format(first, 'MMMM yyyy')}`}
        >
          {WEEKDAYS.map((day) => (
            <li key={day} aria-hidden="true" className="pb-1 text-center font-medium text-muted-foreground">
              {day}
            </li>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            <li key={`lead-${i}`} aria-hidden="true" />
          ))}
          {summary.days.map((day) => (
            <li
              key={day.date}
              data-date={day.date}
              className={cn(
                'flex min-h-20 min-w-0 flex-col gap-1 overflow-hidden rounded-md border p-1 sm:p-2',
                (day.weekend || day.holidayName) && 'bg-muted',
              )}
            >
              <span className="font-medium">
                <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                <span className="sr-only">{longDay(day.date)}</span>
              </span>
              {day.hours > 0 && <span className="tabular-nums">{totalText(day.hours)} h</span>}
              {day.holidayName && <span className="truncate text-muted-foreground">{day.holidayName}</span>}
              {(day.hours > 0 || day.state !== 'OPEN') && (
                <span className="max-sm:[&>span]:px-1">
                  <DayStateBadge state={day.state} />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
