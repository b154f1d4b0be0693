import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '@staffdesk/shared/api/endpoint';
import type { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import { addDays, eachDate, isWeekend, monthRange } from '@staffdesk/shared/dates';
import type {
  TBulkWeekDecisionResponse,
  TCalendarSummary,
  TDayActionResponse,
  TDayOutcome,
  TimesheetDayState,
  PENDING_TIMESHEET_WEEK_SORTS,
  TPendingTimesheetWeekPage,
  TTimesheetDay,
  TTimesheetDayDetail,
  TTimesheetEntry,
  TTimesheetWeek,
  TTimesheetWeekRow,
  TWeekOutcome,
} from '@staffdesk/shared/schemas/timesheets';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import type { AppDeps } from '../../deps';
import { rowsOf, type Executor } from '../../db/client';
import { pairsFromText, preparedSql } from '../../db/prepared';
import { timesheetDays, timesheetEntries } from '../../db/schema/timesheets';
import { manages, teamScopeOf, type AuthUser, type EmployeeInfo } from '../../access';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { DAY_DATA_COLUMNS, dayDataColumnsSql, dayDataParams, daysFrom, type DayData } from '../attendance/day-data';
import { holidaysBetweenSql, type Holiday } from '../calendar/holidays';
import { writeAudit } from '../audit/service';
import { notify, sendPush } from '../notifications/service';
import { employeeInfo, inTeamOf } from '../organisation/employees';
import { activitiesForLogging } from '../projects/service';
import { entryProjectSql, projectOptionsFrom, projectOptionsSql, type ProjectOptionRow } from '../projects/for-timesheets';
import { likePattern, userIdsNamedSql, userNameSql } from '../users/full-name';
import { userNames } from '../users/people';
import { decidesAsSql, delegatorsOf } from '../requests/delegations';
import { teamSql } from '../requests/escalations';
import { TIMESHEET_ENTITY, weekStartSql } from './waiting';

type EntryInput = BodyOf<typeof timesheetsApi.createTimesheetEntry>;
type BulkInput = BodyOf<typeof timesheetsApi.saveTimesheetWeek>;
type RangeQuery = QueryOf<typeof timesheetsApi.timesheetEntries>;
type WeekRange = QueryOf<typeof timesheetsApi.lockTimesheetWeek>;

export type DayAction = 'lock' | 'unlock' | 'approve' | 'unapprove';

const NO_RECORD = 'You have no employee record.';
const NO_EMPLOYEE = 'No such employee, or not one whose timesheet you may see.';
const NOT_REPORTEE = 'No such employee, or not your reportee.';
const OWN_DECISION = 'You cannot decide your own timesheet.';
const SELF_DECISION = 'Nobody approves their own timesheet: use the /reportee/{id} variant for a reportee.';
const NO_ENTRY = 'No such entry of yours.';
const MAX_MINUTES = 24 * 60;
const SCREEN_LINK = '/ui/self-service/timesheet';

const toHours = (minutes: number) => minutes / 60;
const toMinutes = (hours: number) => Math.round(hours * 60);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayName = (iso: string) => WEEKDAYS[(new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7]!;
const closedMessage = (date: string, state: TimesheetDayState) => `${dayName(date)} ${date} is ${state}: its entries cannot change.`;

type DayRow = Pick<typeof timesheetDays.$inferSelect, 'employeeId' | 'date' | 'status' | 'lockedAt' | 'decidedBy' | 'decidedAt'> & { decidedByName: string | null };
/** A day row as dayStatesSql gives it, alone or inside JSON: its instants as text. */
type DayStateRow = Omit<DayRow, 'lockedAt' | 'decidedAt'> & { lockedAt: string; decidedAt: string | null };
const toDayRow = (row: DayStateRow): DayRow => ({ ...row, lockedAt: new Date(row.lockedAt), decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt) });

/** Days' rows as dayStatesSql gives them, by date. */
const byDate = (rows: readonly DayStateRow[]): Map<string, DayRow> => new Map(rows.map((r) => [r.date, toDayRow(r)]));

/** The days of a range that are not OPEN, by date. */
async function dayRows(tx: Executor, employeeId: number, from: string, to: string): Promise<Map<string, DayRow>> {
  return byDate(await dayRowsQuery(tx, { employeeId, from, to }));
}
const stateOf = (row: DayRow | undefined): TimesheetDayState => (row ? (row.status as TimesheetDayState) : 'OPEN');

/** An entry as entriesSql gives it, alone or inside JSON: its instants as text; its day's state where asked. */
interface EntryRow {
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
const ENTRY_COLUMNS = ['id', 'employeeId', 'date', 'projectId', 'activityId', 'projectCode', 'projectName', 'activityName', 'minutes', 'note', 'createdAt', 'updatedAt', 'dayState'] as const;
/**
 * Entries as the timesheet shows them, with their project and activity (joined: one lookup each), and with
 * `dayState` their day's state, in the grid's order. A range read beside its days' rows (a week, a day) takes
 * the states from those: a lookup of the day per entry cost PostgreSQL more than the entry.
 */
const entriesSql = (where: SQL | undefined, dayState: boolean) => sql`
  select ${timesheetEntries.id} as "id", ${timesheetEntries.employeeId} as "employeeId", ${timesheetEntries.date}::text as "date",
    ${timesheetEntries.projectId} as "projectId", ${timesheetEntries.activityId} as "activityId", ${entryProject.columns},
    ${timesheetEntries.minutes} as "minutes", ${timesheetEntries.note} as "note", ${timesheetEntries.createdAt} as "createdAt",
    ${timesheetEntries.updatedAt} as "updatedAt"${
      dayState
        ? sql`,
    coalesce((select d.status from ${timesheetDays} d where d.employee_id = ${timesheetEntries.employeeId} and d.date = ${timesheetEntries.date}), 'OPEN') as "dayState"`
        : sql``
    }
  from ${timesheetEntries} ${entryProject.joins}
  where ${where}
  order by ${timesheetEntries.date}, "projectCode", "activityName", ${timesheetEntries.id}`;

/** An entry as the API gives it; `dayState` where the row holds none (a range read beside its days). */
const toEntry = ({ minutes, dayState, createdAt, updatedAt, ...row }: EntryRow, stateOfDay = dayState): TTimesheetEntry => ({
  ...row,
  hours: toHours(minutes),
  dayState: (stateOfDay ?? 'OPEN') as TimesheetDayState,
  createdAt: new Date(createdAt).toISOString(),
  updatedAt: new Date(updatedAt).toISOString(),
});

async function entriesOf(tx: Executor, employeeId: number, from: string, to: string): Promise<EntryRow[]> {
  return entriesOfQuery(tx, { employeeId, from, to });
}

// A week's and a month's reads, on every visit of the timesheet: prepared once (db/prepared.ts) rather than built by drizzle each time.
const ofEmployeeBetween = (table: typeof timesheetDays | typeof timesheetEntries) =>
  and(eq(table.employeeId, sql.placeholder('employeeId')), gte(table.date, sql.placeholder('from')), lte(table.date, sql.placeholder('to')));
/** The days of an employee between dates that are not OPEN, on the placeholders `employeeId`, `from` and `to`. */
const dayStatesSql = sql`
  select ${timesheetDays.employeeId} as "employeeId", ${timesheetDays.date}::text as "date", ${timesheetDays.status} as "status",
    ${timesheetDays.lockedAt} as "lockedAt", ${timesheetDays.decidedBy} as "decidedBy", ${timesheetDays.decidedAt} as "decidedAt",
    ${userNameSql(timesheetDays.decidedBy)} as "decidedByName"
  from ${timesheetDays} where ${ofEmployeeBetween(timesheetDays)}`;
const dayRowsQuery = preparedSql<DayStateRow>(dayStatesSql, ['employeeId', 'date', 'status', 'lockedAt', 'decidedBy', 'decidedAt', 'decidedByName']);
/**
 * A month's calendar summary in one statement (one round trip instead of three): the minutes logged per day and
 * the days' states, each as one text of "date value" pairs joined by commas (pairsFromText reads them), and the
 * holidays' names as a JSON array. PostgreSQL made a JSON object of a day's row, its decider's name looked up, for
 * about five microseconds; the month view shows only the state. No attendance days: the month shows no punches.
 */
const monthDataQuery = preparedSql<{ minutes: string | null; states: string | null; holidays: Holiday[] }>(
  sql`select
    (select string_agg(m.date || ' ' || m.minutes, ',') from (
      select ${timesheetEntries.date}::text as date, sum(${timesheetEntries.minutes})::int as minutes
      from ${timesheetEntries} where ${ofEmployeeBetween(timesheetEntries)} group by ${timesheetEntries.date}) m) as "minutes",
    (select string_agg(${timesheetDays.date}::text || ' ' || ${timesheetDays.status}, ',') from ${timesheetDays}
      where ${ofEmployeeBetween(timesheetDays)}) as "states",
    (select coalesce(json_agg(h), '[]'::json) from (${holidaysBetweenSql}) h) as "holidays"`,
  ['minutes', 'states', 'holidays'],
);
const entriesOfQuery = preparedSql<EntryRow>(entriesSql(ofEmployeeBetween(timesheetEntries), true), ENTRY_COLUMNS);
/**
 * A range of an employee's timesheet as JSON arrays of one statement, on dayDataParams' placeholders and
 * `employeeId`: the attendance day data (holidays, approved leave and work from home, punches), the entries and
 * the days' states (one round trip instead of three).
 */
type RangeData = DayData & { entries: EntryRow[]; days: DayStateRow[] };
const rangeColumnsSql = sql`${dayDataColumnsSql},
    (select coalesce(json_agg(x), '[]'::json) from (${entriesSql(ofEmployeeBetween(timesheetEntries), false)}) x) as "entries",
    (select coalesce(json_agg(d), '[]'::json) from (${dayStatesSql}) d) as "days"`;
const rangeDataQuery = preparedSql<RangeData>(sql`select ${rangeColumnsSql}`, [...DAY_DATA_COLUMNS, 'entries', 'days']);
/** A timesheet week: its range and the projects one may log on, in one statement. */
const weekDataQuery = preparedSql<RangeData & { projects: ProjectOptionRow[] }>(
  sql`select ${rangeColumnsSql}, (select coalesce(json_agg(p), '[]'::json) from (${projectOptionsSql}) p) as "projects"`,
  [...DAY_DATA_COLUMNS, 'entries', 'days', 'projects'],
);

/** The first key of the advisory locks of timesheets (the issue's number); the second is the employee. */
const TIMESHEET_LOCK = 14;

/**
 * Serializes every change of one employee's timesheet: a transaction-scoped advisory lock on the employee,
 * so that two saves of the same week (or a save and a lock) run one after the other.
 */
async function lockEmployee(tx: Executor, employeeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TIMESHEET_LOCK}, ${employeeId}::int)`);
}

/** Every item must name an active activity of its project, a project the employee is a member of. */
async function checkActivities(tx: Executor, employeeId: number, items: readonly { projectId: number; activityId: number }[]): Promise<void> {
  const activities = await activitiesForLogging(
    tx,
    employeeId,
    items.map((i) => i.activityId),
  );
  for (const { projectId, activityId } of items) {
    const activity = activities.get(activityId);
    if (!activity || activity.projectId !== projectId) throw badRequest(`Activity ${activityId} is not an activity of project ${projectId}: pick one of the project's activities.`);
    if (!activity.member) throw badRequest(`You are not a member of project "${activity.projectName}": log hours only on your projects.`);
    if (!activity.active) throw badRequest(`Activity "${activity.activityName}" of "${activity.projectName}" is inactive: pick an active activity.`);
  }
}

