import { parseISO } from 'date-fns';
import { WEEKDAYS, monthGrid, monthLabel, type MonthKey } from '@/components/attendance-calendar/month';
import { cn } from '@/lib/cn';
import type { LeaveCalendarDay } from './leave-calendar-days';
import { LeaveCalendarEntry } from './leave-calendar-entry';

interface LeaveCalendarGridProps {
  month: MonthKey;
  days: readonly LeaveCalendarDay[];
  /** YYYY-MM-DD in office time, outlined. */
  today: string;
  className?: string;
}

/** The month as Monday-first weeks, each day with its holiday and who is out, every line in words. */
export function LeaveCalendarGrid({ month, days, today, className }: LeaveCalendarGridProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <table
      className={cn('w-full table-fixed border-separate border-spacing-1', className)}
      aria-label={`Who is out in ${monthLabel(month)}`}
    >
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.long} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
              <abbr title={weekday.long} className="no-underline">
                {weekday.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]?.date}>
            {week.map((cell) => {
              const day = cell.inMonth ? byDate.get(cell.date) : undefined;
              // The neighbouring months' days only pad the week: left blank.
              if (!day) return <td key={cell.date} className="h-24" />;
              return (
                <td
                  key={cell.date}
                  data-date={day.date}
                  aria-current={day.date === today ? 'date' : undefined}
                  className={cn(
                    'h-24 rounded-md border p-1 align-top',
                    day.holiday ? 'bg-amber-500/10' : 'bg-background',
                    day.date === today && 'ring-2 ring-primary',
                  )}
                >
                  <span className="block text-xs font-semibold tabular-nums">{parseISO(day.date).getDate()}</span>
                  {day.holiday && (
                    <span className="block truncate text-[11px] text-amber-800 dark:text-amber-300" title={day.holiday}>
                      {day.holiday}
                    </span>
                  )}
                  {day.out.length > 0 && (
                    <ul className="mt-0.5 space-y-0.5">
                      {day.out.map((entry) => (
                        <LeaveCalendarEntry key={entry.requestId} entry={entry} className="break-words" />
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
