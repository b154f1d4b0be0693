import type { ReactNode } from 'react';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { parseISO } from 'date-fns';
import { cn } from '@/lib/cn';
import { DAY_STATUS_META, dayAccessibleLabel, describeDay } from './day-status';
import { WEEKDAYS, monthGrid, monthLabel, type MonthKey } from './month';
import { PhoneMonthGrid } from './phone-month-grid';

interface AttendanceCalendarProps {
  month: MonthKey;
  days: readonly TAttendanceDay[];
  /** YYYY-MM-DD of today in the employee's time zone, outlined in the grid. */
  today?: string;
  /** Whose month it is, for the table caption: "Rahul Verma". */
  who?: string;
  /** What can be done about a day (regularize it), offered with a tapped day's details on a phone. */
  dayAction?: (day: TAttendanceDay) => ReactNode;
  className?: string;
}

function DayBody({ day }: { day: TAttendanceDay }) {
  const { title, details } = describeDay(day);
  return (
    <>
      <span className="block truncate text-xs font-medium">{title}</span>
      {details.map((line) => (
        <span key={line} className="block truncate text-[11px] tabular-nums opacity-90">
          {line}
        </span>
      ))}
    </>
  );
}

/**
 * A month of derived attendance days: a Monday-first grid of weeks from a small tablet up, a compact grid of
 * day buttons on a phone. Every day reads as words (status, times, hours), colour only repeats them.
 */
export function AttendanceCalendar({ month, days, today, who, dayAction, className }: AttendanceCalendarProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weeks = monthGrid(month);
  const caption = `${who ? `${who}: ` : ''}attendance in ${monthLabel(month)}`;

  return (
    <div className={className}>
      <table className="hidden w-full table-fixed border-separate border-spacing-1 sm:table" aria-label={caption}>
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
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                const day = cell.inMonth ? byDate.get(cell.date) : undefined;
                const dayNumber = parseISO(cell.date).getDate();
                // The neighbouring months' days only pad the week: left blank.
                if (!cell.inMonth) return <td key={cell.date} className="h-24" />;
                if (!day) {
                  return (
                    <td
                      key={cell.date}
                      className="h-24 rounded-md border border-dashed p-1.5 align-top text-xs text-muted-foreground"
                    >
                      {dayNumber}
                    </td>
                  );
                }
                const isToday = day.date === today;
                return (
                  <td
                    key={cell.date}
                    aria-label={dayAccessibleLabel(day)}
                    aria-current={isToday ? 'date' : undefined}
                    data-status={day.status}
                    data-date={day.date}
                    className={cn(
                      'h-24 rounded-md border p-1.5 align-top',
                      DAY_STATUS_META[day.status].tone,
                      isToday && 'ring-2 ring-primary',
                    )}
                  >
                    <span aria-hidden="true" className="block">
                      <span className="mb-0.5 block text-xs font-semibold tabular-nums">{dayNumber}</span>
                      <DayBody day={day} />
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <PhoneMonthGrid className="sm:hidden" caption={caption} days={days} today={today} dayAction={dayAction} />
    </div>
  );
}
