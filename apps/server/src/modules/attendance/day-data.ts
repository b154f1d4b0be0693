import { sql } from 'drizzle-orm';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import type { Executor } from '../../db/client';
import { approvedEventsBetween, type ApprovedEvent } from '../leave/approved-events';
import type { EmployeeInfo } from '../organisation/access';
import { addDays, holidaysBetween, localDateTime } from './calendar-days';
import { deriveDays, type PunchDay } from './days';

/**
 * Punches of several employees summed up per employee and day, in each one's time zone: first IN, last OUT,
 * closed IN→OUT minutes, the last kind. One query for any number of employees.
 */
export async function punchDaysOf(tx: Executor, employeeIds: readonly number[], from: string, to: string): Promise<Map<number, Map<string, PunchDay>>> {
  const result = new Map<number, Map<string, PunchDay>>();
  if (employeeIds.length === 0) return result;
  // The instant range is two days wider on each side: every time zone's day falls inside it.
  const { rows } = (await tx.execute(sql`
    select p.employee_id as "employeeId", p.d::text as "date", count(*)::int as "punches",
      min(p.at) filter (where p.kind = 'IN') as "firstIn",
      max(p.at) filter (where p.kind = 'OUT') as "lastOut",
      max(p.at) filter (where p.kind = 'IN') as "lastIn",
      to_char(min(p.local) filter (where p.kind = 'IN'), 'HH24:MI') as "firstInTime",
      to_char(max(p.local) filter (where p.kind = 'OUT'), 'HH24:MI') as "lastOutTime",
      (array_agg(p.kind order by p.at desc, p.id desc))[1] as "lastKind",
      (coalesce(sum(extract(epoch from p.next_at - p.at)) filter (where p.kind = 'IN' and p.next_kind = 'OUT'), 0) / 60)::float8 as "closedMinutes"
    from (
      select c.id, c.employee_id, c.kind, c.at, c.at at time zone e.time_zone as local, (c.at at time zone e.time_zone)::date as d,
        lead(c.kind) over w as next_kind, lead(c.at) over w as next_at
      from check_in_out_events c join employees e on e.user_id = c.employee_id
      where c.employee_id in (${sql.join(employeeIds.map((id) => sql`${id}`), sql`, `)})
        and c.at >= ${addDays(from, -2)}::date and c.at < ${addDays(to, 2)}::date
      window w as (partition by c.employee_id, (c.at at time zone e.time_zone)::date order by c.at, c.id)
    ) p
    where p.d between ${from}::date and ${to}::date
    group by p.employee_id, p.d`)) as unknown as { rows: (PunchDay & { employeeId: number })[] };
  for (const { employeeId, ...day } of rows) {
    let days = result.get(employeeId);
    if (!days) result.set(employeeId, (days = new Map()));
    days.set(day.date, { ...day, closedMinutes: Number(day.closedMinutes), firstIn: asDate(day.firstIn), lastOut: asDate(day.lastOut), lastIn: asDate(day.lastIn) });
  }
  return result;
}

// node-postgres and PGlite both give Date for timestamptz; a string would mean a driver change.
const asDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/**
 * The derived days of several employees over one range: holidays, approved leave and work from home,
 * and punches each in one query, then deriveDays per employee.
 */
export async function daysOf(tx: Executor, people: readonly EmployeeInfo[], from: string, to: string, now = new Date()): Promise<Map<number, TAttendanceDay[]>> {
  const ids = people.map((p) => p.id);
  const [holidayRows, events, punches] = await Promise.all([holidaysBetween(tx, from, to), approvedEventsBetween(tx, ids, from, to), punchDaysOf(tx, ids, from, to)]);
  const holidays = new Map(holidayRows.map((h) => [h.date, h]));
  const eventsOf = new Map<number, ApprovedEvent[]>();
  for (const event of events) {
    const list = eventsOf.get(event.employeeId);
    if (list) list.push(event);
    else eventsOf.set(event.employeeId, [event]);
  }
  const result = new Map<number, TAttendanceDay[]>();
  for (const person of people) {
    result.set(
      person.id,
      deriveDays({
        from,
        to,
        today: localDateTime(now, person.timeZone).date,
        now,
        dateOfJoining: person.dateOfJoining,
        holidays,
        events: eventsOf.get(person.id) ?? [],
        punches: punches.get(person.id) ?? new Map(),
      }),
    );
  }
  return result;
}
