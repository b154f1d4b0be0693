import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addMonths, format, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { CALENDAR_CLASS_NAMES } from './calendar-class-names';

interface MonthCalendarProps {
  /** The chosen month (yyyy-MM), '' for none. */
  value: string;
  /** The month shown first and focused when none is chosen. */
  initial: string;
  /** Why a month cannot be chosen; undefined when it can. */
  refusal: (month: string) => string | undefined;
  onPick: (month: string) => void;
}

const MONTH_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };
const YEAR_KEYS: Record<string, number> = { PageUp: -12, PageDown: 12 };

const monthsOf = (year: string) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
const monthOf = (month: string, months: number) => format(addMonths(parseISO(`${month}-01`), months), 'yyyy-MM');

/**
 * A year's twelve months to pick one from, as the day calendar picks a day: arrows move between months
 * (across years too), Page Up and Page Down change the year, Enter picks.
 */
export function MonthCalendar({ value, initial, refusal, onPick }: MonthCalendarProps) {
  const [focused, setFocused] = useState(value || initial);
  const year = focused.slice(0, 4);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The calendar opens with the focus on its month, and the focus follows the arrows; the year's buttons keep it.
  const moved = useRef(true);
  useEffect(() => {
    if (moved.current) buttons.current.get(focused)?.focus();
    moved.current = false;
  }, [focused]);

  const move = (event: KeyboardEvent) => {
    const months = MONTH_KEYS[event.key] ?? YEAR_KEYS[event.key];
    if (months === undefined) return;
    event.preventDefault();
    const next = monthOf(focused, months);
    if (refusal(next) !== undefined) return;
    moved.current = true;
    setFocused(next);
  };
  // Another year: the same month, or its first that can be chosen, so that one month is always reachable by Tab.
  const toYear = (years: number) => {
    const same = monthOf(focused, 12 * years);
    const first = monthsOf(same.slice(0, 4)).find((m) => refusal(m) === undefined);
    setFocused(refusal(same) === undefined ? same : (first ?? same));
  };
  const choosable = (y: string) => monthsOf(y).some((m) => refusal(m) === undefined);
  const months = monthsOf(year);

  return (
    <div className="grid w-64 gap-2 text-sm">
      <div className="relative flex h-8 items-center justify-center">
        <button
          type="button"
          className={cn(CALENDAR_CLASS_NAMES.button_previous, 'absolute left-0')}
          aria-label={`Previous year, ${Number(year) - 1}`}
          disabled={!choosable(String(Number(year) - 1))}
          onClick={() => toYear(-1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <span className="font-medium" aria-live="polite">
          {year}
        </span>
        <button
          type="button"
          className={cn(CALENDAR_CLASS_NAMES.button_next, 'absolute right-0')}
          aria-label={`Next year, ${Number(year) + 1}`}
          disabled={!choosable(String(Number(year) + 1))}
          onClick={() => toYear(1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div role="group" aria-label={`Months of ${year}`} className="grid grid-cols-3 gap-1" onKeyDown={move}>
        {months.map((month) => {
          const date = parseISO(`${month}-01`);
          return (
            <button
              key={month}
              ref={(button) => {
                if (button) buttons.current.set(month, button);
                else buttons.current.delete(month);
              }}
              type="button"
              tabIndex={month === focused ? 0 : -1}
              disabled={refusal(month) !== undefined}
              aria-label={format(date, 'MMMM yyyy')}
              aria-pressed={month === value}
              className={cn(
                CALENDAR_CLASS_NAMES.day_button,
                'h-9 w-full',
                month === value && 'bg-primary text-primary-foreground hover:bg-primary',
                month === format(new Date(), 'yyyy-MM') && CALENDAR_CLASS_NAMES.today,
              )}
              onClick={() => onPick(month)}
            >
              {format(date, 'MMM')}
            </button>
          );
        })}
      </div>
    </div>
  );
}
