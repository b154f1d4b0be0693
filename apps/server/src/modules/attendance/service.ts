import { and, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_CALENDAR_DAYS,
  type TAttendanceDay,
  type TAttendanceStatus,
  type TAttendanceSummary,
  type TCalendar,
  type TCheckInOutEvent,
  type TCheckInOutEventPage,
  type TMissingDay,
  type TMissingDayPage,
  type TOfficeHours,
  type ZDateRangeQuerySchema,
  type ZMissingEventsQuerySchema,
  type ZPunchRequestSchema,
} from '@staffdesk/shared/schemas/attendance';
import { attendanceRegularizations, checkInOutEvents, employees } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import { can, mayViewRecordsOf, type AuthUser, type EmployeeInfo } from '../../access';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { employeeInfo, teamOf, viewableEmployee } from '../organisation/employees';
import { addDays, daysBetween, localDateTime, monthRange } from '@staffdesk/shared/dates';
import { daysOf } from './day-data';
import { summarize } from './days';

type EventRow = typeof checkInOutEvents.$inferSelect;

/** The columns of an event as the API shows it, with the employee's local date and time (needs the join to employees). */
const eventColumns = {
  id: checkInOutEvents.id,
  employeeId: checkInOutEvents.employeeId,
  kind: checkInOutEvents.kind,
  at: checkInOutEvents.at,
  date: sql<string>`to_char(${checkInOutEvents.at} at time zone ${employees.timeZone}, 'YYYY-MM-DD')`,
  time: sql<string>`to_char(${checkInOutEvents.at} at time zone ${employees.timeZone}, 'HH24:MI')`,
  source: checkInOutEvents.source,
  latitude: checkInOutEvents.latitude,
  longitude: checkInOutEvents.longitude,
  accuracy: checkInOutEvents.accuracy,
  workFromHome: checkInOutEvents.workFromHome,
  regularizationId: checkInOutEvents.regularizationId,
  createdBy: checkInOutEvents.createdBy,
};

type EventView = Omit<EventRow, 'createdAt'> & { date: string; time: string };

function toEvent(row: EventView): TCheckInOutEvent {
  return { ...row, kind: row.kind as TCheckInOutEvent['kind'], at: row.at.toISOString() };
}

/** The punch's calendar date in its employee's time zone (needs the join to employees). */
const localDay = sql`(${checkInOutEvents.at} at time zone ${employees.timeZone})::date`;

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

const lastPunchQuery = preparedQuery('last_punch_of_day', (tx, name) =>
  tx
    .select(eventColumns)
    .from(checkInOutEvents)
    .innerJoin(employees, eq(employees.userId, checkInOutEvents.employeeId))
    .where(
      and(
        eq(checkInOutEvents.employeeId, sql.placeholder('employeeId')),
        // The instant range lets the (employee, at) index find the day; the local date then picks it exactly.
        gte(checkInOutEvents.at, sql`${sql.placeholder('windowFrom')}::date`),
        lt(checkInOutEvents.at, sql`${sql.placeholder('windowTo')}::date`),
        sql`${localDay} = ${sql.placeholder('date')}::date`,
      ),
    )
    .orderBy(desc(checkInOutEvents.at), desc(checkInOutEvents.id))
    .limit(1)
    .prepare(name),
);