const presentHours = (day: TAttendanceDay | undefined): number | null => {
  if (!day?.firstIn || !day.lastOut) return null;
  return Math.round(((Date.parse(day.lastOut) - Date.parse(day.firstIn)) / 3_600_000) * 100) / 100;
};

function toDay(date: string, row: DayRow | undefined, minutes: number, attendance: TAttendanceDay | undefined): TTimesheetDay {
  return {
    date,
    state: stateOf(row),
    hours: toHours(minutes),
    lockedAt: row ? row.lockedAt.toISOString() : null,
    decidedBy: row?.decidedBy ?? null,
    decidedByName: row?.decidedBy ? (row.decidedByName ?? 'Someone') : null,
    decidedAt: row?.decidedAt ? row.decidedAt.toISOString() : null,
    weekend: isWeekend(date),
    holidayName: attendance?.holidayName ?? null,
    leaveLabel: attendance?.leaveLabel ?? null,
    halfDay: attendance?.halfDay ?? null,
    workFromHome: attendance?.workFromHome ?? false,
    firstInTime: attendance?.firstInTime ?? null,
    lastOutTime: attendance?.lastOutTime ?? null,
    presentHours: presentHours(attendance),
  };
}

/** The placeholders' values of rangeDataQuery and weekDataQuery. */
const rangeParams = (employee: EmployeeInfo, from: string, to: string) => ({ ...dayDataParams([employee.id], from, to), employeeId: employee.id });

