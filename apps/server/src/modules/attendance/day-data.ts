import { sql } from 'drizzle-orm';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import type { Executor } from '../../db/client';
import { pgIntArray, preparedSql } from '../../db/prepared';
import { approvedEventsSql, type ApprovedEvent } from '../absences/approved-events';
import type { EmployeeInfo } from '../../access';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  eachDate,
  localDateTime,
  wallClockIn,
  type WallClock,
} from '@staffdesk/shared/dates';
import { holidaysBetweenSql, type Holiday } from '../calendar/holidays';
import { deriveDays, type DayOptions, type PunchDay } from './days';

/**
 * The punches of the employees in the placeholder `ids`, in order. The instant window (a day before the first
 * day's UTC midnight to two days after the last's) holds every time zone's days of the range. Days are summed in
 * JavaScript (summarizePunches), which beats window functions in PostgreSQL.
 *
 * As one text, "employeeId kind at" per punch (`at` in epoch ms) joined by commas (punchesFromText): cheaper than
 * a JSON object per punch. Wall-clock times are worked out in JavaScript (wallClockIn), cheaper than to_char.
 */
const punchesSql = sql`
  select string_agg(c.employee_id || ' ' || c.kind || ' ' || date_part('epoch', c.at) * 1000, ',' order by c.employee_id, c.at, c.id)
  from check_in_out_events c
  where c.employee_id = any(${sql.placeholder('ids')}::int[])
    and c.at >= ${sql.placeholder('windowFrom')}::timestamptz and c.at < ${sql.placeholder('windowTo')}::timestamptz`;

/** `at` in epoch ms; `date` and `time` (HH:mm) on the employee's wall clock. */
export interface PunchRow {
  employeeId: number;
  kind: string;
  at: number;
  date: string;
  time: string;
}

/** Each with its wall-clock time in its employee's zone; none for null (no punch at all). */
export function punchesFromText(text: string | null, timeZoneOf: (employeeId: number) => string): PunchRow[] {
  const punches: PunchRow[] = [];
  if (!text) return punches;
  const clocks = new Map<string, (ms: number) => WallClock>();
  const wallClock = (at: number, timeZone: string) => {
    let clock = clocks.get(timeZone);
    if (!clock) clocks.set(timeZone, (clock = wallClockIn(timeZone)));
    return clock(at);
  };
  // Read by index, not split: a month of thousands of people is hundreds of thousands of punches.
  for (let start = 0; start < text.length;) {
    let end = text.indexOf(',', start);
    if (end < 0) end = text.length;
    const kindAt = text.indexOf(' ', start) + 1;
    const atAt = text.indexOf(' ', kindAt) + 1;
    const employeeId = Number(text.slice(start, kindAt - 1));
    const at = Number(text.slice(atAt, end));
    const { date, time } = wallClock(at, timeZoneOf(employeeId));
    punches.push({ employeeId, kind: text.slice(kindAt, atAt - 1), at, date, time });
    start = end + 1;
  }
  return punches;
}

/**
 * Each employee's punches summed per local day between `from` and `to`: first IN, last OUT, the last kind, and
 * the minutes of closed IN→OUT pairs. The rows come ordered by employee and time.
 */
export function summarizePunches(
  rows: readonly PunchRow[],
  from: string,
  to: string,
): Map<number, Map<string, PunchDay>> {
  const result = new Map<number, Map<string, PunchDay>>();
  let previous: PunchRow | undefined;
  for (const row of rows) {
    const { date, time } = row;
    const closes =
      previous?.kind === 'IN' && row.kind === 'OUT' && previous.employeeId === row.employeeId && previous.date === date;
    const minutesClosed = closes ? (row.at - previous!.at) / 60_000 : 0;
    previous = row;
    if (date < from || date > to) continue;
    let days = result.get(row.employeeId);
    if (!days) result.set(row.employeeId, (days = new Map()));
    let day = days.get(date);
    if (!day)
      days.set(
        date,
        (day = {
          date,
          punches: 0,
          firstIn: null,
          lastOut: null,
          lastIn: null,
          firstInTime: null,
          lastOutTime: null,
          lastKind: row.kind,
          closedMinutes: 0,
        }),
      );
    const at = new Date(row.at);
    day.punches += 1;
    day.lastKind = row.kind;
    day.closedMinutes += minutesClosed;
    if (row.kind === 'IN') {
      if (!day.firstIn) [day.firstIn, day.firstInTime] = [at, time];
      day.lastIn = at;
    } else {
      [day.lastOut, day.lastOutTime] = [at, time];
    }
  }
  return result;
}

