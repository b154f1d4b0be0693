import { useState, type ReactNode, type Ref } from 'react';
import { DayPicker } from 'react-day-picker';
import { format, parseISO } from 'date-fns';
import { useTypedDatePattern } from '@/lib/api/get-company-settings';
import { formatDate } from '@/lib/dates';
import { fromTypedDate, isWholeTyped, patternHint, toTypedDate } from '@/lib/typed-dates';
import { CALENDAR_CLASS_NAMES } from './calendar-class-names';
import { TypedPicker } from './typed-picker';
import { useTypedValue } from './use-typed-value';

interface DateFieldProps {
  /** The input's id: the form's <Label htmlFor> names it. */
  id: string;
  /** The day as an ISO date (yyyy-mm-dd), '' when none is chosen. */
  value: string;
  /** Called with the ISO date once a whole, allowed day is typed or picked; with '' when the text no longer is one. */
  onChange: (iso: string) => void;
  /** The first and last day that may be chosen (ISO). */
  min?: string;
  max?: string;
  /** Why a day cannot be chosen, in a sentence; undefined when it can. */
  refusal?: (iso: string) => string | undefined;
  /** The form's own message for this field is shown by the form; these point at it. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The typed input, so that a form can give it the focus (its first invalid field). */
  ref?: Ref<HTMLInputElement>;
  /** The field's width where the form sets it. */
  className?: string;
  /** Beside the calendar button: the time of a date and time. */
  after?: ReactNode;
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const todayIso = () => iso(new Date());

/**
 * One day, typed in the company's order (en-IN: dd/mm/yyyy, or bare: 21122026) or picked on a calendar;
 * the form holds the ISO date. A date that is not real, or not allowed, is refused under the field with
 * the reason.
 */
export function DateField({ id, value, onChange, min, max, refusal, ref, after, className, ...aria }: DateFieldProps) {
  const pattern = useTypedDatePattern();
  const [open, setOpen] = useState(false);
  const why = (day: string): string | undefined => {
    if (min && day < min) return `Choose ${formatDate(min)} or later.`;
    if (max && day > max) return `Choose ${formatDate(max)} or earlier.`;
    return refusal?.(day);
  };
  const typed = useTypedValue({
    value,
    onChange,
    show: (day) => toTypedDate(day, pattern),
    read: (text, left) => fromTypedDate(text, pattern, { left }),
    isWhole: (text) => isWholeTyped(text, pattern),
    why,
    howToType: `Type a real date as ${patternHint(pattern)}.`,
  });

  const shownMonth = () =>
    parseISO(value || (min && min > todayIso() ? min : max && max < todayIso() ? max : todayIso()));
  const [month, setMonth] = useState<Date>(shownMonth);
  const openCalendar = (next: boolean) => {
    if (next) setMonth(shownMonth());
    setOpen(next);
  };

  return (
    <TypedPicker
      id={id}
      ref={ref}
      placeholder={patternHint(pattern)}
      typed={typed}
      className={className}
      pickLabel="Choose the day on a calendar"
      open={open}
      onOpenChange={openCalendar}
      after={after}
      {...aria}
    >
      <DayPicker
        mode="single"
        month={month}
        onMonthChange={setMonth}
        startMonth={min ? parseISO(min) : undefined}
        endMonth={max ? parseISO(max) : undefined}
        weekStartsOn={1}
        showOutsideDays
        disabled={(date: Date) => why(iso(date)) !== undefined}
        labels={{ labelDayButton: (date: Date) => formatDate(iso(date)) }}
        classNames={CALENDAR_CLASS_NAMES}
        selected={value ? parseISO(value) : undefined}
        onSelect={(date) => {
          typed.picked(date ? iso(date) : '');
          setOpen(false);
        }}
      />
    </TypedPicker>
  );
}
