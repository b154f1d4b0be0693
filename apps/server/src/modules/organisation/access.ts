import { asc, eq, sql } from 'drizzle-orm';
import { ORG_WIDE_ROLES, hasAnyRole } from '@staffdesk/shared/roles';
import { employees, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../errors';

/** What attendance and the directory need of an employee. */
export interface EmployeeInfo {
  id: number;
  name: string;
  code: string;
  designation: string | null;
  department: string | null;
  managerId: number | null;
  dateOfJoining: string | null;
  timeZone: string;
  /** HH:mm */
  officeStart: string;
  officeEnd: string;
  status: string;
}

export const employeeInfoColumns = {
  id: employees.userId,
  name: sql<string>`concat_ws(' ', ${users.firstname}, nullif(${users.middlename}, ''), ${users.lastname})`,
  code: employees.employeeCode,
  designation: employees.designation,
  department: employees.department,
  managerId: employees.reportingManagerId,
  dateOfJoining: employees.dateOfJoining,
  timeZone: employees.timeZone,
  officeStart: sql<string>`to_char(${employees.officeStart}, 'HH24:MI')`,
  officeEnd: sql<string>`to_char(${employees.officeEnd}, 'HH24:MI')`,
  status: employees.status,
};

const employeeInfoQuery = preparedQuery('employee_info', (tx, name) =>
  tx.select(employeeInfoColumns).from(employees).innerJoin(users, eq(users.id, employees.userId)).where(eq(employees.userId, sql.placeholder('id'))).prepare(name),
);

export async function employeeInfo(tx: Executor, id: number): Promise<EmployeeInfo | undefined> {
  const [row] = await employeeInfoQuery(tx).execute({ id });
  return row;
}

/** An employee's record; one's own comes with the session (AuthUser.employee) and is not read again. */
export async function employeeInfoFor(tx: Executor, actor: AuthUser, id: number): Promise<EmployeeInfo | undefined> {
  return id === actor.id ? (actor.employee ?? undefined) : employeeInfo(tx, id);
}

/** Employees after `afterId`, in id order: the batches of exports that walk everyone. */
export async function employeeBatch(tx: Executor, afterId: number, size: number): Promise<EmployeeInfo[]> {
  return tx
    .select(employeeInfoColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(sql`${employees.userId} > ${afterId}`)
    .orderBy(asc(employees.userId))
    .limit(size);
}

export const isOrgWide = (actor: AuthUser) => hasAnyRole(actor.roles, ORG_WIDE_ROLES);

/**
 * Oneself, one's reporting manager, MD and ADMIN see an employee's attendance; HR_HEAD too where
 * `hrHead` says so (calendar, office hours, profile).
 */
export function mayView(actor: AuthUser, employee: Pick<EmployeeInfo, 'id' | 'managerId'>, options: { hrHead: boolean }): boolean {
  return employee.id === actor.id || employee.managerId === actor.id || isOrgWide(actor) || (options.hrHead && actor.roles.includes('HR_HEAD'));
}

/** The employee, when the actor may see them; 404 otherwise, so that nobody learns who exists. */
export async function viewableEmployee(tx: Executor, actor: AuthUser, id: number, options: { hrHead: boolean }): Promise<EmployeeInfo> {
  const employee = await employeeInfoFor(tx, actor, id);
  if (!employee || !mayView(actor, employee, options)) throw notFound('No such employee.');
  return employee;
}