/** The entries of a range, and its days with their state, hours and attendance facts, from the range's data. */
function daysWithFacts(data: RangeData, employee: EmployeeInfo, from: string, to: string): { entries: EntryRow[]; days: TTimesheetDay[] } {
  const { entries } = data;
  const rows = byDate(data.days);
  const attendance = new Map((daysFrom(data, [employee], from, to).get(employee.id) ?? []).map((d) => [d.date, d]));
  const minutes = new Map<string, number>();
  for (const e of entries) minutes.set(e.date, (minutes.get(e.date) ?? 0) + e.minutes);
  return { entries, days: [...eachDate(from, to)].map((date) => toDay(date, rows.get(date), minutes.get(date) ?? 0, attendance.get(date))) };
}

function weekRows(startDate: string, entries: readonly EntryRow[]): TTimesheetWeekRow[] {
  const rows = new Map<string, TTimesheetWeekRow & { minutes: number[] }>();
  for (const e of entries) {
    const key = `${e.projectId}:${e.activityId}`;
    let row = rows.get(key);
    if (!row) {
      row = { projectId: e.projectId, projectCode: e.projectCode, projectName: e.projectName, activityId: e.activityId, activityName: e.activityName, hours: [], note: null, totalHours: 0, minutes: [0, 0, 0, 0, 0, 0, 0] };
      rows.set(key, row);
    }
    const index = Math.round((Date.parse(e.date) - Date.parse(startDate)) / 86_400_000);
    row.minutes[index] = (row.minutes[index] ?? 0) + e.minutes;
    row.note ??= e.note;
  }
  return [...rows.values()].map(({ minutes, ...row }) => ({ ...row, hours: minutes.map(toHours), totalHours: toHours(minutes.reduce((a, b) => a + b, 0)) }));
}