export function createAttendanceService({ db, shortReads }: Pick<AppDeps, 'db' | 'shortReads'>) {
  async function eventsPage(employee: EmployeeInfo, query: z.output<typeof ZDateRangeQuerySchema>): Promise<TCheckInOutEventPage> {
    const where = and(
      eq(checkInOutEvents.employeeId, employee.id),
      query.startDate ? sql`${localDay} >= ${query.startDate}::date` : undefined,
      query.endDate ? sql`${localDay} <= ${query.endDate}::date` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(eventColumns)
        .from(checkInOutEvents)
        .innerJoin(employees, eq(employees.userId, checkInOutEvents.employeeId))
        .where(where)
        .orderBy(desc(checkInOutEvents.at), desc(checkInOutEvents.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(checkInOutEvents).innerJoin(employees, eq(employees.userId, checkInOutEvents.employeeId)).where(where),
    ]);
    return { items: rows.map(toEvent), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  async function selfEmployee(actor: AuthUser): Promise<EmployeeInfo> {
    if (!actor.employee) throw notFound('You have no employee record.');
    return actor.employee;
  }

  async function lastPunchOfDay(tx: Executor, employee: EmployeeInfo, date: string) {
    const [last] = await lastPunchQuery(tx).execute({ employeeId: employee.id, date, windowFrom: addDays(date, -2), windowTo: addDays(date, 2) });
    return last;
  }

  /** A punch, now. Punches alternate within the employee's day; ADMIN and MD may punch for someone else. */
  async function punch(actor: AuthUser, body: z.output<typeof ZPunchRequestSchema>): Promise<TCheckInOutEvent> {
    const targetId = body?.employeeId ?? actor.id;
    const forOther = targetId !== actor.id;
    if (forOther && !can(actor, 'PUNCH_FOR_ANYONE')) throw forbidden('Only ADMIN or MD may punch for someone else.');
    return db.transaction(async (tx) => {
      // The row lock makes two punches at the same moment take turns: both cannot pass the alternation check.
      const locked = await tx.select({ id: employees.userId }).from(employees).where(eq(employees.userId, targetId)).for('update');
      const employee = locked.length ? await employeeInfo(tx, targetId) : undefined;
      if (!employee) throw notFound(forOther ? 'No such employee.' : 'You have no employee record.');
      if (employee.status === 'LEFT') throw conflict(`${forOther ? `${employee.name} has` : 'You have'} left the organisation.`);
      const now = new Date();
      const today = localDateTime(now, employee.timeZone).date;
      const last = await lastPunchOfDay(tx, employee, today);
      const kind = body?.kind ?? (last?.kind === 'IN' ? 'OUT' : 'IN');
      const who = forOther ? `${employee.name} is` : 'You are';
      if (kind === 'IN' && last?.kind === 'IN') throw conflict(`${who} already checked in since ${last.time}.`);
      if (kind === 'OUT' && last?.kind !== 'IN') {
        throw conflict(last ? `${who} already checked out at ${last.time}. Check in first.` : `${who} not checked in today. Check in first.`);
      }
      const [inserted] = await tx
        .insert(checkInOutEvents)
        .values({
          employeeId: targetId,
          kind,
          at: now,
          source: forOther ? 'ADMIN' : 'WEB',
          latitude: body?.latitude ?? null,
          longitude: body?.longitude ?? null,
          accuracy: body?.accuracy ?? null,
          workFromHome: body?.workFromHome ?? false,
          createdBy: actor.id,
        })
        .returning();
      const event = toEvent({ ...inserted!, ...localDateTime(now, employee.timeZone) });
      if (forOther) await writeAudit(tx, { actorId: actor.id, action: 'check-in-out-event.create-for', entity: 'check-in-out-event', entityId: event.id, after: event });
      return event;
    });
  }

  async function ownEvents(actor: AuthUser, query: z.output<typeof ZDateRangeQuerySchema>) {
    return eventsPage(await selfEmployee(actor), query);
  }

  async function employeeEvents(actor: AuthUser, employeeId: number, query: z.output<typeof ZDateRangeQuerySchema>) {
    return eventsPage(await viewableEmployee(db, actor, employeeId, 'records'), query);
  }

  /** One punch: whoever may see its employee's records (access.ts). */
  async function event(actor: AuthUser, id: number): Promise<TCheckInOutEvent> {
    const [row] = await db
      .select({ ...eventColumns, managerId: employees.reportingManagerId })
      .from(checkInOutEvents)
      .innerJoin(employees, eq(employees.userId, checkInOutEvents.employeeId))
      .where(eq(checkInOutEvents.id, id));
    if (!row || !mayViewRecordsOf(actor, { id: row.employeeId, managerId: row.managerId })) throw notFound('No such check-in/out event.');
    const { managerId: _managerId, ...event } = row;
    return toEvent(event);
  }

  async function calendar(actor: AuthUser, query: { employeeId?: number; startDate?: string; endDate?: string }): Promise<TCalendar> {
    const employee = await viewableEmployee(shortReads, actor, query.employeeId ?? actor.id, 'records');
    const { from, to } = boundedRange(query, monthRange(todayOf(employee).slice(0, 7)));
    const days = (await daysOf(shortReads, [employee], from, to)).get(employee.id) ?? [];
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

  /** Missing-punch and absent days of some employees, newest first, then by name. */
  async function missingDays(people: readonly EmployeeInfo[], query: z.output<typeof ZMissingEventsQuerySchema>): Promise<TMissingDayPage> {
    const now = new Date();
    // A list of several people takes its default range from the first one's time zone: they rarely differ.
    const yesterday = addDays(localDateTime(now, people[0]?.timeZone ?? 'Asia/Kolkata').date, -1);
    const { from, to } = boundedRange(query, { from: addDays(yesterday, -29), to: yesterday });
    const found: TMissingDay[] = [];
    for (let i = 0; i < people.length; i += 500) {
      const batch = people.slice(i, i + 500);
      const [days, live] = await Promise.all([daysOf(db, batch, from, to, now), liveRegularizations(batch.map((p) => p.id), from, to)]);
      for (const person of batch) {
        for (const day of days.get(person.id) ?? []) {
          if (day.status !== 'MISSING_PUNCH' && day.status !== 'ABSENT') continue;
          if (query.status && day.status !== query.status) continue;
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
    found.sort((a, b) => (a.date === b.date ? a.employeeName.localeCompare(b.employeeName) : a.date < b.date ? 1 : -1));
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
    const [last, days] = await Promise.all([lastPunchOfDay(shortReads, employee, today), daysOf(shortReads, [employee], today, today, now)]);
    const day = days.get(employee.id)![0]!;
    return {
      date: today,
      state: !last ? 'NOT_CHECKED_IN' : last.kind === 'IN' ? 'CHECKED_IN' : 'CHECKED_OUT',
      checkedIn: last?.kind === 'IN',
      firstIn: day.firstIn,
      lastOut: day.lastOut,
      firstInTime: day.firstInTime,
      lastOutTime: day.lastOutTime,
      lastPunch: last ? toEvent(last) : null,
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
    const days: TAttendanceDay[] = (await daysOf(shortReads, [employee], from, to, now)).get(employee.id) ?? [];
    return { employeeId: employee.id, monthYear, ...summarize(days, today), today: days.find((d) => d.date === today) ?? null, days };
  }

  async function ownDashboard(actor: AuthUser) {
    const employee = await selfEmployee(actor);
    return monthSummary(employee, todayOf(employee).slice(0, 7));
  }

  /** A reportee's month: their manager, MD and ADMIN; anyone else gets 404. */
  async function reporteeDashboard(actor: AuthUser, employeeId: number, monthYear: string | undefined) {
    const employee = await viewableEmployee(shortReads, actor, employeeId, 'team-views');
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
  };
}
