import { and, asc, eq, gte, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { eachDate, isWeekend } from '@staffdesk/shared/dates';
import { eventRequests, eventTypes } from '../../db/schema/leave';
import type { Executor } from '../../db/client';
import { pgIntArray, preparedSql } from '../../db/prepared';
import { reporteeIdsSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';

export interface ApprovedEvent {
  employeeId: number;
  typeCode: string;
  typeLabel: string;
  isLeave: boolean;
  fromDate: string;
  toDate: string;
  halfDay: string;
}

/**
 * Approved leave and work from home of the employees in `ids` (an int[]) touching `from`..`to`. Attendance,
 * leave and delegations read them here, below all three (docs/modules.md).
 */
export const approvedEventsSql = sql`
  select r.employee_id as "employeeId", r.type_code as "typeCode", t.label as "typeLabel", t.is_leave as "isLeave",
    r.from_date::text as "fromDate", r.to_date::text as "toDate", r.half_day as "halfDay"
  from ${eventRequests} r join ${eventTypes} t on t.code = r.type_code
  where r.employee_id = any(${sql.placeholder('ids')}::int[]) and r.status = 'APPROVED'
    and r.from_date <= ${sql.placeholder('to')}::date and r.to_date >= ${sql.placeholder('from')}::date`;

/** The last day of approved leave (not work from home) covering `date`, or null: one away stands in for nobody. */
export const leaveUntilSql = (employeeId: SQLWrapper, date: SQL) =>
  sql<
    string | null
  >`(select max(lv.to_date)::text from ${eventRequests} lv join ${eventTypes} lt on lt.code = lv.type_code
    where lv.employee_id = ${employeeId} and lv.status = 'APPROVED' and lt.is_leave and lv.from_date <= ${date} and lv.to_date >= ${date})`;

const approvedEventsQuery = preparedSql<ApprovedEvent>(approvedEventsSql, [
  'employeeId',
  'typeCode',
  'typeLabel',
  'isLeave',
  'fromDate',
  'toDate',
  'halfDay',
]);

/** What the attendance calendar shows. */
export async function approvedEventsBetween(
  tx: Executor,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<ApprovedEvent[]> {
  if (employeeIds.length === 0) return [];
  return approvedEventsQuery(tx, { ids: pgIntArray(employeeIds), from, to });
}

export interface ApprovedRequest extends ApprovedEvent {
  id: number;
  employeeName: string;
}

/**
 * A person's approved leave and work from home, and their direct reportees' approved leave, touching
 * `from`..`to`: what their calendar feed shows. One lookup of the employee-dates index per person.
 */
export async function approvedRequestsOfTeam(
  tx: Executor,
  managerId: number,
  from: string,
  to: string,
): Promise<ApprovedRequest[]> {
  const r = eventRequests;
  const rows = await tx
    .select({
      id: r.id,
      employeeId: r.employeeId,
      employeeName: sql<string>`coalesce(${userNameSql(r.employeeId)}, '')`,
      typeCode: r.typeCode,
      typeLabel: eventTypes.label,
      isLeave: eventTypes.isLeave,
      fromDate: r.fromDate,
      toDate: r.toDate,
      halfDay: r.halfDay,
    })
    .from(r)
    .innerJoin(eventTypes, eq(eventTypes.code, r.typeCode))
    .where(
      and(
        sql`${r.employeeId} = any(array[${managerId}::int] || array(${reporteeIdsSql(managerId)}))`,
        eq(r.status, 'APPROVED'),
        lte(r.fromDate, to),
        gte(r.toDate, from),
        or(eq(r.employeeId, managerId), eq(eventTypes.isLeave, true)),
      ),
    )
    .orderBy(asc(r.fromDate), asc(r.id));
  return rows;
}

/** Each working day an approved request takes between two dates, with its share: 1, or 0.5 for a half day. */
export function* workingDaysTaken(
  r: Pick<ApprovedEvent, 'fromDate' | 'toDate' | 'halfDay'>,
  from: string,
  to: string,
  daysOff: ReadonlySet<string>,
): Generator<{ date: string; share: number }> {
  const share = r.halfDay === 'NONE' ? 1 : 0.5;
  for (const date of eachDate(r.fromDate > from ? r.fromDate : from, r.toDate < to ? r.toDate : to)) {
    if (!isWeekend(date) && !daysOff.has(date)) yield { date, share };
  }
}