const TRANSITIONS: Record<DayAction, Record<TimesheetDayState, { outcome: TDayOutcome['outcome']; state: TimesheetDayState; message: string }>> = {
  lock: {
    OPEN: { outcome: 'DONE', state: 'LOCKED', message: 'Locked.' },
    LOCKED: { outcome: 'ALREADY', state: 'LOCKED', message: 'Already locked.' },
    APPROVED: { outcome: 'ALREADY', state: 'APPROVED', message: 'Already approved.' },
  },
  unlock: {
    OPEN: { outcome: 'ALREADY', state: 'OPEN', message: 'Already open.' },
    LOCKED: { outcome: 'DONE', state: 'OPEN', message: 'Unlocked.' },
    APPROVED: { outcome: 'REFUSED', state: 'APPROVED', message: 'The day is approved: an approved day cannot be unlocked.' },
  },
  approve: {
    OPEN: { outcome: 'REFUSED', state: 'OPEN', message: 'The day is open: only a locked day can be approved.' },
    LOCKED: { outcome: 'DONE', state: 'APPROVED', message: 'Approved.' },
    APPROVED: { outcome: 'ALREADY', state: 'APPROVED', message: 'Already approved.' },
  },
  unapprove: {
    OPEN: { outcome: 'REFUSED', state: 'OPEN', message: 'The day is open: there is nothing to unapprove.' },
    LOCKED: { outcome: 'ALREADY', state: 'LOCKED', message: 'Already locked (not approved).' },
    APPROVED: { outcome: 'DONE', state: 'LOCKED', message: 'Unapproved: back to locked.' },
  },
};

/** Applies an action to each date of an employee, inside the caller's transaction; the employee is locked first. */
async function applyDays(tx: Executor, actor: AuthUser, employeeId: number, dates: readonly string[], action: DayAction): Promise<TDayOutcome[]> {
  await lockEmployee(tx, employeeId);
  const rows = await dayRows(tx, employeeId, dates[0]!, dates.at(-1)!);
  const outcomes: TDayOutcome[] = [];
  const now = new Date();
  for (const date of dates) {
    const t = TRANSITIONS[action][stateOf(rows.get(date))];
    if (t.outcome === 'DONE') {
      const where = and(eq(timesheetDays.employeeId, employeeId), eq(timesheetDays.date, date));
      if (action === 'lock') await tx.insert(timesheetDays).values({ employeeId, date, status: 'LOCKED', lockedAt: now });
      else if (action === 'unlock') await tx.delete(timesheetDays).where(where);
      else if (action === 'approve') await tx.update(timesheetDays).set({ status: 'APPROVED', decidedBy: actor.id, decidedAt: now }).where(where);
      else await tx.update(timesheetDays).set({ status: 'LOCKED', decidedBy: actor.id, decidedAt: now }).where(where);
    }
    outcomes.push({ date, outcome: t.outcome, state: t.state, message: t.message });
  }
  return outcomes;
}

const DECISION_WORDS: Record<DayAction, { verb: string; title: string }> = {
  lock: { verb: 'locked', title: 'Timesheet locked for you' },
  unlock: { verb: 'unlocked', title: 'Timesheet unlocked for you' },
  approve: { verb: 'approved', title: 'Timesheet approved' },
  unapprove: { verb: 'unapproved', title: 'Timesheet approval withdrawn' },
};

/** Who decides a timesheet, and whether for someone else: the name of the manager a delegate stands in for. */
interface Decider {
  employee: EmployeeInfo;
  onBehalfOf?: number;
}

/**
 * Whether the actor decides an employee's timesheet between two dates (issue 18), and on whose behalf: as their
 * manager (anyone's, acting as any manager), standing in today for someone who is (delegations.ts), or because a
 * week of these dates was escalated to them (waiting.ts). Never their own.
 */
async function decidesTimesheetOf(tx: Executor, actor: AuthUser, employee: EmployeeInfo, from: string, to: string): Promise<{ may: boolean; onBehalfOf?: number }> {
  if (employee.id === actor.id) return { may: false };
  if (manages(actor, employee)) return { may: true };
  const delegator = (await delegatorsOf(tx, actor.id)).find((d) => manages(d, employee));
  if (delegator) return { may: true, onBehalfOf: delegator.id };
  const [escalated] = await tx
    .select({ date: timesheetDays.date })
    .from(timesheetDays)
    .where(and(eq(timesheetDays.employeeId, employee.id), gte(timesheetDays.date, from), lte(timesheetDays.date, to), sql`${actor.id} = any(${timesheetDays.escalatedTo})`))
    .limit(1);
  return { may: !!escalated };
}

