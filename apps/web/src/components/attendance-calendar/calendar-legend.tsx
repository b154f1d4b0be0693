import type { DayStatus } from '@staffdesk/shared/schemas/attendance';
import { cn } from '@/lib/cn';
import { DAY_STATUS_META, LEGEND_ORDER } from './day-status';

/** What the calendar's colours stand for, and on a phone its codes too; each entry repeats the words the cells show. */
export function CalendarLegend({
  statuses = LEGEND_ORDER,
  className,
}: {
  statuses?: readonly DayStatus[];
  className?: string;
}) {
  return (
    <ul aria-label="Legend" className={cn('flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted-foreground', className)}>
      {statuses.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn('hidden size-3 rounded-sm sm:inline-block', DAY_STATUS_META[status].swatch)}
          />
          <span
            aria-hidden="true"
            className={cn(
              'min-w-7 rounded-sm border px-1 py-0.5 text-center text-[10px] leading-none font-semibold sm:hidden',
              DAY_STATUS_META[status].tone,
            )}
          >
            {DAY_STATUS_META[status].code}
          </span>
          {DAY_STATUS_META[status].label}
        </li>
      ))}
    </ul>
  );
}
