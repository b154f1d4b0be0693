import { sql } from 'drizzle-orm';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import type { Executor } from '../../db/client';
import { pgIntArray, preparedSql } from '../../db/prepared';
import { approvedEventsSql, type ApprovedEvent } from '../leave/approved-events';
import type { EmployeeInfo } from '../organisation/access';
import { addDays, holidaysBetweenSql, localDateTime, type Holiday } from './calendar-days';
import { deriveDays, type PunchDay } from './days';

/**
 * Punches of the employees in the placeholder `ids` summed up per employee and day (`from`..`to`), in each
 * one's time zone: first IN, last OUT, closed IN→OUT minutes, the last kind. The instant range
 * (`windowFrom`, `windowTo`) is two days wider on each side: every time zone's day falls inside it.
 */
const punchDaysSql = sql`
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
      where c.employee_id = any(${sql.placeholder('ids')}::int[])
        and c.at >= ${sql.placeholder('windowFrom')}::date and c.at < ${sql.placeholder('windowTo')}::date
      window w as (partition by c.employee_id, (c.at at time zone e.time_zone)::date order by c.at, c.id)
    ) p
    where p.d between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
    group by p.employee_id, p.d`;

type PunchDayRow = PunchDay & { employeeId: number };

/**
 * Everything a range of days is derived from, in one statement (one round trip instead of three, on the
 * hottest reads): holidays, approved leave and work from home, punches per day, each as a JSON array.
 */
const dayDataQuery = preparedSql<{ holidays: Holiday[]; events: ApprovedEvent[]; punches: PunchDayRow[] }>(
  'day_data',
  sql`select
    (select coalesce(json_agg(h), '[]'::json) from (${holidaysBetweenSql}) h) as "holidays",
    (select coalesce(json_agg(e), '[]'::json) from (${approvedEventsSql}) e) as "events",
    (select coalesce(json_agg(p), '[]'::json) from (${punchDaysSql}) p) as "punches"`,
);

const rangeParams = (employeeIds: readonly number[], from: string, to: string) => ({ ids: pgIntArray(employeeIds), windowFrom: addDays(from, -2), windowTo: addDays(to, 2), from, to });

function byEmployeeAndDay(rows: readonly PunchDayRow[]): Map<number, Map<string, PunchDay>> {
  const result = new Map<number, Map<string, PunchDay>>();
  for (const { employeeId, ...day } of rows) {
    let days = result.get(employeeId);
    if (!days) result.set(employeeId, (days = new Map()));
    days.set(day.date, { ...day, closedMinutes: Number(day.closedMinutes), firstIn: asDate(day.firstIn), lastOut: asDate(day.lastOut), lastIn: asDate(day.lastIn) });
  }
  return result;
}

// Timestamps arrive as Date or as text, by driver and by path (inside JSON they are always text).
const asDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/** The derived days of several employees over one range: the day data in one statement, then deriveDays per employee. */
export async function daysOf(tx: Executor, people: readonly EmployeeInfo[], from: string, to: string, now = new Date()): Promise<Map<number, TAttendanceDay[]>> {
  const [data] = await dayDataQuery(tx, rangeParams(people.map((p) => p.id), from, to));
  const { events } = data!;
  const holidays = new Map(data!.holidays.map((h) => [h.date, h]));
  const punches = byEmployeeAndDay(data!.punches);
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
