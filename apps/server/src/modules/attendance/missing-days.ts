import { and, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DayStatus,
  TMissingDay,
  TMissingDayPage,
  ZMissingEventsQuerySchema,
} from '@staffdesk/shared/schemas/attendance';
import { DEFAULT_TIME_ZONE, addDays, localDateTime } from '@staffdesk/shared/dates';
import { attendanceRegularizations } from '../../db/schema/attendance';
import type { Db } from '../../db/client';
import type { AuthUser, EmployeeInfo } from '../../access';
import { teamOf, viewableEmployee } from '../organisation/employees';
import { daysOf } from './day-data';
import { boundedRange } from './employee-days';

type MissingQuery = z.output<typeof ZMissingEventsQuerySchema>;

/** Live regularizations (pending or approved) of some employees over a range, by "employeeId date". */
async function liveRegularizations(
  db: Db,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({
      employeeId: attendanceRegularizations.employeeId,
      date: attendanceRegularizations.date,
      status: attendanceRegularizations.status,
    })
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
async function missingDays(db: Db, people: readonly EmployeeInfo[], query: MissingQuery): Promise<TMissingDayPage> {
  const now = new Date();
  // A list of several people takes its default range from the first one's time zone: they rarely differ.
  const yesterday = addDays(localDateTime(now, people[0]?.timeZone ?? DEFAULT_TIME_ZONE).date, -1);
  const { from, to } = boundedRange(query, { from: addDays(yesterday, -29), to: yesterday });
  const found: TMissingDay[] = [];
  const term = query.search?.toLocaleLowerCase();
  const named = term
    ? people.filter((p) => p.name.toLocaleLowerCase().includes(term) || p.code.toLocaleLowerCase().includes(term))
    : people;
  const missing = (status: DayStatus) =>
    query.status ? status === query.status : status === 'MISSING_PUNCH' || status === 'ABSENT';
  for (let i = 0; i < named.length; i += 500) {
    const batch = named.slice(i, i + 500);
    const [days, live] = await Promise.all([
      daysOf(db, batch, from, to, now, { keep: missing, instants: false }),
      liveRegularizations(
        db,
        batch.map((p) => p.id),
        from,
        to,
      ),
    ]);
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
  return {
    items: found.slice(start, start + query.pageSize),
    total: found.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function missingOfReportees(db: Db, actor: AuthUser, query: MissingQuery): Promise<TMissingDayPage> {
  return missingDays(db, await teamOf(db, actor), query);
}

export async function missingOfEmployee(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  query: MissingQuery,
): Promise<TMissingDayPage> {
  return missingDays(db, [await viewableEmployee(db, actor, employeeId, 'records')], query);
}
