import { and, count, desc, eq, getTableColumns, gte, inArray, lt, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_CALENDAR_DAYS,
  type TAttendanceDay,
  type TAttendanceStatus,
  type TAttendanceSummary,
  type DayStatus,
  type TCalendar,
  type TCheckInOutEvent,
  type TCheckInOutEventPage,
  type TMissingDay,
  type TMissingDayPage,
  type TOfficeHours,
  type TTeamToday,
  type TeamOutReason,
  type ZDateRangeQuerySchema,
  type ZMissingEventsQuerySchema,
  type ZPunchRequestSchema,
  TEAM_OUT_REASONS,
  TEAM_TODAY_NAMES_PER_REASON,
} from '@staffdesk/shared/schemas/attendance';
import { attendanceRegularizations, checkInOutEvents } from '../../db/schema/attendance';
import { preparedSql } from '../../db/prepared';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { can, mayViewRecordsOf, type AuthUser, type EmployeeInfo } from '../../access';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { employeeInfo, employeeInfoFor, teamOf, viewableEmployee } from '../organisation/employees';
import { DEFAULT_TIME_ZONE, addDays, daysBetween, localDateTime, monthRange } from '@staffdesk/shared/dates';
import { DAY_DATA_COLUMNS, dayDataColumnsSql, dayDataParams, daysFrom, daysOf, type DayData } from './day-data';
import { summarize } from './days';

type EventRow = typeof checkInOutEvents.$inferSelect;

/** A punch as the API shows it, with its calendar date and wall-clock time in its employee's time zone. */
function toEvent(row: Omit<EventRow, 'createdAt'>, timeZone: string): TCheckInOutEvent {
  return { ...row, kind: row.kind as TCheckInOutEvent['kind'], at: row.at.toISOString(), ...localDateTime(row.at, timeZone) };
}

const { createdAt: _createdAt, ...eventColumns } = getTableColumns(checkInOutEvents);

/** The instant a calendar date starts in a time zone: local days as instant ranges, which the (employee, at) index serves. */
const dayStart = (date: SQLWrapper | string, timeZone: SQLWrapper | string) => sql`(${date}::date)::timestamp at time zone ${timeZone}`;
const nextDayStart = (date: SQLWrapper | string, timeZone: SQLWrapper | string) => sql`(${date}::date + 1)::timestamp at time zone ${timeZone}`;

/** An employee's punches of one of their days (the (employee, at) index serves it), and their order from the last. */
const punchesOfDay = (employeeId: SQLWrapper | number, date: SQLWrapper | string, timeZone: SQLWrapper | string) =>
  and(eq(checkInOutEvents.employeeId, employeeId), gte(checkInOutEvents.at, dayStart(date, timeZone)), lt(checkInOutEvents.at, nextDayStart(date, timeZone)));
const latestFirst = [desc(checkInOutEvents.at), desc(checkInOutEvents.id)];

/** Advisory lock namespace: one punch at a time per employee, so that two cannot both pass the alternation check. */
export const PUNCH_LOCK_NAMESPACE = 804_202_630;

type PunchRow = Omit<EventRow, 'createdAt'>;
/**
 * What punchSql answers: the punch inserted (id null when the kinds did not alternate), the kind asked, and the
 * time of the day's last punch before it; instants in epoch milliseconds (both drivers give timestamps as text).
 */
type PunchOutcome = { [K in keyof PunchRow]: (K extends 'at' ? number : PunchRow[K]) | null } & { kind: string; lastAt: number | null };
const punched = (outcome: PunchOutcome): PunchRow | undefined => (outcome.id === null ? undefined : ({ ...outcome, at: new Date(outcome.at!) } as PunchRow));
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
/** A punch's columns as PunchOutcome names them but its kind, of check_in_out_events unqualified. */
const punchColumnsSql = sql`id, employee_id as "employeeId", ${epochMs('at')} as at, source, latitude, longitude, accuracy, work_from_home as "workFromHome",
  regularization_id as "regularizationId", created_by as "createdBy"`;