export function createTimesheetService({ db, push }: Pick<AppDeps, 'db' | 'push'>) {
  /** Whose timesheet a read of some dates is of: yourself, or someone whose timesheet you decide there (decidesTimesheetOf). */
  async function subjectOf(tx: Executor, actor: AuthUser, employeeId: number | undefined, from: string, to: string): Promise<EmployeeInfo> {
    if (employeeId === undefined || employeeId === actor.id) {
      if (!actor.employee) throw notFound(NO_RECORD);
      return actor.employee;
    }
    const employee = await employeeInfo(tx, employeeId);
    if (!employee || !(await decidesTimesheetOf(tx, actor, employee, from, to)).may) throw notFound(NO_EMPLOYEE);
    return employee;
  }

  /** A reportee the actor decides for on these dates: never oneself (403); 404 for anyone not theirs. */
  async function reporteeOf(tx: Executor, actor: AuthUser, employeeId: number, from: string, to: string): Promise<Decider> {
    if (employeeId === actor.id) throw forbidden(OWN_DECISION);
    const employee = await employeeInfo(tx, employeeId);
    const decides = employee && (await decidesTimesheetOf(tx, actor, employee, from, to));
    if (!employee || !decides || !decides.may) throw notFound(NOT_REPORTEE);
    return { employee, onBehalfOf: decides.onBehalfOf };
  }

  function ownEmployee(actor: AuthUser): EmployeeInfo {
    if (!actor.employee) throw notFound(NO_RECORD);
    return actor.employee;
  }

  // ---------- entries ----------

  async function list(actor: AuthUser, query: RangeQuery): Promise<TTimesheetEntry[]> {
    const employee = await subjectOf(db, actor, query.employeeId, query.startDate, query.endDate);
    return (await entriesOf(db, employee.id, query.startDate, query.endDate)).map((entry) => toEntry(entry));
  }

  async function oneEntry(tx: Executor, id: number): Promise<TTimesheetEntry> {
    const [row] = await rowsOf<EntryRow>(tx, entriesSql(eq(timesheetEntries.id, id), true));
    return toEntry(row!);
  }

  async function checkDayOpen(tx: Executor, employeeId: number, date: string): Promise<void> {
    const state = stateOf((await dayRows(tx, employeeId, date, date)).get(date));
    if (state !== 'OPEN') throw conflict(closedMessage(date, state));
  }

  async function checkDayTotal(tx: Executor, employeeId: number, date: string, minutes: number, exceptId?: number): Promise<void> {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${timesheetEntries.minutes}), 0)`.mapWith(Number) })
      .from(timesheetEntries)
      .where(and(eq(timesheetEntries.employeeId, employeeId), eq(timesheetEntries.date, date), exceptId === undefined ? undefined : sql`${timesheetEntries.id} <> ${exceptId}`));
    const total = (row?.total ?? 0) + minutes;
    if (total > MAX_MINUTES) throw badRequest(`${date} would have ${toHours(total)} hours: a day can have at most 24.`);
  }

  async function create(actor: AuthUser, input: EntryInput): Promise<TTimesheetEntry> {
    const employee = ownEmployee(actor);
    return db.transaction(async (tx) => {
      await lockEmployee(tx, employee.id);
      await checkDayOpen(tx, employee.id, input.date);
      await checkActivities(tx, employee.id, [input]);
      const minutes = toMinutes(input.hours);
      await checkDayTotal(tx, employee.id, input.date, minutes);
      const [row] = await tx
        .insert(timesheetEntries)
        .values({ employeeId: employee.id, date: input.date, projectId: input.projectId, activityId: input.activityId, minutes, note: input.note })
        .returning({ id: timesheetEntries.id });
      return oneEntry(tx, row!.id);
    });
  }

  async function ownEntry(tx: Executor, actor: AuthUser, id: number) {
    const [row] = await tx
      .select()
      .from(timesheetEntries)
      .where(and(eq(timesheetEntries.id, id), eq(timesheetEntries.employeeId, actor.id)));
    if (!row) throw notFound(NO_ENTRY);
    return row;
  }

  async function update(actor: AuthUser, id: number, input: EntryInput): Promise<TTimesheetEntry> {
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
        .set({ date: input.date, projectId: input.projectId, activityId: input.activityId, minutes, note: input.note, updatedAt: new Date() })
        .where(eq(timesheetEntries.id, id));
      return oneEntry(tx, id);
    });
  }

  async function remove(actor: AuthUser, id: number): Promise<void> {
    const employee = ownEmployee(actor);
    await db.transaction(async (tx) => {
      await lockEmployee(tx, employee.id);
      const before = await ownEntry(tx, actor, id);
      await checkDayOpen(tx, employee.id, before.date);
      await tx.delete(timesheetEntries).where(eq(timesheetEntries.id, id));
    });
  }

  // ---------- a week, a day, a month ----------

  async function buildWeek(tx: Executor, actor: AuthUser, employee: EmployeeInfo, startDate: string): Promise<TTimesheetWeek> {
    const endDate = addDays(startDate, 6);
    const [data] = await weekDataQuery(tx, rangeParams(employee, startDate, endDate));
    const { entries, days } = daysWithFacts(data!, employee, startDate, endDate);
    const rows = weekRows(startDate, entries);
    return {
      employeeId: employee.id,
      employeeName: employee.name,
      startDate,
      endDate,
      days,
      rows,
      totalHours: rows.reduce((sum, r) => sum + r.totalHours, 0),
      isOwn: employee.id === actor.id,
      canDecide: (await decidesTimesheetOf(tx, actor, employee, startDate, endDate)).may,
      projects: projectOptionsFrom(data!.projects),
    };
  }

  async function week(actor: AuthUser, query: { startDate: string; employeeId?: number }): Promise<TTimesheetWeek> {
    const employee = await subjectOf(db, actor, query.employeeId, query.startDate, addDays(query.startDate, 6));
    return buildWeek(db, actor, employee, query.startDate);
  }

  async function day(actor: AuthUser, query: { date: string; employeeId?: number }): Promise<TTimesheetDayDetail> {
    const employee = await subjectOf(db, actor, query.employeeId, query.date, query.date);
    const [data] = await rangeDataQuery(db, rangeParams(employee, query.date, query.date));
    const {
      entries,
      days: [facts],
    } = daysWithFacts(data!, employee, query.date, query.date);
    return { ...facts!, employeeId: employee.id, entries: entries.map((entry) => toEntry(entry, facts!.state)) };
  }

  async function calendarSummary(actor: AuthUser, query: { monthYear: string; employeeId?: number }): Promise<TCalendarSummary> {
    const { from, to } = monthRange(query.monthYear);
    const employee = await subjectOf(db, actor, query.employeeId, from, to);
    const [data] = await monthDataQuery(db, { employeeId: employee.id, from, to });
    const minutes = pairsFromText(data!.minutes);
    const states = pairsFromText(data!.states);
    const holidayNames = new Map(data!.holidays.map((h) => [h.date, h.name]));
    const days = [...eachDate(from, to)].map((date) => ({
      date,
      hours: toHours(Number(minutes.get(date) ?? 0)),
      state: (states.get(date) ?? 'OPEN') as TimesheetDayState,
      weekend: isWeekend(date),
      holidayName: holidayNames.get(date) ?? null,
    }));
    return { employeeId: employee.id, monthYear: query.monthYear, days, totalHours: days.reduce((sum, d) => sum + d.hours, 0) };
  }

  // ---------- saving a week ----------

  async function saveWeek(actor: AuthUser, input: BulkInput): Promise<TTimesheetWeek> {
    const employee = ownEmployee(actor);
    const startDate = input.startDate;
    const endDate = addDays(startDate, 6);
    const dates = [...eachDate(startDate, endDate)];
    return db.transaction(async (tx) => {
      await lockEmployee(tx, employee.id);
      const states = await dayRows(tx, employee.id, startDate, endDate);
      const existing = await entriesOf(tx, employee.id, startDate, endDate);
      const closed = (date: string) => stateOf(states.get(date)) !== 'OPEN';
      // A LOCKED or APPROVED day must come as it is: the same minutes per project activity.
      const had = new Map<string, number>();
      for (const e of existing) if (closed(e.date)) had.set(`${e.date}|${e.projectId}:${e.activityId}`, (had.get(`${e.date}|${e.projectId}:${e.activityId}`) ?? 0) + e.minutes);
      const sent = new Map<string, number>();
      input.rows.forEach((row) =>
        row.hours.forEach((h, i) => {
          if (h > 0 && closed(dates[i]!)) sent.set(`${dates[i]}|${row.projectId}:${row.activityId}`, toMinutes(h));
        }),
      );
      for (const key of new Set([...had.keys(), ...sent.keys()])) {
        if (had.get(key) !== sent.get(key)) {
          const date = key.slice(0, 10);
          throw conflict(closedMessage(date, stateOf(states.get(date))));
        }
      }
      // Rows with hours on OPEN days follow the entry rules; a day's total is at most 24 hours.
      const logging = input.rows.filter((row) => row.hours.some((h, i) => h > 0 && !closed(dates[i]!)));
      await checkActivities(tx, employee.id, logging);
      dates.forEach((date, i) => {
        if (closed(date)) return;
        const total = input.rows.reduce((sum, row) => sum + toMinutes(row.hours[i]!), 0);
        if (total > MAX_MINUTES) throw badRequest(`${dayName(date)} ${date} would have ${toHours(total)} hours: a day can have at most 24.`);
      });
      const openDates = dates.filter((d) => !closed(d));
      if (openDates.length > 0) {
        await tx.delete(timesheetEntries).where(and(eq(timesheetEntries.employeeId, employee.id), inArray(timesheetEntries.date, openDates)));
        const values = logging.flatMap((row) =>
          row.hours.flatMap((h, i) =>
            h > 0 && !closed(dates[i]!) ? [{ employeeId: employee.id, date: dates[i]!, projectId: row.projectId, activityId: row.activityId, minutes: toMinutes(h), note: row.note }] : [],
          ),
        );
        if (values.length > 0) await tx.insert(timesheetEntries).values(values);
      }
      return buildWeek(tx, actor, employee, startDate);
    });
  }

  // ---------- locking and deciding ----------

  /** One action over some dates of an employee; decisions by someone else notify the employee and are audited. */
  async function act(actor: AuthUser, dates: readonly string[], action: DayAction, resolve: (tx: Executor) => Promise<Decider>) {
    const { employee, outcomes, written } = await db.transaction(async (tx) => {
      const { employee, onBehalfOf } = await resolve(tx);
      const outcomes = await applyDays(tx, actor, employee.id, dates, action);
      const changed = outcomes.filter((o) => o.outcome === 'DONE');
      let written: Awaited<ReturnType<typeof notify>> = [];
      if (employee.id !== actor.id && changed.length > 0) {
        const range = dates.length === 1 ? dates[0]! : `the week ${dates[0]} to ${dates.at(-1)}`;
        const names = await userNames(tx, [actor.id, ...(onBehalfOf === undefined ? [] : [onBehalfOf])]);
        const behalf = onBehalfOf === undefined ? '' : ` on behalf of ${names.get(onBehalfOf) ?? 'Someone'}`;
        written = await notify(tx, [employee.id], {
          title: DECISION_WORDS[action].title,
          body: `${names.get(actor.id) ?? 'Someone'}${behalf} ${DECISION_WORDS[action].verb} ${changed.length} day${changed.length === 1 ? '' : 's'} of your timesheet: ${range}.`,
          link: SCREEN_LINK,
        });
        // The days changed; a delegate's decision names whom they stood in for, as a request's does.
        await writeAudit(tx, {
          actorId: actor.id,
          action: `timesheet.${action}`,
          entity: TIMESHEET_ENTITY,
          entityId: `${employee.id}:${dates[0]}${dates.length > 1 ? `..${dates.at(-1)}` : ''}`,
          after: onBehalfOf === undefined ? { days: changed } : { days: changed, onBehalfOf: names.get(onBehalfOf) ?? 'Someone' },
        });
      }
      return { employee, outcomes, written };
    });
    void sendPush(db, push, written).catch(() => undefined);
    return { employee, outcomes };
  }

  const weekOutcome = (employeeId: number, range: WeekRange, days: TDayOutcome[]): TWeekOutcome => ({
    employeeId,
    startDate: range.startDate,
    endDate: range.endDate,
    days,
    changed: days.filter((d) => d.outcome === 'DONE').length,
    refused: days.filter((d) => d.outcome === 'REFUSED').length,
  });

  async function ownWeek(actor: AuthUser, range: WeekRange, action: 'lock' | 'unlock'): Promise<TWeekOutcome> {
    const employee = ownEmployee(actor);
    const { outcomes } = await act(actor, [...eachDate(range.startDate, range.endDate)], action, async () => ({ employee }));
    return weekOutcome(employee.id, range, outcomes);
  }

  function refuseOwnDecision(): never {
    throw forbidden(SELF_DECISION);
  }

  async function reporteeWeek(actor: AuthUser, employeeId: number, range: WeekRange, action: DayAction): Promise<TWeekOutcome> {
    const { employee, outcomes } = await act(actor, [...eachDate(range.startDate, range.endDate)], action, (tx) => reporteeOf(tx, actor, employeeId, range.startDate, range.endDate));
    return weekOutcome(employee.id, range, outcomes);
  }

  async function dayAction(actor: AuthUser, employeeId: number | undefined, date: string, action: DayAction): Promise<TDayActionResponse> {
    const resolve = async (tx: Executor): Promise<Decider> => (employeeId === undefined ? { employee: ownEmployee(actor) } : reporteeOf(tx, actor, employeeId, date, date));
    const { employee, outcomes } = await act(actor, [date], action, resolve);
    const outcome = outcomes[0]!;
    if (outcome.outcome === 'REFUSED') throw conflict(`${dayName(date)} ${date}: ${outcome.message}`);
    return { ...outcome, employeeId: employee.id };
  }

  // ---------- what waits for approval ----------

  /**
   * A page of the locked weeks the actor decides: their team's (everyone else's, acting as any manager), the
   * teams of whom they stand in for today (delegations.ts), and the weeks escalated to them (waiting.ts);
   * searchable by the employee's name. The weeks are grouped from the days, and the page with its total
   * (a window count over the groups) is one statement. The hours of a week are added up for the page's weeks
   * only, from the days each one gathered (`dates`), unless the page is sorted by them: for who acts as any
   * manager, every locked week of the company is grouped, and adding up all their hours took 100 ms a page
   * on the large data set.
   */
  async function pending(actor: AuthUser, query: QueryOf<typeof timesheetsApi.pendingTimesheetWeeks>): Promise<TPendingTimesheetWeekPage> {
    const weekStart = sql<string>`${weekStartSql(timesheetDays.date)}::text`;
    const minutesOfDays = sql<number>`coalesce(sum((select sum(e.minutes) from ${timesheetEntries} e where e.employee_id = "timesheet_days"."employee_id" and e.date = "timesheet_days"."date")), 0)`;
    const innerSorts: Record<(typeof PENDING_TIMESHEET_WEEK_SORTS)[number], SQL> = {
      startDate: weekStart,
      employeeName: userNameSql(timesheetDays.employeeId),
      lockedDays: sql`count(*)`,
      lockedHours: minutesOfDays,
      lockedAt: sql`min(${timesheetDays.lockedAt})`,
    };
    const direction = query.order === 'asc' ? asc : desc;
    const asIds = await decidesAsSql(db, actor.id);
    const weeks = db
      .select({
        employeeId: timesheetDays.employeeId,
        startDate: weekStart.as('start_date'),
        lockedDays: sql<number>`count(*)`.as('locked_days'),
        lockedAt: sql<string>`min(${timesheetDays.lockedAt})`.as('locked_at'),
        escalated: sql<boolean>`bool_or(cardinality(${timesheetDays.escalatedTo}) > 0)`.as('escalated'),
        dates: sql<string[]>`array_agg(${timesheetDays.date})`.as('dates'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(timesheetDays)
      .where(
        and(
          eq(timesheetDays.status, 'LOCKED'),
          // Each arm read by an index: the teams' days by (status, employee), the few escalated days by their partial index.
          or(
            teamScopeOf(actor) === 'everyone-else' ? inTeamOf(actor, timesheetDays.employeeId) : teamSql(timesheetDays.employeeId, asIds),
            sql`(cardinality(${timesheetDays.escalatedTo}) > 0 and ${actor.id} = any(${timesheetDays.escalatedTo}))`,
          ),
          ne(timesheetDays.employeeId, actor.id),
          query.search ? sql`${timesheetDays.employeeId} in (${userIdsNamedSql(likePattern(query.search))})` : undefined,
        ),
      )
      .groupBy(timesheetDays.employeeId, weekStart)
      .orderBy(direction(innerSorts[query.sort]), direction(weekStart), direction(timesheetDays.employeeId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .as('weeks');
    // The page's columns, named with the subquery's alias: written bare, a name the entries have too (employee_id) would be theirs.
    const week = (column: string) => sql`${sql.identifier('weeks')}.${sql.identifier(column)}`;
    const lockedMinutes = sql<number>`(select coalesce(sum(e.minutes), 0) from ${timesheetEntries} e where e.employee_id = ${week('employee_id')} and e.date = any(${week('dates')}))`;
    const employeeName = userNameSql(week('employee_id'));
    const outerSorts: Record<(typeof PENDING_TIMESHEET_WEEK_SORTS)[number], SQL> = {
      startDate: week('start_date'),
      employeeName,
      lockedDays: week('locked_days'),
      lockedHours: lockedMinutes,
      lockedAt: week('locked_at'),
    };
    const rows = await db
      .select({
        employeeId: week('employee_id').mapWith(Number),
        employeeName,
        startDate: sql<string>`${week('start_date')}`,
        lockedDays: week('locked_days').mapWith(Number),
        lockedMinutes: lockedMinutes.mapWith(Number),
        lockedAt: week('locked_at').mapWith((v: string | Date) => new Date(v).toISOString()),
        escalated: sql<boolean>`${week('escalated')}`,
        total: week('total').mapWith(Number),
      })
      .from(weeks)
      .orderBy(direction(outerSorts[query.sort]), direction(week('start_date')), direction(week('employee_id')));
    // A page past the end has no row to carry the total: the first page's first row does.
    const total = rows[0]?.total ?? (query.page > 1 ? (await pending(actor, { ...query, page: 1, pageSize: 1 })).total : 0);
    const items = rows.map(({ lockedMinutes, employeeName, total: _total, ...r }) => ({
      ...r,
      employeeName: employeeName ?? 'Someone',
      endDate: addDays(r.startDate, 6),
      lockedHours: toHours(lockedMinutes),
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async function approveWeeks(actor: AuthUser, weeks: readonly { employeeId: number; startDate: string }[]): Promise<TBulkWeekDecisionResponse> {
    const results: TBulkWeekDecisionResponse['results'] = [];
    for (const w of weeks) {
      try {
        const outcome = await reporteeWeek(actor, w.employeeId, { startDate: w.startDate, endDate: addDays(w.startDate, 6) }, 'approve');
        results.push({ employeeId: w.employeeId, startDate: w.startDate, ok: true, statusCode: 200, message: `${outcome.changed} day${outcome.changed === 1 ? '' : 's'} approved.`, days: outcome.days });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ employeeId: w.employeeId, startDate: w.startDate, ok: false, statusCode: error.statusCode, message: error.message, days: [] });
      }
    }
    return { results, succeeded: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length };
  }

  return {
    list,
    create,
    update,
    remove,
    week,
    day,
    calendarSummary,
    saveWeek,
    ownWeek,
    refuseOwnDecision,
    reporteeWeek,
    dayAction,
    pending,
    approveWeeks,
  };
}
