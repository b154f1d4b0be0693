import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMinutes } from '@staffdesk/shared/durations';
import type { BodyOf, QueryOf } from '@staffdesk/shared/api/endpoint';
import type { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import { addDays, eachDate, isWeekend, monthRange } from '@staffdesk/shared/dates';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import type {
  TCalendarSummary,
  TimesheetDayState,
  TTimesheetDay,
  TTimesheetDayDetail,
  TTimesheetWeek,
  TTimesheetWeekRow,
} from '@staffdesk/shared/schemas/timesheets';
import type { Db, Executor } from '../../db/client';
import { pairsFromText, preparedSql } from '../../db/prepared';
import { timesheetDays, timesheetEntries } from '../../db/schema/timesheets';
import type { AuthUser, EmployeeInfo } from '../../access';
import { badRequest, conflict } from '../../errors';
import { DAY_DATA_COLUMNS, dayDataColumnsSql, dayDataParams, daysFrom, type DayData } from '../attendance/day-data';
import { holidaysBetweenSql, type Holiday } from '../calendar/holidays';
import { projectOptionsFrom, projectOptionsSql, type ProjectOptionRow } from '../projects/for-timesheets';
import { decidesTimesheetOf, ownEmployee, subjectOf } from './access';
import {
  byDate,
  closedMessage,
  dayLabel,
  dayRows,
  dayStatesSql,
  lockEmployee,
  MAX_MINUTES,
  ofEmployeeBetween,
  stateOf,
  toHours,
  toMinutes,
  type DayRow,
  type DayStateRow,
} from './days';
import { checkActivities, entriesOf, entriesSql, toEntry, type EntryRow } from './entries';

type BulkInput = BodyOf<typeof timesheetsApi.saveTimesheetWeek>;
type WeekQuery = QueryOf<typeof timesheetsApi.timesheetWeek>;
type DayQuery = QueryOf<typeof timesheetsApi.timesheetDay>;
type MonthQuery = QueryOf<typeof timesheetsApi.timesheetCalendarSummary>;

/**
 * A month's calendar in one round trip: minutes and states per day as "date value" text pairs (pairsFromText) and
 * the holidays' names as JSON. States only, no deciders' names nor punches: the month view shows neither.
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
/**
 * A range's attendance data (holidays, leave and work from home, punches), entries and day states as JSON arrays
 * of one statement, on dayDataParams' placeholders and `employeeId`.
 */
type RangeData = DayData & { entries: EntryRow[]; days: DayStateRow[] };
const rangeColumnsSql = sql`${dayDataColumnsSql},
    (select coalesce(json_agg(x), '[]'::json) from (${entriesSql(ofEmployeeBetween(timesheetEntries), false)}) x) as "entries",
    (select coalesce(json_agg(d), '[]'::json) from (${dayStatesSql}) d) as "days"`;
const rangeDataQuery = preparedSql<RangeData>(sql`select ${rangeColumnsSql}`, [...DAY_DATA_COLUMNS, 'entries', 'days']);
/** A week's range and the projects one may log on, in one statement. */
const weekDataQuery = preparedSql<RangeData & { projects: ProjectOptionRow[] }>(
  sql`select ${rangeColumnsSql}, (select coalesce(json_agg(p), '[]'::json) from (${projectOptionsSql}) p) as "projects"`,
  [...DAY_DATA_COLUMNS, 'entries', 'days', 'projects'],
);

const presentHours = (day: TAttendanceDay | undefined): number | null => {
  if (!day?.firstIn || !day.lastOut) return null;
  return Math.round(((Date.parse(day.lastOut) - Date.parse(day.firstIn)) / 3_600_000) * 100) / 100;
};

function toDay(
  date: string,
  row: DayRow | undefined,
  minutes: number,
  attendance: TAttendanceDay | undefined,
): TTimesheetDay {
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

const rangeParams = (employee: EmployeeInfo, from: string, to: string) => ({
  ...dayDataParams([employee.id], from, to),
  employeeId: employee.id,
});

/** The range's entries, and its days with their state, hours and attendance facts. */
function daysWithFacts(
  data: RangeData,
  employee: EmployeeInfo,
  from: string,
  to: string,
): { entries: EntryRow[]; days: TTimesheetDay[] } {
  const { entries } = data;
  const rows = byDate(data.days);
  const attendance = new Map((daysFrom(data, [employee], from, to).get(employee.id) ?? []).map((d) => [d.date, d]));
  const minutes = new Map<string, number>();
  for (const e of entries) minutes.set(e.date, (minutes.get(e.date) ?? 0) + e.minutes);
  return {
    entries,
    days: [...eachDate(from, to)].map((date) =>
      toDay(date, rows.get(date), minutes.get(date) ?? 0, attendance.get(date)),
    ),
  };
}

function weekRows(startDate: string, entries: readonly EntryRow[]): TTimesheetWeekRow[] {
  const rows = new Map<string, TTimesheetWeekRow & { minutes: number[] }>();
  for (const e of entries) {
    const key = `${e.projectId}:${e.activityId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        projectId: e.projectId,
        projectCode: e.projectCode,
        projectName: e.projectName,
        activityId: e.activityId,
        activityName: e.activityName,
        hours: [],
        note: null,
        totalHours: 0,
        minutes: [0, 0, 0, 0, 0, 0, 0],
      };
      rows.set(key, row);
    }
    const index = Math.round((Date.parse(e.date) - Date.parse(startDate)) / 86_400_000);
    row.minutes[index] = (row.minutes[index] ?? 0) + e.minutes;
    row.note ??= e.note;
  }
  return [...rows.values()].map(({ minutes, ...row }) => ({
    ...row,
    hours: minutes.map(toHours),
    totalHours: toHours(minutes.reduce((a, b) => a + b, 0)),
  }));
}

/** For the actor: whether the week is theirs and whether they decide it. */
async function buildWeek(
  tx: Executor,
  actor: AuthUser,
  employee: EmployeeInfo,
  startDate: string,
): Promise<TTimesheetWeek> {
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

export async function timesheetWeek(db: Db, actor: AuthUser, query: WeekQuery): Promise<TTimesheetWeek> {
  const employee = await subjectOf(db, actor, query.employeeId, query.startDate, addDays(query.startDate, 6));
  return buildWeek(db, actor, employee, query.startDate);
}

export async function timesheetDay(db: Db, actor: AuthUser, query: DayQuery): Promise<TTimesheetDayDetail> {
  const employee = await subjectOf(db, actor, query.employeeId, query.date, query.date);
  const [data] = await rangeDataQuery(db, rangeParams(employee, query.date, query.date));
  const {
    entries,
    days: [facts],
  } = daysWithFacts(data!, employee, query.date, query.date);
  return { ...facts!, employeeId: employee.id, entries: entries.map((entry) => toEntry(entry, facts!.state)) };
}

export async function calendarSummary(db: Db, actor: AuthUser, query: MonthQuery): Promise<TCalendarSummary> {
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
  return {
    employeeId: employee.id,
    monthYear: query.monthYear,
    days,
    totalHours: days.reduce((sum, d) => sum + d.hours, 0),
  };
}

/**
 * Replaces the entries of one's own week's OPEN days by the rows, in one transaction. A LOCKED or APPROVED day
 * must come as it is: the same minutes per project activity.
 */
export async function saveWeek(db: Db, actor: AuthUser, input: BulkInput): Promise<TTimesheetWeek> {
  const employee = ownEmployee(actor);
  const startDate = input.startDate;
  const dates = [...eachDate(startDate, addDays(startDate, 6))];
  return db.transaction(async (tx) => {
    await lockEmployee(tx, employee.id);
    const states = await dayRows(tx, employee.id, startDate, dates.at(-1)!);
    const existing = await entriesOf(tx, employee.id, startDate, dates.at(-1)!);
    const closed = (date: string) => stateOf(states.get(date)) !== 'OPEN';
    const had = new Map<string, number>();
    for (const e of existing)
      if (closed(e.date))
        had.set(
          `${e.date}|${e.projectId}:${e.activityId}`,
          (had.get(`${e.date}|${e.projectId}:${e.activityId}`) ?? 0) + e.minutes,
        );
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
      if (total > MAX_MINUTES)
        throw badRequest(`${dayLabel(date)} would have ${formatMinutes(total)}: a day can have at most 24h.`);
    });
    const openDates = dates.filter((d) => !closed(d));
    if (openDates.length > 0) {
      await tx
        .delete(timesheetEntries)
        .where(and(eq(timesheetEntries.employeeId, employee.id), inArray(timesheetEntries.date, openDates)));
      const values = logging.flatMap((row) =>
        row.hours.flatMap((h, i) =>
          h > 0 && !closed(dates[i]!)
            ? [
                {
                  employeeId: employee.id,
                  date: dates[i]!,
                  projectId: row.projectId,
                  activityId: row.activityId,
                  minutes: toMinutes(h),
                  note: row.note,
                },
              ]
            : [],
        ),
      );
      if (values.length > 0) await tx.insert(timesheetEntries).values(values);
    }
    return buildWeek(tx, actor, employee, startDate);
  });
}