/**
 * A punch (migration 0024, check_in_out_punch): the employee's lock, then the instant and day by the database's clock,
 * the last punch of that day, the kind (the one asked, else the other of the last one's), and the new punch when the
 * kinds alternate (IN after nothing or an OUT, OUT after an IN). A function, so that the read after the lock has a
 * snapshot of its own, and a prepared statement, planned once per connection. It answers a PunchOutcome.
 */
const punchQuery = preparedSql<{ outcome: PunchOutcome }>(
  sql`select check_in_out_punch(${sql.placeholder('lock')}::int, ${sql.placeholder('employeeId')}::int, ${sql.placeholder('kind')}::text,
    ${sql.placeholder('timeZone')}::text, ${sql.placeholder('source')}::text,
    ${sql.placeholder('latitude')}::float8, ${sql.placeholder('longitude')}::float8, ${sql.placeholder('accuracy')}::float8,
    ${sql.placeholder('workFromHome')}::boolean, ${sql.placeholder('createdBy')}::int) as outcome`,
  ['outcome'],
);

export function officeHoursOf(e: EmployeeInfo): TOfficeHours {
  return { employeeId: e.id, start: e.officeStart, end: e.officeEnd, timeZone: e.timeZone };
}

/** A requested range, defaulted to a month and bounded: at most MAX_CALENDAR_DAYS days. */
function boundedRange(query: { startDate?: string; endDate?: string }, fallback: { from: string; to: string }): { from: string; to: string } {
  const from = query.startDate ?? (query.endDate ? monthRange(query.endDate.slice(0, 7)).from : fallback.from);
  const to = query.endDate ?? (query.startDate ? monthRange(query.startDate.slice(0, 7)).to : fallback.to);
  if (daysBetween(from, to) + 1 > MAX_CALENDAR_DAYS) {
    const message = `The range can span at most ${MAX_CALENDAR_DAYS} days.`;
    throw badRequest(message, [`endDate: ${message}`]);
  }
  return { from, to };
}

const todayOf = (e: EmployeeInfo, now = new Date()) => localDateTime(now, e.timeZone).date;

/**
 * Today's status in one statement: the day's last punch (a JSON object, or null) and the day data of the one
 * day (dayDataColumnsSql, on dayDataParams' placeholders).
 */
const statusQuery = preparedSql<DayData & { lastPunch: PunchOutcome | null }>(
  sql`select (select row_to_json(l) from (select kind, ${punchColumnsSql} from ${checkInOutEvents}
      where ${punchesOfDay(sql.placeholder('employeeId'), sql.placeholder('date'), sql.placeholder('timeZone'))}
      order by ${sql.join(latestFirst, sql`, `)} limit 1) l) as "lastPunch", ${dayDataColumnsSql}`,
  ['lastPunch', ...DAY_DATA_COLUMNS],
);

