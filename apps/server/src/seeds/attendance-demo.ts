import { sql } from 'drizzle-orm';
import { attendanceRegularizations, checkInOutEvents } from '../db/schema/attendance';
import { holidays } from '../db/schema/calendar';
import { rowsOf, type Executor, type Tx } from '../db/client';
import { approvedEventsBetween } from '../modules/absences/approved-events';
import { addDays, eachDate, localDateTime } from '@staffdesk/shared/dates';

/** Holidays whose date moves with the moon, by year. */
const MOVING_HOLIDAYS: Readonly<Record<number, readonly [string, string][]>> = {
  2025: [
    ['2025-03-14', 'Holi'],
    ['2025-04-18', 'Good Friday'],
    ['2025-10-20', 'Diwali'],
    ['2025-08-27', 'Ganesh Chaturthi'],
  ],
  2026: [
    ['2026-03-04', 'Holi'],
    ['2026-04-03', 'Good Friday'],
    ['2026-11-08', 'Diwali'],
    ['2026-09-14', 'Ganesh Chaturthi'],
  ],
  2027: [
    ['2027-03-22', 'Holi'],
    ['2027-03-26', 'Good Friday'],
    ['2027-10-29', 'Diwali'],
    ['2027-09-04', 'Ganesh Chaturthi'],
  ],
  2028: [
    ['2028-03-11', 'Holi'],
    ['2028-04-14', 'Good Friday'],
    ['2028-10-17', 'Diwali'],
    ['2028-08-23', 'Ganesh Chaturthi'],
  ],
};

/** Indian national and common holidays of a year; Onam is an optional (restricted) one. */
export function holidaysOfYear(year: number): { date: string; name: string; optional: boolean }[] {
  const fixed: [string, string][] = [
    [`${year}-01-26`, 'Republic Day'],
    [`${year}-05-01`, 'Labour Day'],
    [`${year}-08-15`, 'Independence Day'],
    [`${year}-10-02`, 'Gandhi Jayanti'],
    [`${year}-12-25`, 'Christmas'],
  ];
  return [
    ...[...fixed, ...(MOVING_HOLIDAYS[year] ?? [])].map(([date, name]) => ({ date, name, optional: false })),
    { date: `${year}-09-05`, name: 'Onam (optional)', optional: true },
  ];
}

/** The previous, current and next year's holidays; dates already taken are left alone. */
export async function seedHolidays(tx: Executor, now = new Date()): Promise<void> {
  const year = Number(localDateTime(now, 'Asia/Kolkata').date.slice(0, 4));
  await tx
    .insert(holidays)
    .values([year - 1, year, year + 1].flatMap(holidaysOfYear))
    .onConflictDoNothing();
}

/**
 * Punches on every working weekday of the last `daysBack` days, in each employee's own calendar, except the
 * pairs of `skip`. The minutes come from a hash, so that a run is repeatable.
 */
