import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { monthLabel, shiftMonth, type MonthKey } from './month';

interface MonthNavigatorProps {
  month: MonthKey;
  onChange: (month: MonthKey) => void;
  /** The latest month that may be shown, if any (a future month has nothing to show yet). */
  max?: MonthKey;
  /** The month "This month" goes back to; the button shows when another month is on screen. */
  current?: MonthKey;
}

/** Previous / next month, with the month's name announced as it changes. */
export function MonthNavigator({ month, onChange, max, current }: MonthNavigatorProps) {
  const next = shiftMonth(month, 1);
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="icon" onClick={() => onChange(shiftMonth(month, -1))} aria-label="Previous month">
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p aria-live="polite" className="min-w-32 text-center text-sm font-medium tabular-nums">
        {monthLabel(month)}
      </p>
      <Button
        variant="outline"
        size="icon"
        onClick={() => onChange(next)}
        disabled={max !== undefined && next > max}
        aria-label="Next month"
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      {current && current !== month && (
        <Button variant="ghost" size="sm" onClick={() => onChange(current)}>
          This month
        </Button>
      )}
    </div>
  );
}
