import { useState, type Ref } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { describedByIds } from '@/components/field-messages';
import { useTypedDatePattern } from '@/lib/api/get-company-settings';
import { formatDate } from '@/lib/dates';
import { fromTypedDate, patternHint, toTypedDate } from '@/lib/typed-dates';
import { cn } from '@/lib/cn';
import { CALENDAR_CLASS_NAMES } from './calendar-class-names';
import type { DayRules } from './use-day-marks';

type End = 'from' | 'to';

interface EndField {
  id: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
}

interface DateRangeFieldProps {
  /** range: From and To; single: one day (only `from` is used). */
  mode: 'range' | 'single';
  value: { from: string; to: string };
  onChange: (value: { from: string; to: string }) => void;
  /** The first and last day that may be chosen. */
  min: string;
  max: string;
  rules: DayRules;
  /** Each end's id (the form's field name), label, and the ref a form gives the focus to. */
  fields: { from: EndField; to?: EndField };
  errors: Partial<Record<End, string>>;
  /** A typed day that cannot be taken: the form shows the message under its field. */
  onRefuse: (end: End, message: string) => void;
  /** A hint under the fields, by id, that both fields point to. */
  hintId?: string;
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The calendar's marks, explained under it. */
const LEGEND: [string, string][] = [
  ['bg-amber-500/30', 'Your leave'],
  ['bg-sky-500/30', 'Your work from home'],
  ['text-destructive', 'Holiday'],
  ['line-through', 'Cannot be chosen'],
];

/** One end of the range, typed in the company's order; a whole date is taken as soon as it is typed. */
function TypedDate({
  id,
  label,
  value,
  pattern,
  error,
  describedBy,
  onType,
  onLeave,
  ref,
}: {
  id: string;
  label: string;
  value: string;
  pattern: string;
  error?: string;
  describedBy?: string;
  onType: (iso: string) => void;
  onLeave: (text: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const [shown, setShown] = useState({ value, text: toTypedDate(value, pattern) });
  // A day chosen on the calendar (or set by the other end) shows here in the typed order; what was typed
  // stays as typed, and so does a refused day, beside the reason.
  if (shown.value !== value) {
    const keep = fromTypedDate(shown.text, pattern) === value || (value === '' && error !== undefined);
    setShown({ value, text: keep ? shown.text : toTypedDate(value, pattern) });
  }
  const text = shown.text;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={ref}
        id={id}
        name={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={patternHint(pattern)}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setShown({ value, text: event.target.value });
          const typed = fromTypedDate(event.target.value, pattern);
          if (typed) onType(typed);
        }}
        onBlur={(event) => {
          // Left, a date typed short or bare (211226, 21122026) shows whole.
          const day = fromTypedDate(event.target.value, pattern, { left: true });
          if (day && day === value) setShown({ value, text: toTypedDate(day, pattern) });
          onLeave(event.target.value);
        }}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * The one date picker of leave, work from home and regularization: each end typed in the company's
 * order (en-IN: dd/mm/yyyy), or chosen on a calendar that marks weekends, holidays and my leave and work
 * from home, and disables the days that cannot be chosen (a typed one is refused with the reason).
 */
export function DateRangeField({
  mode,
  value,
  onChange,
  min,
  max,
  rules,
  fields,
  errors,
  onRefuse,
  hintId,
}: DateRangeFieldProps) {
  const pattern = useTypedDatePattern();
  const [open, setOpen] = useState(false);
  const firstShown = () => parseISO(value.from || (min > todayIso() ? min : max < todayIso() ? max : todayIso()));
  const [month, setMonth] = useState<Date>(firstShown);
  // The calendar opens on the month of the day typed.
  const openCalendar = (next: boolean) => {
    if (next) setMonth(firstShown());
    setOpen(next);
  };
  const { refusal } = rules;

  const set = (end: End, day: string) => {
    if (mode === 'single') return onChange({ from: day, to: day });
    if (end === 'from') {
      // Most requests are for one day: the end follows the start until it is set on its own.
      onChange({ from: day, to: !value.to || value.to < day ? day : value.to });
    } else onChange({ from: value.from, to: day });
  };

  const typed = (end: End) => (day: string) => {
    const refused = refusal(day);
    if (refused) {
      onChange({ ...value, [end]: '', ...(mode === 'single' ? { to: '' } : {}) });
      onRefuse(end, refused);
    } else set(end, day);
  };
  const left = (end: End) => (text: string) => {
    if (text.trim() === '') {
      if (value[end] !== '') onChange({ ...value, [end]: '' });
      return;
    }
    const day = fromTypedDate(text, pattern, { left: true });
    if (!day) onRefuse(end, `Type the date as ${patternHint(pattern)}.`);
    else if (day !== value[end]) typed(end)(day);
  };

  const calendar = calendarProps(rules, { month, onMonthChange: setMonth, min, max });

  const describedBy = (end: End) =>
    describedByIds(end === 'from' ? fields.from.id : (fields.to?.id ?? ''), errors[end] !== undefined, hintId);

  return (
    <div className="grid gap-2">
      <div
        className={cn(
          'grid items-start gap-4',
          mode === 'range'
            ? 'grid-cols-[1fr_1fr_auto] max-sm:grid-cols-[1fr_auto]'
            : 'grid-cols-[minmax(0,15rem)_auto]',
        )}
      >
        <TypedDate
          {...fields.from}
          value={value.from}
          pattern={pattern}
          error={errors.from}
          describedBy={describedBy('from')}
          onType={typed('from')}
          onLeave={left('from')}
        />
        {mode === 'range' && fields.to && (
          <div className="max-sm:order-3">
            <TypedDate
              {...fields.to}
              value={value.to}
              pattern={pattern}
              error={errors.to}
              describedBy={describedBy('to')}
              onType={typed('to')}
              onLeave={left('to')}
            />
          </div>
        )}
        <Popover open={open} onOpenChange={openCalendar}>
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="mt-[1.375rem]"
              aria-label={mode === 'range' ? 'Choose the dates on a calendar' : 'Choose the day on a calendar'}
            >
              <CalendarDays aria-hidden="true" />
            </Button>
          </PopoverTrigger>
          <PopoverContent aria-label="Calendar">
            <Calendar mode={mode} calendar={calendar} value={value} onChange={onChange} onDone={() => setOpen(false)} />
          </PopoverContent>
        </Popover>
      </div>
    </div>
  );
}

const todayIso = () => iso(new Date());

function CalendarLegend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" aria-label="What the marks mean">
      {LEGEND.map(([mark, label]) => (
        <li key={label} className="flex items-center gap-1">
          <span
            className={cn('inline-flex h-4 min-w-4 items-center justify-center rounded-sm px-0.5', mark)}
            aria-hidden="true"
          >
            {mark.includes('bg-') ? '' : '12'}
          </span>
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The props both calendars share: the months shown, the days refused, and the marks with their words. */
function calendarProps(
  { marks, refusal }: DayRules,
  { month, onMonthChange, min, max }: { month: Date; onMonthChange: (month: Date) => void; min: string; max: string },
) {
  const dayLabel = (date: Date) => {
    const day = iso(date);
    const notes = [
      marks.holidays.has(day) && `holiday, ${marks.holidays.get(day)}`,
      marks.leave.has(day) && 'your leave',
      marks.wfh.has(day) && 'your work from home',
    ].filter(Boolean);
    return [formatDate(day), ...notes].join(', ');
  };
  return {
    month,
    onMonthChange,
    startMonth: parseISO(min),
    endMonth: parseISO(max),
    weekStartsOn: 1 as const,
    showOutsideDays: true,
    disabled: (date: Date) => refusal(iso(date)) !== undefined,
    modifiers: {
      holiday: (date: Date) => marks.holidays.has(iso(date)),
      leave: (date: Date) => marks.leave.has(iso(date)),
      wfh: (date: Date) => marks.wfh.has(iso(date)),
    },
    labels: { labelDayButton: dayLabel },
    modifiersClassNames: { holiday: 'text-destructive', leave: 'bg-amber-500/15', wfh: 'bg-sky-500/15' },
    classNames: CALENDAR_CLASS_NAMES,
    footer: <CalendarLegend />,
  };
}

const picked = (date: Date | undefined) => date && iso(date);

/** The calendar of a range (closed once both ends differ) or of one day (closed at the pick). */
function Calendar({
  mode,
  calendar,
  value,
  onChange,
  onDone,
}: {
  mode: 'range' | 'single';
  calendar: ReturnType<typeof calendarProps>;
  value: { from: string; to: string };
  onChange: (value: { from: string; to: string }) => void;
  onDone: () => void;
}) {
  if (mode === 'single') {
    return (
      <DayPicker
        {...calendar}
        mode="single"
        selected={value.from ? parseISO(value.from) : undefined}
        onSelect={(date) => {
          const day = picked(date) ?? '';
          onChange({ from: day, to: day });
          onDone();
        }}
      />
    );
  }
  const selected: DateRange | undefined = value.from
    ? { from: parseISO(value.from), to: value.to ? parseISO(value.to) : undefined }
    : undefined;
  return (
    <DayPicker
      {...calendar}
      mode="range"
      selected={selected}
      onSelect={(range) => {
        const from = picked(range?.from) ?? '';
        const to = picked(range?.to) ?? from;
        onChange({ from, to });
        if (range?.from && range.to && from !== to) onDone();
      }}
    />
  );
}