/** What a range of days is derived from: holidays, approved leave and work from home, punches. */
export interface DayData {
  holidays: Holiday[];
  events: ApprovedEvent[];
  punches: string | null;
}

/**
 * The day data as three columns (holidays and events as JSON, punches as punchesSql's text) on dayDataParams'
 * placeholders: one round trip on the hottest reads, alone or beside other columns (a timesheet week).
 */
export const DAY_DATA_COLUMNS = ['holidays', 'events', 'punches'] as const;

export const dayDataColumnsSql = sql`
    (select coalesce(json_agg(h), '[]'::json) from (${holidaysBetweenSql}) h) as "holidays",
    (select coalesce(json_agg(e), '[]'::json) from (${approvedEventsSql}) e) as "events",
    (${punchesSql}) as "punches"`;

const dayDataQuery = preparedSql<DayData>(sql`select ${dayDataColumnsSql}`, DAY_DATA_COLUMNS);

export const dayDataParams = (employeeIds: readonly number[], from: string, to: string) => ({
  ids: pgIntArray(employeeIds),
  windowFrom: `${addDays(from, -1)}T00:00:00Z`,
  windowTo: `${addDays(to, 2)}T00:00:00Z`,
  from,
  to,
});

/** The day data in one statement, then deriveDays per employee. */
export async function daysOf(
  tx: Executor,
  people: readonly EmployeeInfo[],
  from: string,
  to: string,
  now = new Date(),
  options?: DayOptions,
): Promise<Map<number, TAttendanceDay[]>> {
  return daysFrom(await dayDataOf(tx, people, from, to), people, from, to, now, options);
}

/** In one statement, for daysFrom. */
export async function dayDataOf(
  tx: Executor,
  people: readonly EmployeeInfo[],
  from: string,
  to: string,
): Promise<DayData> {
  const [data] = await dayDataQuery(
    tx,
    dayDataParams(
      people.map((p) => p.id),
      from,
      to,
    ),
  );
  return data!;
}

/** From their day data (read by dayDataColumnsSql). */
export function daysFrom(
  data: DayData,
  people: readonly EmployeeInfo[],
  from: string,
  to: string,
  now = new Date(),
  options?: DayOptions,
): Map<number, TAttendanceDay[]> {
  const { events } = data;
  const holidays = new Map(data.holidays.map((h) => [h.date, h]));
  const zones = new Map(people.map((p) => [p.id, p.timeZone]));
  const punches = summarizePunches(
    punchesFromText(data.punches, (id) => zones.get(id) ?? DEFAULT_TIME_ZONE),
    from,
    to,
  );
  const eventsOf = new Map<number, ApprovedEvent[]>();
  for (const event of events) {
    const list = eventsOf.get(event.employeeId);
    if (list) list.push(event);
    else eventsOf.set(event.employeeId, [event]);
  }
  const result = new Map<number, TAttendanceDay[]>();
  const dates = [...eachDate(from, to)];
  for (const person of people) {
    result.set(
      person.id,
      deriveDays(
        {
          from,
          to,
          today: localDateTime(now, person.timeZone).date,
          now,
          dateOfJoining: person.dateOfJoining,
          holidays,
          events: eventsOf.get(person.id) ?? [],
          punches: punches.get(person.id) ?? new Map(),
          dates,
        },
        options,
      ),
    );
  }
  return result;
}
