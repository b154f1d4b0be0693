import { sql } from 'drizzle-orm';
import { holidays } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';

export interface Holiday {
  date: string;
  name: string;
  optional: boolean;
}

/** Holidays between the placeholders `from` and `to`, by date: on its own and inside the day data of day-data.ts. */
export const holidaysBetweenSql = sql`
  select h.date::text as "date", h.name as "name", h.optional as "optional"
  from ${holidays} h
  where h.date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
  order by h.date`;

const holidaysQuery = preparedSql<Holiday>('holidays_between', holidaysBetweenSql);

export async function holidaysBetween(tx: Executor, from: string, to: string): Promise<Holiday[]> {
  return holidaysQuery(tx, { from, to });
}

/** Days of an ISO date range, both ends included. Dates are handled as UTC midnights: no time zone shifts a day. */
export function* eachDate(from: string, to: string): Generator<string> {
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) yield new Date(t).toISOString().slice(0, 10);
}

export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** Working days of a range: weekends and (non-optional) holidays are not counted. */
export function countWorkingDays(from: string, to: string, holidayDates: ReadonlySet<string>): number {
  let n = 0;
  for (const date of eachDate(from, to)) if (!isWeekend(date) && !holidayDates.has(date)) n++;
  return n;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from one date to another: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** First and last day of a `YYYY-MM` month. */
export function monthRange(monthYear: string): { from: string; to: string } {
  const [year, month] = monthYear.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${monthYear}-01`, to: `${monthYear}-${String(last).padStart(2, '0')}` };
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and HH:mm wall-clock time of an instant in a time zone. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  let format = localFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    localFormats.set(timeZone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}
