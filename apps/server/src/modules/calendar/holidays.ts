import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { countWorkingDays, formatIsoDate } from '@staffdesk/shared/dates';
import type { THoliday, ZHolidayRequestSchema } from '@staffdesk/shared/schemas/attendance';
import { holidays } from '../../db/schema/calendar';
import type { Db, Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import type { AuthUser } from '../../access';
import { notFound, refusingTaken } from '../../errors';
import { writeAudit } from '../audit/service';

/**
 * The company calendar: its holidays, and the working days they leave. Attendance days, leave requests
 * and their balances count with these; the pure date rules are in packages/shared/src/dates.ts.
 */

export interface Holiday {
  date: string;
  name: string;
  optional: boolean;
}

/** Holidays between the placeholders `from` and `to`, by date: on its own and inside the day data of attendance. */
export const holidaysBetweenSql = sql`
  select h.date::text as "date", h.name as "name", h.optional as "optional"
  from ${holidays} h
  where h.date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
  order by h.date`;

const holidaysQuery = preparedSql<Holiday>(holidaysBetweenSql, ['date', 'name', 'optional']);

export async function holidaysBetween(tx: Executor, from: string, to: string): Promise<Holiday[]> {
  return holidaysQuery(tx, { from, to });
}

/** The holidays of a range that are days off: an optional (restricted) holiday is a working day unless taken as leave. */
export async function daysOffBetween(tx: Executor, from: string, to: string): Promise<Set<string>> {
  return new Set((await holidaysBetween(tx, from, to)).filter((h) => !h.optional).map((h) => h.date));
}

/** Working days of a range: not weekends, not days-off holidays. */
export async function workingDaysBetween(tx: Executor, from: string, to: string): Promise<number> {
  return countWorkingDays(from, to, await daysOffBetween(tx, from, to));
}

/** A year's holidays, by date: the calendar screen's list. */
export async function holidaysOfYear(db: Db, year: number): Promise<THoliday[]> {
  return db
    .select()
    .from(holidays)
    .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)))
    .orderBy(asc(holidays.date));
}

/** Runs a write, refusing one that would put a second holiday on a date. */
const withUniqueDate = <T>(date: string, work: () => Promise<T>): Promise<T> =>
  refusingTaken(work, { holidays_date_idx: `There is already a holiday on ${formatIsoDate(date)}.` });

export async function createHoliday(
  db: Db,
  actor: AuthUser,
  input: z.output<typeof ZHolidayRequestSchema>,
): Promise<THoliday> {
  return withUniqueDate(input.date, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(holidays).values(input).returning();
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'holiday.create',
        entity: 'holiday',
        entityId: row!.id,
        after: row,
      });
      return row!;
    }),
  );
}

export async function updateHoliday(
  db: Db,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ZHolidayRequestSchema>,
): Promise<THoliday> {
  return withUniqueDate(input.date, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(holidays).where(eq(holidays.id, id)).for('update');
      if (!before) throw notFound('No such holiday.');
      const [after] = await tx.update(holidays).set(input).where(eq(holidays.id, id)).returning();
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'holiday.update',
        entity: 'holiday',
        entityId: id,
        before,
        after,
      });
      return after!;
    }),
  );
}

export async function deleteHoliday(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(holidays).where(eq(holidays.id, id)).returning();
    if (!before) throw notFound('No such holiday.');
    await writeAudit(tx, { actorId: actor.id, action: 'holiday.delete', entity: 'holiday', entityId: id, before });
  });
}
