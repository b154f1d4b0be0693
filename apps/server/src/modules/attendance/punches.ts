import { and, count, desc, eq, getTableColumns, gte, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TAttendanceStatus,
  TCheckInOutEvent,
  TCheckInOutEventPage,
  ZDateRangeQuerySchema,
  ZPunchRequestSchema,
} from '@staffdesk/shared/schemas/attendance';
import { localDateTime } from '@staffdesk/shared/dates';
import { checkInOutEvents } from '../../db/schema/attendance';
import { preparedSql } from '../../db/prepared';
import type { Db, Executor } from '../../db/client';
import { can, mayViewRecordsOf, type AuthUser, type EmployeeInfo } from '../../access';
import { conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { queueWebhookEvent } from '../webhooks/outbox';
import { employeeInfo, employeeInfoFor, viewableEmployee } from '../organisation/employees';
import { DAY_DATA_COLUMNS, dayDataColumnsSql, dayDataParams, daysFrom, type DayData } from './day-data';
import { officeHoursOf, selfEmployee, todayOf } from './employee-days';

type EventRow = typeof checkInOutEvents.$inferSelect;
type RangeQuery = z.output<typeof ZDateRangeQuerySchema>;

/** With its date and wall-clock time in its employee's time zone. */
function toEvent(row: Omit<EventRow, 'createdAt'>, timeZone: string): TCheckInOutEvent {
  return {
    ...row,
    kind: row.kind as TCheckInOutEvent['kind'],
    at: row.at.toISOString(),
    ...localDateTime(row.at, timeZone),
  };
}

const { createdAt: _createdAt, ...eventColumns } = getTableColumns(checkInOutEvents);

/** Local days as instant ranges, which the (employee, at) index serves. */
const dayStart = (date: SQLWrapper | string, timeZone: SQLWrapper | string) =>
  sql`(${date}::date)::timestamp at time zone ${timeZone}`;
const nextDayStart = (date: SQLWrapper | string, timeZone: SQLWrapper | string) =>
  sql`(${date}::date + 1)::timestamp at time zone ${timeZone}`;

/** An employee's punches of one of their days, and their order from the last. */
const punchesOfDay = (employeeId: SQLWrapper | number, date: SQLWrapper | string, timeZone: SQLWrapper | string) =>
  and(
    eq(checkInOutEvents.employeeId, employeeId),
    gte(checkInOutEvents.at, dayStart(date, timeZone)),
    lt(checkInOutEvents.at, nextDayStart(date, timeZone)),
  );
const latestFirst = [desc(checkInOutEvents.at), desc(checkInOutEvents.id)];

/** One punch at a time per employee, so that two cannot both pass the alternation check. */
export const PUNCH_LOCK_NAMESPACE = 804_202_630;

type PunchRow = Omit<EventRow, 'createdAt'>;
/**
 * The punch inserted (id null when the kinds did not alternate), the kind asked, and the time of the day's last
 * punch; instants in epoch ms, since both drivers give timestamps as text.
 */
type PunchOutcome = { [K in keyof PunchRow]: (K extends 'at' ? number : PunchRow[K]) | null } & {
  kind: string;
  lastAt: number | null;
};
const punched = (outcome: PunchOutcome): PunchRow | undefined =>
  outcome.id === null ? undefined : ({ ...outcome, at: new Date(outcome.at!) } as PunchRow);
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
/** Of check_in_out_events unqualified, all but the kind. */
const punchColumnsSql = sql`id, employee_id as "employeeId", ${epochMs('at')} as at, source, latitude, longitude, accuracy, work_from_home as "workFromHome",
  regularization_id as "regularizationId", created_by as "createdBy"`;

/**
 * A punch by check_in_out_punch: the employee's lock, the instant and day by the database's clock, the day's last
 * punch, and the new punch when the kinds alternate (IN after nothing or an OUT, OUT after an IN). A function, so
 * that the read after the lock has a snapshot of its own.
 */
const punchQuery = preparedSql<{ outcome: PunchOutcome }>(
  sql`select check_in_out_punch(${sql.placeholder('lock')}::int, ${sql.placeholder('employeeId')}::int, ${sql.placeholder('kind')}::text,
    ${sql.placeholder('timeZone')}::text, ${sql.placeholder('source')}::text,
    ${sql.placeholder('latitude')}::float8, ${sql.placeholder('longitude')}::float8, ${sql.placeholder('accuracy')}::float8,
    ${sql.placeholder('workFromHome')}::boolean, ${sql.placeholder('createdBy')}::int) as outcome`,
  ['outcome'],
);

/** The day's last punch (JSON, or null) and the day's data, in one statement. */
const statusQuery = preparedSql<DayData & { lastPunch: PunchOutcome | null }>(
  sql`select (select row_to_json(l) from (select kind, ${punchColumnsSql} from ${checkInOutEvents}
      where ${punchesOfDay(sql.placeholder('employeeId'), sql.placeholder('date'), sql.placeholder('timeZone'))}
      order by ${sql.join(latestFirst, sql`, `)} limit 1) l) as "lastPunch", ${dayDataColumnsSql}`,
  ['lastPunch', ...DAY_DATA_COLUMNS],
);

/** `attendance.check-in` or `attendance.check-out` for the webhooks (issue 45). */
function queuePunchEvent(executor: Executor, event: TCheckInOutEvent, actorId: number): Promise<void> {
  return queueWebhookEvent(executor, `attendance.check-${event.kind === 'IN' ? 'in' : 'out'}`, { ...event, actorId });
}

/** Punches alternate within the employee's day; ADMIN and MD may punch for someone else. */
export async function punch(
  db: Db,
  actor: AuthUser,
  body: z.output<typeof ZPunchRequestSchema>,
): Promise<TCheckInOutEvent> {
  const targetId = body?.employeeId ?? actor.id;
  const forOther = targetId !== actor.id;
  if (forOther && !can(actor, 'PUNCH_FOR_ANYONE')) throw forbidden('Only ADMIN or MD may punch for someone else.');
  // One's own record came with the session: a statement less on the busiest write.
  const employee = forOther ? await employeeInfo(db, targetId) : actor.employee;
  if (!employee) throw notFound(forOther ? 'No such employee.' : 'You have no employee record.');
  if (employee.status === 'LEFT')
    throw conflict(`${forOther ? `${employee.name} has` : 'You have'} left the organisation.`);
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
  // One's own punch in one round trip; a punch for someone else is audited in the same transaction.
  const outcome = forOther
    ? await db.transaction(async (tx) => {
        const outcome = await punchOnce(tx);
        const row = punched(outcome);
        const event = row && toEvent(row, employee.timeZone);
        if (event)
          await writeAudit(tx, {
            actorId: actor.id,
            action: 'check-in-out-event.create-for',
            entity: 'check-in-out-event',
            entityId: event.id,
            after: event,
          });
        if (event) await queuePunchEvent(tx, event, actor.id);
        return outcome;
      })
    : await punchOnce(db);
  const inserted = punched(outcome);
  if (inserted) {
    const event = toEvent(inserted, employee.timeZone);
    // One's own punch stays one round trip: its event is queued after it, and a failure there loses the event
    // rather than answering an error for a punch that was recorded.
    if (!forOther) await queuePunchEvent(db, event, actor.id).catch(() => undefined);
    return event;
  }
  const who = forOther ? `${employee.name} is` : 'You are';
  const lastTime = outcome.lastAt !== null && localDateTime(new Date(outcome.lastAt), employee.timeZone).time;
  if (outcome.kind === 'IN') throw conflict(`${who} already checked in since ${lastTime}.`);
  throw conflict(
    lastTime
      ? `${who} already checked out at ${lastTime}. Check in first.`
      : `${who} not checked in today. Check in first.`,
  );
}

async function eventsPage(db: Db, employee: EmployeeInfo, query: RangeQuery): Promise<TCheckInOutEventPage> {
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
  return {
    items: rows.map((row) => toEvent(row, employee.timeZone)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function ownEvents(db: Db, actor: AuthUser, query: RangeQuery): Promise<TCheckInOutEventPage> {
  return eventsPage(db, await selfEmployee(actor), query);
}

export async function employeeEvents(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  query: RangeQuery,
): Promise<TCheckInOutEventPage> {
  return eventsPage(db, await viewableEmployee(db, actor, employeeId, 'records'), query);
}

/** Whoever may see its employee's records (access.ts). */
export async function eventById(db: Db, actor: AuthUser, id: number): Promise<TCheckInOutEvent> {
  const [row] = await db.select(eventColumns).from(checkInOutEvents).where(eq(checkInOutEvents.id, id));
  const employee = row && (await employeeInfoFor(db, actor, row.employeeId));
  if (!row || !employee || !mayViewRecordsOf(actor, employee)) throw notFound('No such check-in/out event.');
  return toEvent(row, employee.timeZone);
}

/** Checked in or out, since when, and the day so far. */
export async function punchStatus(db: Db, actor: AuthUser): Promise<TAttendanceStatus> {
  const employee = await selfEmployee(actor);
  const now = new Date();
  const today = todayOf(employee, now);
  const [data] = await statusQuery(db, {
    ...dayDataParams([employee.id], today, today),
    employeeId: employee.id,
    date: today,
    timeZone: employee.timeZone,
  });
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
