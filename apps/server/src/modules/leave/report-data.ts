import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { eventBalances, eventRequests, eventTypes } from '../../db/schema/leave';
import type { Executor } from '../../db/client';
import { departmentSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';

/** In the order the screens show them. */
export async function leaveTypesInOrder(executor: Executor) {
  return executor
    .select({
      code: eventTypes.code,
      label: eventTypes.label,
      isLeave: eventTypes.isLeave,
      needsBalance: eventTypes.needsBalance,
      yearlyAllotment: eventTypes.yearlyAllotment,
    })
    .from(eventTypes)
    .orderBy(asc(eventTypes.sortOrder), asc(eventTypes.code));
}

/** The allotments HR set for some employees in a year (a type without a row gets its yearly allotment). */
export async function allotmentsOf(executor: Executor, employeeIds: readonly number[], year: number) {
  if (employeeIds.length === 0) return [];
  return executor
    .select({
      employeeId: eventBalances.employeeId,
      typeCode: eventBalances.typeCode,
      allotted: eventBalances.allotted,
    })
    .from(eventBalances)
    .where(and(eq(eventBalances.year, year), inArray(eventBalances.employeeId, [...employeeIds])));
}

/** Whether an employee (another module's id column) had approved leave or work from home in a date range. */
export const approvedAwaySql = (employeeId: SQLWrapper, from: string, to: string): SQL =>
  sql`exists (select 1 from ${eventRequests} r where r.employee_id = ${employeeId} and r.status = 'APPROVED'
    and r.from_date <= ${to}::date and r.to_date >= ${from}::date)`;

/** For the HR dashboard's "away today". */
export async function awayOn(executor: Executor, date: string) {
  return executor
    .select({
      employeeId: eventRequests.employeeId,
      employeeName: sql<string>`coalesce(${userNameSql(eventRequests.employeeId)}, '')`,
      department: departmentSql(eventRequests.employeeId),
      typeCode: eventRequests.typeCode,
      typeLabel: eventTypes.label,
      isLeave: eventTypes.isLeave,
      halfDay: eventRequests.halfDay,
    })
    .from(eventRequests)
    .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
    .where(
      sql`${eventRequests.status} = 'APPROVED' and ${eventRequests.fromDate} <= ${date}::date and ${eventRequests.toDate} >= ${date}::date`,
    )
    .orderBy(asc(eventTypes.sortOrder), asc(eventRequests.employeeId));
}
