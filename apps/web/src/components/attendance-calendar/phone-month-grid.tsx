import { useId, useState, type ReactNode } from 'react';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { getISODay, parseISO } from 'date-fns';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { DAY_STATUS_META, dayAccessibleLabel, describeDay } from './day-status';
import { WEEKDAYS } from './month';

interface PhoneMonthGridProps {
  /** Names the list: "attendance in November 2026". */
  caption: string;
  days: readonly TAttendanceDay[];
  today?: string;
  /** What can be done about a chosen day (regularize it), shown with its details. */
  dayAction?: (day: TAttendanceDay) => ReactNode;
  className?: string;
}

/**
 * The month on a phone: seven columns of small day buttons, each with its date and its status's code in the
 * status's colour; a tapped day's details (status, times, hours) show under the grid. Today's are shown first.
 */
export function PhoneMonthGrid({ caption, days, today, dayAction, className }: PhoneMonthGridProps) {
  const detailsId = useId();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const shown = days.find((day) => day.date === (chosen ?? today));
  const firstWeekday = days[0] ? getISODay(parseISO(days[0].date)) : 1;

  return (
    <div className={className}>
      <div
        aria-hidden="true"
        className="mb-1 grid grid-cols-7 gap-1 text-center text-[11px] font-medium text-muted-foreground"
      >
        {WEEKDAYS.map((weekday) => (
          <span key={weekday.long}>{weekday.short}</span>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1" aria-label={caption}>
        {days.map((day, index) => {
          const meta = DAY_STATUS_META[day.status];
          const isShown = day.date === shown?.date;
          return (
            <li
              key={day.date}
              data-date={day.date}
              data-status={day.status}
              aria-current={day.date === today ? 'date' : undefined}
              style={index === 0 ? { gridColumnStart: firstWeekday } : undefined}
            >
              <button
                type="button"
                aria-pressed={isShown}
                aria-controls={detailsId}
                onClick={() => setChosen(day.date)}
                className={cn(
                  'flex h-11 w-full flex-col items-center justify-center rounded-md border leading-none',
                  'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  meta.tone,
                  day.date === today && 'ring-2 ring-primary',
                  isShown && 'border-foreground border-2',
                )}
              >
                <span aria-hidden="true" className="text-sm font-semibold tabular-nums">
                  {parseISO(day.date).getDate()}
                </span>
                <span aria-hidden="true" className="mt-0.5 text-[10px] font-semibold">
                  {meta.code}
                </span>
                <span className="sr-only">{dayAccessibleLabel(day)}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <div id={detailsId} aria-live="polite" className="mt-3">
        {shown ? (
          <DayDetails day={shown} action={dayAction?.(shown)} />
        ) : (
          <p className="text-sm text-muted-foreground">Tap a day to see its details.</p>
        )}
      </div>
    </div>
  );
}

function DayDetails({ day, action }: { day: TAttendanceDay; action: ReactNode }) {
  const { title, details } = describeDay(day);
  return (
    <div
      className={cn(
        'flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm',
        DAY_STATUS_META[day.status].tone,
      )}
    >
      <div className="min-w-0">
        <p className="font-medium">{formatDate(day.date)}</p>
        <p>{title}</p>
        {details.map((line) => (
          <p key={line} className="text-xs tabular-nums">
            {line}
          </p>
        ))}
      </div>
      {action}
    </div>
  );
}
