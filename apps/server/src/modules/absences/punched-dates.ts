import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { checkInOutEvents } from '../../db/schema/attendance';
import type { Executor } from '../../db/client';

/** The dates an employee punched (in their time zone): a decider of leave over those days is told. */
export async function punchedDates(tx: Executor, employeeId: number, from: string, to: string): Promise<string[]> {
  const local = sql<string>`to_char(${checkInOutEvents.at} at time zone
    coalesce((select time_zone from employees where user_id = ${employeeId}), 'Asia/Kolkata'), 'YYYY-MM-DD')`;
  const rows = await tx
    .selectDistinct({ date: local })
    .from(checkInOutEvents)
    .where(
      and(
        eq(checkInOutEvents.employeeId, employeeId),
        gte(checkInOutEvents.at, sql`${from}::date - 1`),
        lt(checkInOutEvents.at, sql`${to}::date + 2`),
      ),
    );
  return rows
    .map((r) => r.date)
    .filter((d) => d >= from && d <= to)
    .sort();
}
