import { and, eq, gte, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { addDays, formatIsoDate } from '@staffdesk/shared/dates';
import type { TimesheetDayState } from '@staffdesk/shared/schemas/timesheets';
import type { Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { timesheetDays, type timesheetEntries } from '../../db/schema/timesheets';
import { userNameSql } from '../users/full-name';

export const MAX_MINUTES = 24 * 60;

export const toHours = (minutes: number) => minutes / 60;
export const toMinutes = (hours: number) => Math.round(hours * 60);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayName = (iso: string) => WEEKDAYS[(new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7]!;
/** "Monday, May 17, 2027", as messages write a day. */
export const dayLabel = (iso: string) => `${dayName(iso)}, ${formatIsoDate(iso)}`;
/** "the week May 17, 2027 to May 23, 2027" */
export const weekText = (monday: string) => `the week ${formatIsoDate(monday)} to ${formatIsoDate(addDays(monday, 6))}`;
export const closedMessage = (date: string, state: TimesheetDayState) =>
  `${dayLabel(date)} is ${state}: its entries cannot change.`;

export const weekStartSql = (date: SQLWrapper) => sql<string>`(${date} - (extract(isodow from ${date})::int - 1))`;

export type DayRow = Pick<
  typeof timesheetDays.$inferSelect,
  'employeeId' | 'date' | 'status' | 'lockedAt' | 'decidedBy' | 'decidedAt' | 'requestId'
> & { decidedByName: string | null };
/** Instants as text, alone or inside JSON. */
export type DayStateRow = Omit<DayRow, 'lockedAt' | 'decidedAt'> & { lockedAt: string; decidedAt: string | null };
const toDayRow = (row: DayStateRow): DayRow => ({
  ...row,
  lockedAt: new Date(row.lockedAt),
  decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt),
});

export const byDate = (rows: readonly DayStateRow[]): Map<string, DayRow> =>
  new Map(rows.map((r) => [r.date, toDayRow(r)]));

export const stateOf = (row: DayRow | undefined): TimesheetDayState =>
  row ? (row.status as TimesheetDayState) : 'OPEN';

/** On the placeholders `employeeId`, `from` and `to`. */
export const ofEmployeeBetween = (table: typeof timesheetDays | typeof timesheetEntries) =>
  and(
    eq(table.employeeId, sql.placeholder('employeeId')),
    gte(table.date, sql.placeholder('from')),
    lte(table.date, sql.placeholder('to')),
  );

/** The days that are not OPEN, on the placeholders `employeeId`, `from` and `to`. */
export const dayStatesSql = sql`
  select ${timesheetDays.employeeId} as "employeeId", ${timesheetDays.date}::text as "date", ${timesheetDays.status} as "status",
    ${timesheetDays.lockedAt} as "lockedAt", ${timesheetDays.decidedBy} as "decidedBy", ${timesheetDays.decidedAt} as "decidedAt",
    ${timesheetDays.requestId} as "requestId", ${userNameSql(timesheetDays.decidedBy)} as "decidedByName"
  from ${timesheetDays} where ${ofEmployeeBetween(timesheetDays)}`;
// Read on every visit of the timesheet: prepared once (db/prepared.ts), not built by drizzle each time.
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

export async function dayRows(
  tx: Executor,
  employeeId: number,
  from: string,
  to: string,
): Promise<Map<string, DayRow>> {
  return byDate(await dayRowsQuery(tx, { employeeId, from, to }));
}

/** The first key of the timesheets' advisory locks; the second is the employee. */
const TIMESHEET_LOCK = 14;

/**
 * Serializes one employee's timesheet changes (two saves of a week, a save and a lock). Taken before any request's
 * row lock (requests.ts), never after one.
 */
export async function lockEmployee(tx: Executor, employeeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TIMESHEET_LOCK}, ${employeeId}::int)`);
}
