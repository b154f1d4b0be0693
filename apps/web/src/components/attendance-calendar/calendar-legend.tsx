import type { DayStatus } from '@staffdesk/shared/schemas/attendance';
import { cn } from '@/lib/cn';
import { DAY_STATUS_META, LEGEND_ORDER } from './day-status';

/** What the calendar's colours stand for; each entry repeats the words the cells show. */
export function CalendarLegend({ statuses = LEGEND_ORDER, className }: { statuses?: readonly DayStatus[]; className?: string }) {
  return (
    <ul aria-label="Legend" className={cn('flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted-foreground', className)}>
      {statuses.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-3 rounded-sm', DAY_STATUS_META[status].swatch)} />
          {DAY_STATUS_META[status].label}
        </li>
      ))}
    </ul>
  );
}
