import { TriangleAlert } from 'lucide-react';

/** "Hours on 2 days away", under a waiting week in the approvals list: its details say which. */
export function AwayDaysMark({ days }: { days: number }) {
  if (days === 0) return null;
  return (
    <span className="flex items-center gap-1 text-xs text-amber-800 dark:text-amber-300">
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      Hours on {days === 1 ? '1 day' : `${days} days`} away
    </span>
  );
}