export function createAttendanceService({ db }: Pick<AppDeps, 'db'>) {
  async function eventsPage(employee: EmployeeInfo, query: z.output<typeof ZDateRangeQuerySchema>): Promise<TCheckInOutEventPage> {
    const where = and(
      eq(checkInOutEvents.employeeId, employee.id),
      query.startDate ? gte(checkInOutEvents.at, dayStart(query.startDate, employee.timeZone)) : undefined,
      query.endDate ? lt(checkInOutEvents.at, nextDayStart(query.endDate, employee.timeZone)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(eventColumns)
        .from(checkInOutEvents)
        .where(where)
        .orderBy(desc(checkInOutEvents.at), desc(checkInOutEvents.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(checkInOutEvents).where(where),
    ]);
    return { items: rows.map((row) => toEvent(row, employee.timeZone)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  async function selfEmployee(actor: AuthUser): Promise<EmployeeInfo> {
    if (!actor.employee) throw notFound('You have no employee record.');
    return actor.employee;
  }

  /** A punch, now. Punches alternate within the employee's day; ADMIN and MD may punch for someone else. */
  async function punch(actor: AuthUser, body: z.output<typeof ZPunchRequestSchema>): Promise<TCheckInOutEvent> {
    const targetId = body?.employeeId ?? actor.id;
    const forOther = targetId !== actor.id;
    if (forOther && !can(actor, 'PUNCH_FOR_ANYONE')) throw forbidden('Only ADMIN or MD may punch for someone else.');
    // One's own employee record was read with the session, a moment ago: a statement less on the busiest write.
    const employee = forOther ? await employeeInfo(db, targetId) : actor.employee;
    if (!employee) throw notFound(forOther ? 'No such employee.' : 'You have no employee record.');
    if (employee.status === 'LEFT') throw conflict(`${forOther ? `${employee.name} has` : 'You have'} left the organisation.`);
    const params = {
      lock: PUNCH_LOCK_NAMESPACE,
      employeeId: targetId,
      kind: body?.kind ?? null,
      timeZone: employee.timeZone,
      source: forOther ? 'ADMIN' : 'WEB',
      latitude: body?.latitude ?? null,
      longitude: body?.longitude ?? null,
      accuracy: body?.accuracy ?? null,
      workFromHome: body?.workFromHome ?? false,
      createdBy: actor.id,
    };
    const punchOnce = async (executor: Executor) => (await punchQuery(executor, params))[0]!.outcome;
    // One's own punch, the busiest write, in one round trip; a punch for someone else is audited in the same transaction.
    const outcome = forOther
      ? await db.transaction(async (tx) => {
          const outcome = await punchOnce(tx);
          const row = punched(outcome);
          const event = row && toEvent(row, employee.timeZone);
          if (event) await writeAudit(tx, { actorId: actor.id, action: 'check-in-out-event.create-for', entity: 'check-in-out-event', entityId: event.id, after: event });
          return outcome;
        })
      : await punchOnce(db);
    const inserted = punched(outcome);
    if (inserted) return toEvent(inserted, employee.timeZone);
    const who = forOther ? `${employee.name} is` : 'You are';
    const lastTime = outcome.lastAt !== null && localDateTime(new Date(outcome.lastAt), employee.timeZone).time;
    if (outcome.kind === 'IN') throw conflict(`${who} already checked in since ${lastTime}.`);
    throw conflict(lastTime ? `${who} already checked out at ${lastTime}. Check in first.` : `${who} not checked in today. Check in first.`);
  }

  async function ownEvents(actor: AuthUser, query: z.output<typeof ZDateRangeQuerySchema>) {
    return eventsPage(await selfEmployee(actor), query);
  }

  async function employeeEvents(actor: AuthUser, employeeId: number, query: z.output<typeof ZDateRangeQuerySchema>) {
    return eventsPage(await viewableEmployee(db, actor, employeeId, 'records'), query);
  }

  /** One punch: whoever may see its employee's records (access.ts). */
  async function event(actor: AuthUser, id: number): Promise<TCheckInOutEvent> {
    const [row] = await db.select(eventColumns).from(checkInOutEvents).where(eq(checkInOutEvents.id, id));
    const employee = row && (await employeeInfoFor(db, actor, row.employeeId));
    if (!row || !employee || !mayViewRecordsOf(actor, employee)) throw notFound('No such check-in/out event.');
    return toEvent(row, employee.timeZone);
  }

  async function calendar(actor: AuthUser, query: { employeeId?: number; startDate?: string; endDate?: string }): Promise<TCalendar> {
    const employee = await viewableEmployee(db, actor, query.employeeId ?? actor.id, 'records');
    const { from, to } = boundedRange(query, monthRange(todayOf(employee).slice(0, 7)));
    const days = (await daysOf(db, [employee], from, to)).get(employee.id) ?? [];
    return { employeeId: employee.id, startDate: from, endDate: to, timeZone: employee.timeZone, officeHours: officeHoursOf(employee), days };
  }

  /** Live regularizations (pending or approved) of some employees over a range, by "employeeId date". */
  async function liveRegularizations(employeeIds: readonly number[], from: string, to: string): Promise<Map<string, string>> {
    if (employeeIds.length === 0) return new Map();
    const rows = await db
      .select({ employeeId: attendanceRegularizations.employeeId, date: attendanceRegularizations.date, status: attendanceRegularizations.status })
      .from(attendanceRegularizations)
      .where(
        and(
          inArray(attendanceRegularizations.employeeId, [...employeeIds]),
          inArray(attendanceRegularizations.status, ['PENDING', 'APPROVED']),
          gte(attendanceRegularizations.date, from),
          lte(attendanceRegularizations.date, to),
        ),
      );
    return new Map(rows.map((r) => [`${r.employeeId} ${r.date}`, r.status]));
  }

  /** Missing-punch and absent days of some employees, newest first (or as sorted), then by name; searchable by name or code. */
  async function missingDays(people: readonly EmployeeInfo[], query: z.output<typeof ZMissingEventsQuerySchema>): Promise<TMissingDayPage> {
    const now = new Date();
    // A list of several people takes its default range from the first one's time zone: they rarely differ.
    const yesterday = addDays(localDateTime(now, people[0]?.timeZone ?? DEFAULT_TIME_ZONE).date, -1);
    const { from, to } = boundedRange(query, { from: addDays(yesterday, -29), to: yesterday });
    const found: TMissingDay[] = [];
    const term = query.search?.toLocaleLowerCase();
    const named = term ? people.filter((p) => p.name.toLocaleLowerCase().includes(term) || p.code.toLocaleLowerCase().includes(term)) : people;
    const missing = (status: DayStatus) => (query.status ? status === query.status : status === 'MISSING_PUNCH' || status === 'ABSENT');
    for (let i = 0; i < named.length; i += 500) {
      const batch = named.slice(i, i + 500);
      const [days, live] = await Promise.all([daysOf(db, batch, from, to, now, { keep: missing, instants: false }), liveRegularizations(batch.map((p) => p.id), from, to)]);
      for (const person of batch) {
        for (const day of days.get(person.id) ?? []) {
          if (day.status !== 'MISSING_PUNCH' && day.status !== 'ABSENT') continue;
          found.push({
            employeeId: person.id,
            employeeName: person.name,
            employeeCode: person.code,
            date: day.date,
            status: day.status,
            firstInTime: day.firstInTime,
            lastOutTime: day.lastOutTime,
            regularizationStatus: live.get(`${person.id} ${day.date}`) ?? null,
          });
        }
      }
    }
    const byDate = (a: TMissingDay, b: TMissingDay) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1);
    const byName = (a: TMissingDay, b: TMissingDay) => a.employeeName.localeCompare(b.employeeName);
    const [first, then] = query.sort === 'employeeName' ? [byName, byDate] : [byDate, byName];
    const sign = query.order === 'asc' ? 1 : -1;
    found.sort((a, b) => sign * first(a, b) || then(a, b));
    const start = (query.page - 1) * query.pageSize;
    return { items: found.slice(start, start + query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize };
  }

  async function missingOfReportees(actor: AuthUser, query: z.output<typeof ZMissingEventsQuerySchema>) {
    return missingDays(await teamOf(db, actor), query);
  }

  async function missingOfEmployee(actor: AuthUser, employeeId: number, query: z.output<typeof ZMissingEventsQuerySchema>) {
    return missingDays([await viewableEmployee(db, actor, employeeId, 'records')], query);
  }

  async function officeHours(actor: AuthUser, employeeId: number): Promise<TOfficeHours> {
    return officeHoursOf(await viewableEmployee(db, actor, employeeId, 'records'));
  }

  async function status(actor: AuthUser): Promise<TAttendanceStatus> {
    const employee = await selfEmployee(actor);
    const now = new Date();
    const today = todayOf(employee, now);
    const [data] = await statusQuery(db, { ...dayDataParams([employee.id], today, today), employeeId: employee.id, date: today, timeZone: employee.timeZone });
    const lastRow = data!.lastPunch && punched(data!.lastPunch);
    const last = lastRow && toEvent(lastRow, employee.timeZone);
    const day = daysFrom(data!, [employee], today, today, now).get(employee.id)![0]!;
    return {
      date: today,
      state: !last ? 'NOT_CHECKED_IN' : last.kind === 'IN' ? 'CHECKED_IN' : 'CHECKED_OUT',
      checkedIn: last?.kind === 'IN',
      firstIn: day.firstIn,
      lastOut: day.lastOut,
      firstInTime: day.firstInTime,
      lastOutTime: day.lastOutTime,
      lastPunch: last ?? null,
      nextKind: last?.kind === 'IN' ? 'OUT' : 'IN',
      workedMinutes: day.workedMinutes,
      officeHours: officeHoursOf(employee),
      day,
    };
  }

  async function monthSummary(employee: EmployeeInfo, monthYear: string): Promise<TAttendanceSummary> {
    const now = new Date();
    const today = todayOf(employee, now);
    const { from, to } = monthRange(monthYear);
    const days: TAttendanceDay[] = (await daysOf(db, [employee], from, to, now)).get(employee.id) ?? [];
    return { employeeId: employee.id, monthYear, ...summarize(days, today), today: days.find((d) => d.date === today) ?? null, days };
  }

  async function ownDashboard(actor: AuthUser) {
    const employee = await selfEmployee(actor);
    return monthSummary(employee, todayOf(employee).slice(0, 7));
  }

  /** Who of the actor's team is out today, at a glance; each person's day in their own time zone. */
  async function teamToday(actor: AuthUser): Promise<TTeamToday> {
    const team = await teamOf(db, actor);
    const now = new Date();
    const local = (timeZone: string) => localDateTime(now, timeZone);
    const date = local(actor.employee?.timeZone ?? DEFAULT_TIME_ZONE).date;
    const outCounts = Object.fromEntries(TEAM_OUT_REASONS.map((reason) => [reason, 0])) as Record<TeamOutReason, number>;
    if (team.length === 0) return { date, teamSize: 0, outCounts, out: [] };
    // Each person's own today: the days from the earliest to the latest of them (one day when the team shares a time zone).
    const todays = team.map((person) => local(person.timeZone).date).sort();
    const days = await daysOf(db, team, todays[0]!, todays.at(-1)!, now);
    const out: TTeamToday['out'] = [];
    for (const person of team) {
      const { date: today, time } = local(person.timeZone);
      const day = days.get(person.id)?.find((d) => d.date === today);
      if (!day) continue;
      const reason = outReason(day, person, time);
      if (!reason) continue;
      // Everyone counted, the first few of each reason named: MD's and ADMIN's "team" is the whole company.
      if (++outCounts[reason] <= TEAM_TODAY_NAMES_PER_REASON) out.push({ employeeId: person.id, name: person.name, reason, detail: day.leaveLabel ?? null });
    }
    return { date, teamSize: team.length, outCounts, out };
  }

  /** A reportee's month: their manager, MD and ADMIN; anyone else gets 404. */
  async function reporteeDashboard(actor: AuthUser, employeeId: number, monthYear: string | undefined) {
    const employee = await viewableEmployee(db, actor, employeeId, 'team-views');
    return monthSummary(employee, monthYear ?? todayOf(employee).slice(0, 7));
  }

  return {
    punch,
    ownEvents,
    employeeEvents,
    event,
    calendar,
    missingOfReportees,
    missingOfEmployee,
    officeHours,
    status,
    ownDashboard,
    reporteeDashboard,
    teamToday,
  };
}

/** Why someone is not in today, or null when they are in (or it is not a working day for them). */
export function outReason(day: TAttendanceDay, person: Pick<EmployeeInfo, 'officeStart'>, nowTime: string): TeamOutReason | null {
  if (day.status === 'LEAVE') return 'LEAVE';
  if (day.status === 'HALF_DAY_LEAVE') return 'HALF_DAY_LEAVE';
  if (day.status === 'WFH' || day.workFromHome) return 'WFH';
  if (day.status === 'ABSENT') return 'ABSENT';
  if (day.status === 'TODAY' && !day.firstInTime && nowTime > person.officeStart) return 'NOT_IN_YET';
  return null;
}
