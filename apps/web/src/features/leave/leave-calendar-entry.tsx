import type { TLeaveCalendarEntry } from '@staffdesk/shared/schemas/leave';
import { cn } from '@/lib/cn';
import { outText } from './leave-calendar-days';

/** The colour repeats the words: sky for leave, violet for work from home, a dashed edge while pending. */
const KIND_TONE: Record<TLeaveCalendarEntry['kind'], string> = {
  LEAVE: 'border-sky-600/30 bg-sky-500/10 text-sky-800 dark:text-sky-300',
  WFH: 'border-violet-600/30 bg-violet-500/10 text-violet-800 dark:text-violet-300',
};

/** One person out on a day, as a line of words. */
export function LeaveCalendarEntry({ entry, className }: { entry: TLeaveCalendarEntry; className?: string }) {
  const text = outText(entry);
  return (
    <li
      title={text}
      data-kind={entry.kind}
      data-status={entry.status}
      className={cn(
        'rounded border px-1 py-0.5 text-[11px] leading-tight',
        KIND_TONE[entry.kind],
        entry.status === 'PENDING' && 'border-dashed',
        className,
      )}
    >
      {text}
    </li>
  );
}
