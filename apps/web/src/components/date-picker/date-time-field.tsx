import { useState, type Ref } from 'react';
import { Input } from '@/components/ui/input';
import { DateField } from './date-field';

interface DateTimeFieldProps {
  /** The date input's id: the form's <Label htmlFor> names it; the time's is `<id>-time`. */
  id: string;
  /** The moment as a wall-clock date and time (yyyy-MM-ddTHH:mm, as office-time.ts reads it), '' for none. */
  value: string;
  /** Called with the date and time once both are whole; with '' while either is not. */
  onChange: (value: string) => void;
  /** The time input's name, which says whose time it is: "Start time". */
  timeLabel: string;
  /** The first and last day that may be chosen (ISO). */
  min?: string;
  max?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The date input, so that a form can give it the focus. */
  ref?: Ref<HTMLInputElement>;
}

const parts = (value: string) => {
  const [date = '', time = ''] = value.split('T');
  return { value, date, time: time.slice(0, 5) };
};

/**
 * A day and a time of it: the day typed in the company's order or picked on the calendar, as every date
 * of the app is, and the time in 24-hour hh:mm beside it.
 */
export function DateTimeField({ id, value, onChange, timeLabel, min, max, ref, ...aria }: DateTimeFieldProps) {
  // Each half is kept while the other is unfinished; a value set from outside (a reset) replaces both.
  const [held, setHeld] = useState(() => parts(value));
  if (held.value !== value) setHeld(parts(value));
  const change = (date: string, time: string) => {
    const next = date && time ? `${date}T${time}` : '';
    setHeld({ value: next, date, time });
    if (next !== value) onChange(next);
  };
  return (
    <DateField
      id={id}
      ref={ref}
      value={held.date}
      min={min}
      max={max}
      onChange={(date) => change(date, held.time)}
      {...aria}
      after={
        <Input
          id={`${id}-time`}
          type="time"
          className="w-32 shrink-0"
          aria-label={timeLabel}
          value={held.time}
          onChange={(event) => change(held.date, event.target.value)}
          {...aria}
        />
      }
    />
  );
}
