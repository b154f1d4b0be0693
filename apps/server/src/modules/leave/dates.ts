import { localDateTime } from '../attendance/calendar-days';
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * The calendar date now in a time zone: an employee in Kolkata starts their day before one in London.
 * Through localDateTime's formatters, made once per zone (making one costs more than a whole database read).
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return localDateTime(now, timeZone).date;
  } catch {
    return localDateTime(now, DEFAULT_TIME_ZONE).date;
  }
}

export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export const yearOf = (iso: string) => Number(iso.slice(0, 4));
