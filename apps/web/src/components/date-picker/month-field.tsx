import { useState, type Ref } from 'react';
import { format, parseISO } from 'date-fns';
import { useTypedDatePattern } from '@/lib/api/get-company-settings';
import { fromTypedMonth, isWholeTyped, monthPattern, patternHint, toTypedMonth } from '@/lib/typed-dates';
import { MonthCalendar } from './month-calendar';
import { TypedPicker } from './typed-picker';
import { useTypedValue } from './use-typed-value';

interface MonthFieldProps {
  /** The input's id: the form's <Label htmlFor> names it. */
  id: string;
  /** The month as yyyy-MM, '' when none is chosen. */
  value: string;
  /** Called with the month once a whole, allowed one is typed or picked; with '' when the text no longer is one. */
  onChange: (month: string) => void;
  /** The first and last month that may be chosen (yyyy-MM). */
  min?: string;
  max?: string;
  /** The form's own message for this field is shown by the form; these point at it. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The typed input, so that a form can give it the focus. */
  ref?: Ref<HTMLInputElement>;
  /** The field's width where the form sets it. */
  className?: string;
}

const monthName = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');

/**
 * A month and year, typed in the order of the company's dates (en-IN: mm/yyyy, or bare: 122026) or
 * picked from a year's months; the form holds yyyy-MM, as the API takes it.
 */
export function MonthField({ id, value, onChange, min, max, ref, className, ...aria }: MonthFieldProps) {
  const pattern = useTypedDatePattern();
  const [open, setOpen] = useState(false);
  const why = (month: string): string | undefined => {
    if (min && month < min) return `Choose ${monthName(min)} or later.`;
    if (max && month > max) return `Choose ${monthName(max)} or earlier.`;
    return undefined;
  };
  const hint = patternHint(monthPattern(pattern));
  const typed = useTypedValue({
    value,
    onChange,
    show: (month) => toTypedMonth(month, pattern),
    read: (text, left) => fromTypedMonth(text, pattern, { left }),
    isWhole: (text) => isWholeTyped(text, pattern, 'month'),
    why,
    howToType: `Type a real month as ${hint}.`,
  });
  const thisMonth = format(new Date(), 'yyyy-MM');
  const initial = min && min > thisMonth ? min : max && max < thisMonth ? max : thisMonth;

  return (
    <TypedPicker
      id={id}
      ref={ref}
      placeholder={hint}
      typed={typed}
      className={className}
      pickLabel="Choose the month on a calendar"
      open={open}
      onOpenChange={setOpen}
      // The months' calendar puts the focus on its month itself.
      onOpenAutoFocus={(event) => event.preventDefault()}
      {...aria}
    >
      <MonthCalendar
        value={value}
        initial={initial}
        refusal={why}
        onPick={(month) => {
          typed.picked(month);
          setOpen(false);
        }}
      />
    </TypedPicker>
  );
}