export async function generatePunches(
  tx: Executor,
  options: { employeeIds: readonly number[] | 'all'; daysBack: number; skip: readonly { e: number; d: string }[] },
): Promise<void> {
  const who =
    options.employeeIds === 'all'
      ? sql`true`
      : sql`e.user_id in (${sql.join(
          options.employeeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  if (options.employeeIds !== 'all' && options.employeeIds.length === 0) return;
  await tx.execute(sql`
    with skip as (select s.e, s.d from json_to_recordset(${JSON.stringify(options.skip)}::json) as s(e int, d date)),
    days as (
      select e.user_id, e.time_zone, g.d::date as d
      from employees e
      cross join lateral generate_series(
        ((now() at time zone e.time_zone)::date - ${options.daysBack}::int)::timestamp,
        ((now() at time zone e.time_zone)::date - 1)::timestamp,
        interval '1 day'
      ) as g(d)
      where ${who}
        and extract(isodow from g.d) < 6
        and (e.date_of_joining is null or g.d::date >= e.date_of_joining)
        and not exists (select 1 from holidays h where h.date = g.d::date and not h.optional)
        and not exists (select 1 from skip s where s.e = e.user_id and s.d = g.d::date)
    ),
    times as (
      select user_id, d,
        (d + time '09:00' + make_interval(mins => abs(hashtext(user_id::text || d::text || 'in')) % 76)) at time zone time_zone as in_at,
        (d + time '17:45' + make_interval(mins => abs(hashtext(user_id::text || d::text || 'out')) % 106)) at time zone time_zone as out_at
      from days
    )
    insert into ${checkInOutEvents} (employee_id, kind, at, source, created_by)
    select user_id, 'IN', in_at, 'WEB', user_id from times
    union all
    select user_id, 'OUT', out_at, 'WEB', user_id from times`);
}

/** Full days of approved leave, to leave unpunched. */
export async function leaveDays(
  tx: Executor,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<{ e: number; d: string }[]> {
  const events = await approvedEventsBetween(tx, employeeIds, from, to);
  return events
    .filter((ev) => ev.isLeave && ev.halfDay === 'NONE')
    .flatMap((ev) =>
      [...eachDate(ev.fromDate > from ? ev.fromDate : from, ev.toDate < to ? ev.toDate : to)].map((d) => ({
        e: ev.employeeId,
        d,
      })),
    );
}

async function punchedDays(tx: Tx, employeeId: number): Promise<string[]> {
  const rows = await rowsOf<{ d: string }>(
    tx,
    sql`
    select distinct (c.at at time zone e.time_zone)::date::text as d
    from check_in_out_events c join employees e on e.user_id = c.employee_id
    where c.employee_id = ${employeeId} order by d desc`,
  );
  return rows.map((r) => r.d);
}

async function dropPunches(tx: Tx, employeeId: number, date: string, kind?: 'OUT'): Promise<void> {
  await tx.execute(sql`
    delete from check_in_out_events c using employees e
    where e.user_id = c.employee_id and c.employee_id = ${employeeId} and (c.at at time zone e.time_zone)::date = ${date}::date
      ${kind ? sql`and c.kind = ${kind}` : sql``}`);
}

const DAYS_BACK = 92;

/** Three months of punches with gaps, and regularizations in every state. */
export async function seedAttendanceDemo(tx: Tx, people: ReadonlyMap<string, number>): Promise<void> {
  const now = new Date();
  await seedHolidays(tx, now); // idempotent: seedDemo runs it before the leave seed too
  const today = localDateTime(now, 'Asia/Kolkata').date;
  const ids = [...people.values()];
  await generatePunches(tx, {
    employeeIds: ids,
    daysBack: DAYS_BACK,
    skip: await leaveDays(tx, ids, addDays(today, -DAYS_BACK - 1), today),
  });

  const id = (username: string) => people.get(username);
  const employee = id('employee');
  const other = id('employee.2fa');
  const manager = id('manager');
  if (employee === undefined || other === undefined || manager === undefined) return;

  const worked = await punchedDays(tx, employee);
  const otherWorked = await punchedDays(tx, other);
  const missingOut = [worked[1], worked[4], worked[19]].filter((d): d is string => d !== undefined);
  const absent = [worked[6], worked[9]].filter((d): d is string => d !== undefined);
  for (const d of missingOut) await dropPunches(tx, employee, d, 'OUT');
  for (const d of absent) await dropPunches(tx, employee, d);
  if (otherWorked[2]) await dropPunches(tx, other, otherWorked[2], 'OUT');

  const requestedAt = (date: string) => new Date(`${addDays(date, 1)}T11:00:00+05:30`);
  const decidedAt = (date: string) => new Date(`${addDays(date, 1)}T16:30:00+05:30`);
  const regularizations: (typeof attendanceRegularizations.$inferInsert)[] = [];
  if (missingOut[0])
    regularizations.push({
      employeeId: employee,
      date: missingOut[0],
      checkIn: '09:40',
      checkOut: '18:50',
      reason: 'Forgot to check out before leaving.',
      createdAt: requestedAt(missingOut[0]),
      updatedAt: requestedAt(missingOut[0]),
    });
  if (otherWorked[2])
    regularizations.push({
      employeeId: other,
      date: otherWorked[2],
      checkIn: '09:20',
      checkOut: '18:35',
      reason: 'The browser closed before I could check out.',
      createdAt: requestedAt(otherWorked[2]),
      updatedAt: requestedAt(otherWorked[2]),
    });
  if (absent[0]) {
    regularizations.push({
      employeeId: employee,
      date: absent[0],
      checkIn: '10:00',
      checkOut: '19:00',
      reason: 'Worked from the client site all day.',
      status: 'REJECTED',
      decidedBy: manager,
      decidedAt: decidedAt(absent[0]),
      remark: 'No client visit was planned that day; please apply for leave.',
      createdAt: requestedAt(absent[0]),
      updatedAt: decidedAt(absent[0]),
    });
  }
  const approvedDay = worked[14];
  if (approvedDay) {
    regularizations.push({
      employeeId: employee,
      date: approvedDay,
      checkIn: '09:15',
      checkOut: '18:45',
      reason: 'The office network was down in the morning; punches did not register.',
      status: 'APPROVED',
      decidedBy: manager,
      decidedAt: decidedAt(approvedDay),
      remark: 'Approved.',
      createdAt: requestedAt(approvedDay),
      updatedAt: decidedAt(approvedDay),
    });
  }
  if (regularizations.length === 0) return;
  const inserted = await tx.insert(attendanceRegularizations).values(regularizations).returning();
  // As a decision would have written them.
  const approved = inserted.find((r) => r.status === 'APPROVED');
  if (approved) {
    await dropPunches(tx, approved.employeeId, approved.date);
    await tx.execute(sql`
      insert into ${checkInOutEvents} (employee_id, kind, at, source, regularization_id, created_by)
      select ${approved.employeeId}, k.kind, (${approved.date}::date + k.t::time) at time zone e.time_zone, 'REGULARIZATION', ${approved.id}, ${manager}
      from employees e, (values ('IN', ${approved.checkIn}), ('OUT', ${approved.checkOut})) as k(kind, t)
      where e.user_id = ${approved.employeeId}`);
  }
}
