import { and, eq, sql, type SQL } from 'drizzle-orm';
import { formatMinutes } from '@staffdesk/shared/durations';
import type { BodyOf, QueryOf } from '@staffdesk/shared/api/endpoint';
import type { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import type { TimesheetDayState, TTimesheetEntry } from '@staffdesk/shared/schemas/timesheets';
import { rowsOf, type Db, type Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { timesheetDays, timesheetEntries } from '../../db/schema/timesheets';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { activitiesForLogging, entryProjectSql } from '../projects/for-timesheets';
import {
  closedMessage,
  dayLabel,
  dayRows,
  lockEmployee,
  MAX_MINUTES,
  ofEmployeeBetween,
  stateOf,
  toHours,
  toMinutes,
} from './days';
import { ownEmployee, subjectOf } from './access';

type EntryInput = BodyOf<typeof timesheetsApi.createTimesheetEntry>;
type RangeQuery = QueryOf<typeof timesheetsApi.timesheetEntries>;

const NO_ENTRY = 'No such entry of yours.';

/** Instants as text; its day's state where asked. */
export interface EntryRow {
  id: number;
  employeeId: number;
  date: string;
  projectId: number;
  projectCode: string;
  projectName: string;
  activityId: number;
  activityName: string;
  minutes: number;
  note: string | null;
  dayState?: string;
  createdAt: string;
  updatedAt: string;
}

const entryProject = entryProjectSql(timesheetEntries.projectId, timesheetEntries.activityId);
const ENTRY_COLUMNS = [
  'id',
  'employeeId',
  'date',
  'projectId',
  'activityId',
  'projectCode',
  'projectName',
  'activityName',
  'minutes',
  'note',
  'createdAt',
  'updatedAt',
  'dayState',
] as const;
/**
 * Entries with their project and activity, in the grid's order, with `dayState`. A range read beside its days'
 * rows takes the states from those: a lookup per entry cost more than the entry.
 */
export const entriesSql = (where: SQL | undefined, dayState: boolean) => sql`
  select ${timesheetEntries.id} as "id", ${timesheetEntries.employeeId} as "employeeId", ${timesheetEntries.date}::text as "date",
    ${timesheetEntries.projectId} as "projectId", ${timesheetEntries.activityId} as "activityId", ${entryProject.columns},
    ${timesheetEntries.minutes} as "minutes", ${timesheetEntries.note} as "note", ${timesheetEntries.createdAt} as "createdAt",
    ${timesheetEntries.updatedAt} as "updatedAt"${
      dayState
        ? sql`,
    coalesce((select d.status from ${timesheetDays} d
      where d.employee_id = ${timesheetEntries.employeeId} and d.date = ${timesheetEntries.date}), 'OPEN') as "dayState"`
        : sql``
    }
  from ${timesheetEntries} ${entryProject.joins}
  where ${where}
  order by ${timesheetEntries.date}, "projectCode", "activityName", ${timesheetEntries.id}`;

/** `dayState` where the row holds none (a range read beside its days). */
export const toEntry = (
  { minutes, dayState, createdAt, updatedAt, ...row }: EntryRow,
  stateOfDay = dayState,
): TTimesheetEntry => ({
  ...row,
  hours: toHours(minutes),
  dayState: (stateOfDay ?? 'OPEN') as TimesheetDayState,
  createdAt: new Date(createdAt).toISOString(),
  updatedAt: new Date(updatedAt).toISOString(),
});

const entriesOfQuery = preparedSql<EntryRow>(entriesSql(ofEmployeeBetween(timesheetEntries), true), ENTRY_COLUMNS);

export async function entriesOf(tx: Executor, employeeId: number, from: string, to: string): Promise<EntryRow[]> {
  return entriesOfQuery(tx, { employeeId, from, to });
}

/** Each item names an active activity of a project the employee is a member of. */
export async function checkActivities(
  tx: Executor,
  employeeId: number,
  items: readonly { projectId: number; activityId: number }[],
): Promise<void> {
  const activities = await activitiesForLogging(
    tx,
    employeeId,
    items.map((i) => i.activityId),
  );
  for (const { projectId, activityId } of items) {
    const activity = activities.get(activityId);
    if (!activity || activity.projectId !== projectId)
      throw badRequest(
        `Activity ${activityId} is not an activity of project ${projectId}: pick one of the project's activities.`,
      );
    if (!activity.member)
      throw badRequest(`You are not a member of project "${activity.projectName}": log hours only on your projects.`);
    if (!activity.active)
      throw badRequest(
        `Activity "${activity.activityName}" of "${activity.projectName}" is inactive: pick an active activity.`,
      );
  }
}

async function oneEntry(tx: Executor, id: number): Promise<TTimesheetEntry> {
  const [row] = await rowsOf<EntryRow>(tx, entriesSql(eq(timesheetEntries.id, id), true));
  return toEntry(row!);
}

async function checkDayOpen(tx: Executor, employeeId: number, date: string): Promise<void> {
  const state = stateOf((await dayRows(tx, employeeId, date, date)).get(date));
  if (state !== 'OPEN') throw conflict(closedMessage(date, state));
}

async function checkDayTotal(
  tx: Executor,
  employeeId: number,
  date: string,
  minutes: number,
  exceptId?: number,
): Promise<void> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${timesheetEntries.minutes}), 0)`.mapWith(Number) })
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.employeeId, employeeId),
        eq(timesheetEntries.date, date),
        exceptId === undefined ? undefined : sql`${timesheetEntries.id} <> ${exceptId}`,
      ),
    );
  const total = (row?.total ?? 0) + minutes;
  if (total > MAX_MINUTES)
    throw badRequest(`${dayLabel(date)} would have ${formatMinutes(total)}: a day can have at most 24h.`);
}

async function ownEntry(tx: Executor, actor: AuthUser, id: number) {
  const [row] = await tx
    .select()
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.id, id), eq(timesheetEntries.employeeId, actor.id)));
  if (!row) throw notFound(NO_ENTRY);
  return row;
}

/** Yours, or of someone whose timesheet you decide there. */
export async function listEntries(db: Db, actor: AuthUser, query: RangeQuery): Promise<TTimesheetEntry[]> {
  const employee = await subjectOf(db, actor, query.employeeId, query.startDate, query.endDate);
  return (await entriesOf(db, employee.id, query.startDate, query.endDate)).map((entry) => toEntry(entry));
}

/** On an OPEN day of your own, an active activity of your project; a day's total at most 24 hours. */
export async function createEntry(db: Db, actor: AuthUser, input: EntryInput): Promise<TTimesheetEntry> {
  const employee = ownEmployee(actor);
  return db.transaction(async (tx) => {
    await lockEmployee(tx, employee.id);
    await checkDayOpen(tx, employee.id, input.date);
    await checkActivities(tx, employee.id, [input]);
    const minutes = toMinutes(input.hours);
    await checkDayTotal(tx, employee.id, input.date, minutes);
    const [row] = await tx
      .insert(timesheetEntries)
      .values({
        employeeId: employee.id,
        date: input.date,
        projectId: input.projectId,
        activityId: input.activityId,
        minutes,
        note: input.note,
      })
      .returning({ id: timesheetEntries.id });
    return oneEntry(tx, row!.id);
  });
}

/** Both its old and new days must be OPEN; the rules of a new entry apply. */
export async function updateEntry(db: Db, actor: AuthUser, id: number, input: EntryInput): Promise<TTimesheetEntry> {
  const employee = ownEmployee(actor);
  return db.transaction(async (tx) => {
    await lockEmployee(tx, employee.id);
    const before = await ownEntry(tx, actor, id);
    await checkDayOpen(tx, employee.id, before.date);
    if (input.date !== before.date) await checkDayOpen(tx, employee.id, input.date);
    await checkActivities(tx, employee.id, [input]);
    const minutes = toMinutes(input.hours);
    await checkDayTotal(tx, employee.id, input.date, minutes, id);
    await tx
      .update(timesheetEntries)
      .set({
        date: input.date,
        projectId: input.projectId,
        activityId: input.activityId,
        minutes,
        note: input.note,
        updatedAt: new Date(),
      })
      .where(eq(timesheetEntries.id, id));
    return oneEntry(tx, id);
  });
}

/** From an OPEN day of your own. */
export async function removeEntry(db: Db, actor: AuthUser, id: number): Promise<void> {
  const employee = ownEmployee(actor);
  await db.transaction(async (tx) => {
    await lockEmployee(tx, employee.id);
    const before = await ownEntry(tx, actor, id);
    await checkDayOpen(tx, employee.id, before.date);
    await tx.delete(timesheetEntries).where(eq(timesheetEntries.id, id));
  });
}
