import { and, eq, gte, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { TimesheetDayState } from '@staffdesk/shared/schemas/timesheets';
import type { Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { timesheetDays, type timesheetEntries } from '../../db/schema/timesheets';
import { userNameSql } from '../users/full-name';

/** A day's hours are at most a day. */
export const MAX_MINUTES = 24 * 60;

export const toHours = (minutes: number) => minutes / 60;
export const toMinutes = (hours: number) => Math.round(hours * 60);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const dayName = (iso: string) => WEEKDAYS[(new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7]!;
export const closedMessage = (date: string, state: TimesheetDayState) =>
  `${dayName(date)} ${date} is ${state}: its entries cannot change.`;

/** The Monday of a day's week, as a date. */
export const weekStartSql = (date: SQLWrapper) => sql<string>`(${date} - (extract(isodow from ${date})::int - 1))`;

export type DayRow = Pick<
  typeof timesheetDays.$inferSelect,
  'employeeId' | 'date' | 'status' | 'lockedAt' | 'decidedBy' | 'decidedAt' | 'requestId'
> & { decidedByName: string | null };
/** A day row as dayStatesSql gives it, alone or inside JSON: its instants as text. */
export type DayStateRow = Omit<DayRow, 'lockedAt' | 'decidedAt'> & { lockedAt: string; decidedAt: string | null };
const toDayRow = (row: DayStateRow): DayRow => ({
  ...row,
  lockedAt: new Date(row.lockedAt),
  decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt),
});

/** Days' rows as dayStatesSql gives them, by date. */
export const byDate = (rows: readonly DayStateRow[]): Map<string, DayRow> =>
  new Map(rows.map((r) => [r.date, toDayRow(r)]));

export const stateOf = (row: DayRow | undefined): TimesheetDayState =>
  row ? (row.status as TimesheetDayState) : 'OPEN';

/** An employee's rows of a table between dates, on the placeholders `employeeId`, `from` and `to`. */
export const ofEmployeeBetween = (table: typeof timesheetDays | typeof timesheetEntries) =>
  and(
    eq(table.employeeId, sql.placeholder('employeeId')),
    gte(table.date, sql.placeholder('from')),
    lte(table.date, sql.placeholder('to')),
  );

/** The days of an employee between dates that are not OPEN, on the placeholders `employeeId`, `from` and `to`. */
export const dayStatesSql = sql`
  select ${timesheetDays.employeeId} as "employeeId", ${timesheetDays.date}::text as "date", ${timesheetDays.status} as "status",
    ${timesheetDays.lockedAt} as "lockedAt", ${timesheetDays.decidedBy} as "decidedBy", ${timesheetDays.decidedAt} as "decidedAt",
    ${timesheetDays.requestId} as "requestId", ${userNameSql(timesheetDays.decidedBy)} as "decidedByName"
  from ${timesheetDays} where ${ofEmployeeBetween(timesheetDays)}`;
// A week's reads, on every visit of the timesheet: prepared once (db/prepared.ts) rather than built by drizzle each time.
const dayRowsQuery = preparedSql<DayStateRow>(dayStatesSql, [
  'employeeId',
  'date',
  'status',
  'lockedAt',
  'decidedBy',
  'decidedAt',
  'requestId',
  'decidedByName',
]);

/** The days of a range that are not OPEN, by date. */
export async function dayRows(
  tx: Executor,
  employeeId: number,
  from: string,
  to: string,
): Promise<Map<string, DayRow>> {
  return byDate(await dayRowsQuery(tx, { employeeId, from, to }));
}

/** The first key of the advisory locks of timesheets (the number); the second is the employee. */
const TIMESHEET_LOCK = 14;

/**
 * Serializes every change of one employee's timesheet: a transaction-scoped advisory lock on the employee,
 * so that two saves of the same week (or a save and a lock) run one after the other. Taken before any
 * request's row lock (requests.ts), never after one.
 */
export async function lockEmployee(tx: Executor, employeeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TIMESHEET_LOCK}, ${employeeId}::int)`);
}
