import { format, parseISO } from 'date-fns';
import { formatDate } from '@/lib/dates';
import { monthLabel, type MonthKey } from '@/components/attendance-calendar/month';
import type { LeaveCalendarDay } from './leave-calendar-days';
import { LeaveCalendarEntry } from './leave-calendar-entry';

interface LeaveCalendarDayListProps {
  month: MonthKey;
  days: readonly LeaveCalendarDay[];
  today: string;
  className?: string;
}

/** The month on a phone: only the days with a holiday or someone out, one after another. */
export function LeaveCalendarDayList({ month, days, today, className }: LeaveCalendarDayListProps) {
  const shown = days.filter((day) => day.holiday || day.out.length > 0);
  return (
    <ol className={className} aria-label={`Who is out in ${monthLabel(month)}, by day`}>
      {shown.map((day) => (
        <li
          key={day.date}
          data-date={day.date}
          aria-current={day.date === today ? 'date' : undefined}
          className="border-b py-2 last:border-b-0"
        >
          <p className="text-sm font-medium">
            {format(parseISO(day.date), 'EEEE')}, {formatDate(day.date)}
          </p>
          {day.holiday && <p className="text-xs text-amber-800 dark:text-amber-300">{day.holiday}</p>}
          {day.out.length > 0 && (
            <ul className="mt-1 space-y-1">
              {day.out.map((entry) => (
                <LeaveCalendarEntry key={entry.requestId} entry={entry} className="text-xs" />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
