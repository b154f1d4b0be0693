import { addDays, addMonths, format, getISODay, lastDayOfMonth, parseISO } from 'date-fns';

/** A calendar month as `YYYY-MM`, the form the API's `monthYear` and `selectedMonthYear` take. */
export type MonthKey = string;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: string | null | undefined): value is MonthKey {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

function firstDayOf(month: MonthKey): Date {
  return parseISO(`${month}-01`);
}

export function monthOf(date: Date | string): MonthKey {
  return typeof date === 'string' ? date.slice(0, 7) : format(date, 'yyyy-MM');
}

/** The month `delta` months before (negative) or after (positive) the given one. */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  return format(addMonths(firstDayOf(month), delta), 'yyyy-MM');
}

/** First and last day of the month, as the API's startDate and endDate. */
export function monthRange(month: MonthKey): { startDate: string; endDate: string } {
  const first = firstDayOf(month);
  return { startDate: format(first, 'yyyy-MM-dd'), endDate: format(lastDayOfMonth(first), 'yyyy-MM-dd') };
}

/** "November 2026" */
export function monthLabel(month: MonthKey): string {
  return format(firstDayOf(month), 'MMMM yyyy');
}

export interface GridCell {
  /** YYYY-MM-DD */
  date: string;
  /** False for the days of the neighbouring months that pad the first and last week. */
  inMonth: boolean;
}

/** The month as whole weeks, Monday first, padded with the neighbouring months' days. */
export function monthGrid(month: MonthKey): GridCell[][] {
  const first = firstDayOf(month);
  const last = lastDayOfMonth(first);
  // getISODay: Monday 1 … Sunday 7, so a Monday start needs no padding.
  let day = addDays(first, 1 - getISODay(first));
  const end = addDays(last, 7 - getISODay(last));
  const weeks: GridCell[][] = [];
  while (day <= end) {
    const week: GridCell[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ date: format(day, 'yyyy-MM-dd'), inMonth: day.getMonth() === first.getMonth() });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Week day names, Monday first: full ones for screen readers, short ones to show. */
export const WEEKDAYS = [
  { long: 'Monday', short: 'Mon' },
  { long: 'Tuesday', short: 'Tue' },
  { long: 'Wednesday', short: 'Wed' },
  { long: 'Thursday', short: 'Thu' },
  { long: 'Friday', short: 'Fri' },
  { long: 'Saturday', short: 'Sat' },
  { long: 'Sunday', short: 'Sun' },
] as const;
