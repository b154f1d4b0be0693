import type { TTimesheetDay } from '@staffdesk/shared/schemas/timesheets';
import { cn } from '@/lib/cn';
import { DayStateBadge, dayMarks, longDay, shortDay } from './day-labels';

/** The grid's head: a column per day with its state and what the attendance calendar says of it, then the total. */
export function WeekTableHead({ days, editable }: { days: readonly TTimesheetDay[]; editable: boolean }) {
  return (
    <thead>
      <tr className="border-b bg-muted/40 align-top">
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Project · activity
        </th>
        {days.map((day) => (
          <th
            key={day.date}
            scope="col"
            className={cn('w-24 px-2 py-2 text-center font-medium', (day.weekend || day.holidayName) && 'bg-muted')}
            data-day={day.date}
          >
            <span aria-hidden="true">{shortDay(day.date)}</span>
            <span className="sr-only">{longDay(day.date)}</span>
            <div className="mt-1 flex flex-col items-center gap-1 font-normal">
              <DayStateBadge state={day.state} />
              {dayMarks(day).map((mark) => (
                <span key={mark} className="text-xs text-muted-foreground">
                  {mark}
                </span>
              ))}
            </div>
          </th>
        ))}
        <th scope="col" className="w-20 px-2 py-2 text-right font-medium">
          Total
        </th>
        {editable && (
          <th scope="col" className="w-12 px-2 py-2">
            <span className="sr-only">Row actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
