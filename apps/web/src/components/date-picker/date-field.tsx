import { useState, type Ref } from 'react';
import { DayPicker } from 'react-day-picker';
import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useTypedDatePattern } from '@/lib/api/get-company-settings';
import { formatDate, fromTypedDate, patternHint, toTypedDate } from '@/lib/dates';
import { CALENDAR_CLASS_NAMES } from './calendar-class-names';

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
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const todayIso = () => iso(new Date());

/**
 * One day, typed in the company's order (en-IN: dd/mm/yyyy) or picked on a calendar; the form holds the
 * ISO date. A date that is not real, or not allowed, is refused under the field with the reason.
 */
export function DateField({
  id,
  value,
  onChange,
  min,
  max,
  refusal,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ref,
}: DateFieldProps) {
  const pattern = useTypedDatePattern();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  // What the field shows, and the value it stands for: a value set from outside (a reset, the calendar)
  // is shown in the typed order; what was typed stays as typed.
  const [shown, setShown] = useState({ value, text: toTypedDate(value, pattern) });
  if (shown.value !== value) setShown({ value, text: toTypedDate(value, pattern) });

  const why = (day: string): string | undefined => {
    if (min && day < min) return `Choose ${formatDate(min)} or later.`;
    if (max && day > max) return `Choose ${formatDate(max)} or earlier.`;
    return refusal?.(day);
  };
  const take = (text: string, day: string) => {
    setShown({ value: day, text });
    if (day !== value) onChange(day);
  };
  const typed = (text: string) => {
    const day = fromTypedDate(text, pattern);
    const refused = day ? why(day) : undefined;
    // A four-digit year means the whole date is there: a day that does not exist is said at once.
    setProblem(refused ?? (!day && /\d{4}/.test(text) ? notADate(pattern) : undefined));
    take(text, day && !refused ? day : '');
  };
  const left = (text: string) => {
    if (text.trim() !== '' && !fromTypedDate(text, pattern)) setProblem(notADate(pattern));
  };

  const shownMonth = () =>
    parseISO(value || (min && min > todayIso() ? min : max && max < todayIso() ? max : todayIso()));
  const [month, setMonth] = useState<Date>(shownMonth);
  const openCalendar = (next: boolean) => {
    if (next) setMonth(shownMonth());
    setOpen(next);
  };

  const problemId = `${id}-date-problem`;
  const describedBy = [ariaDescribedBy, problem && problemId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-2">
        <Input
          ref={ref}
          id={id}
          name={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={patternHint(pattern)}
          value={shown.text}
          aria-invalid={ariaInvalid || problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => typed(event.target.value)}
          onBlur={(event) => left(event.target.value)}
        />
        <Popover open={open} onOpenChange={openCalendar}>
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="shrink-0"
              aria-label="Choose the day on a calendar"
            >
              <CalendarDays aria-hidden="true" />
            </Button>
          </PopoverTrigger>
          <PopoverContent aria-label="Calendar">
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
                const day = date ? iso(date) : '';
                setProblem(undefined);
                take(toTypedDate(day, pattern), day);
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Popover>
      </div>
      <FieldError id={problemId}>{problem}</FieldError>
    </div>
  );
}

const notADate = (pattern: string) => `Type a real date as ${patternHint(pattern)}.`;
