import { addDays, format, parseISO } from 'date-fns';
import { MAX_HOURS_PER_DAY } from '@staffdesk/shared/schemas/timesheets';

/** What a typed cell reads as: hours, or why it cannot be read. */
export type ParsedHours = { hours: number; error?: undefined } | { hours?: undefined; error: string };

/**
 * Hours as a user types them in a cell: "7.5", "7,5", "7:30" (hours and minutes), or nothing (0).
 * Quarter hours only, from 0 to a day.
 */
export function parseHours(text: string): ParsedHours {
  const value = text.trim();
  if (value === '') return { hours: 0 };
  let hours: number;
  const clock = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (clock) {
    const minutes = Number(clock[2]);
    if (minutes >= 60) return { error: 'Minutes go up to 59: write 7:30 for seven and a half hours.' };
    hours = Number(clock[1]) + minutes / 60;
  } else if (/^\d*[.,]?\d+$|^\d+[.,]$/.test(value)) {
    hours = Number(value.replace(',', '.'));
  } else {
    return { error: 'Write hours as 7.5 or 7:30.' };
  }
  if (hours > MAX_HOURS_PER_DAY) return { error: `At most ${MAX_HOURS_PER_DAY} hours a day.` };
  if (!Number.isInteger((Math.round(hours * 1e6) / 1e6) * 4))
    return { error: 'Use quarter hours: 0.25, 0.5, 0.75 (or :15, :30, :45).' };
  return { hours };
}

/** Hours as a cell and the totals show them: "7.5", "0.25", "" for none. */
export function formatHours(hours: number): string {
  if (!hours) return '';
  return String(Math.round(hours * 100) / 100);
}

/** Hours as a total shows them, 0 included: "0", "37.5". */
export const totalText = (hours: number) => formatHours(hours) || '0';

const sum = (values: readonly number[]) => values.reduce((total, h) => total + h, 0);

/** The total of a row (its seven days). */
export const rowTotal = (hours: readonly number[]) => sum(hours);

/** The total of each of the seven days over every row. */
export function dayTotals(rows: readonly { hours: readonly number[] }[]): number[] {
  return Array.from({ length: 7 }, (_, day) => sum(rows.map((row) => row.hours[day] ?? 0)));
}

/** The week's total over every row and day. */
export const weekTotal = (rows: readonly { hours: readonly number[] }[]) => sum(dayTotals(rows));

/** Hours present and hours logged differ by more than an hour: worth a warning. */
export function presenceGap(logged: number, present: number | null): boolean {
  return present !== null && Math.abs(present - logged) > 1;
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The Monday of the week of an ISO date. */
export { mondayOf } from '@staffdesk/shared/dates';

/** An ISO date some days later (or earlier). */
export const shiftDate = (date: string, days: number) => iso(addDays(parseISO(date), days));

/** The seven ISO dates of the week that starts on a Monday. */
export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, i) => shiftDate(monday, i));

/** Whether a text is an ISO date that is a Monday. */
export function isMonday(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = parseISO(value);
  return !Number.isNaN(date.getTime()) && iso(date) === value && date.getDay() === 1;
}
