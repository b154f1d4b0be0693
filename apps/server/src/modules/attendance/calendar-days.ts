import { and, asc, gte, lte } from 'drizzle-orm';
import { holidays } from '../../db/schema/index';
import type { Executor } from '../../db/client';

export interface Holiday {
  date: string;
  name: string;
  optional: boolean;
}

export async function holidaysBetween(tx: Executor, from: string, to: string): Promise<Holiday[]> {
  return tx
    .select({ date: holidays.date, name: holidays.name, optional: holidays.optional })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
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
