import { and, asc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { mayViewRecordsOf, mayViewTeamViewsOf, teamScopeOf, type AuthUser, type EmployeeInfo } from '../../access';
import { notFound } from '../../errors';
import type { SessionUser } from '../../plugins/auth';

/**
 * The recorded date of joining, or for a row from before it was required the account's creation day in the
 * employee's office time: no day before it is theirs to be absent or missing on.
 */
const joinedOnSql = sql`coalesce(${employees.dateOfJoining}, (${users.createdAt} at time zone ${employees.timeZone})::date)`;
const joinedOnText = sql<string>`${joinedOnSql}::text`;

const employeeInfoColumns = {
  id: employees.userId,
  name: sql<string>`concat_ws(' ', ${users.firstname}, nullif(${users.middlename}, ''), ${users.lastname})`,
  code: employees.employeeCode,
  designation: employees.designation,
  department: employees.department,
  managerId: employees.reportingManagerId,
  dateOfJoining: joinedOnText,
  timeZone: employees.timeZone,
  officeStart: sql<string>`to_char(${employees.officeStart}, 'HH24:MI')`,
  officeEnd: sql<string>`to_char(${employees.officeEnd}, 'HH24:MI')`,
  status: employees.status,
};

const employeeInfoQuery = preparedQuery((tx) =>
  tx
    .select(employeeInfoColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.userId, sql.placeholder('id'))),
);

export async function employeeInfo(tx: Executor, id: number): Promise<EmployeeInfo | undefined> {
  const [row] = await employeeInfoQuery(tx, { id });
  return row;
}

/** Several at once, in no order (the requesters of a page of requests); unknown ids are left out. */
export async function employeeInfos(tx: Executor, ids: readonly number[]): Promise<EmployeeInfo[]> {
  if (ids.length === 0) return [];
  return tx
    .select(employeeInfoColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(inArray(employees.userId, [...new Set(ids)]));
}

/** One's own comes with the session (AuthUser.employee) and is not read again. */
export async function employeeInfoFor(tx: Executor, actor: AuthUser, id: number): Promise<EmployeeInfo | undefined> {
  return id === actor.id ? (actor.employee ?? undefined) : employeeInfo(tx, id);
}

export async function managersOf(tx: Executor, employeeIds: readonly number[]): Promise<Map<number, number | null>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: employees.userId, managerId: employees.reportingManagerId })
    .from(employees)
    .where(inArray(employees.userId, [...new Set(employeeIds)]));
  return new Map(rows.map((r) => [r.userId, r.managerId]));
}

/** In id order after `afterId`: the batches of exports that walk everyone. */
export async function employeeBatch(
  tx: Executor,
  afterId: number,
  size: number,
  department?: string,
): Promise<EmployeeInfo[]> {
  return tx
    .select(employeeInfoColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(
      department
        ? sql`${employees.userId} > ${afterId} and lower(${employees.department}) = lower(${department})`
        : sql`${employees.userId} > ${afterId}`,
    )
    .orderBy(asc(employees.userId))
    .limit(size);
}

/** An employee's records, or their team views (access.ts). */
export type ViewScope = 'records' | 'team-views';

/** Subqueries on another module's employee id column: the code, the department, the reporting manager. */
export const employeeCodeSql = (id: SQLWrapper) =>
  sql<string | null>`(select ${employees.employeeCode} from ${employees} where ${employees.userId} = ${id})`;

export const departmentSql = (id: SQLWrapper) =>
  sql<string | null>`(select ${employees.department} from ${employees} where ${employees.userId} = ${id})`;

export const reportingManagerSql = (id: SQLWrapper) =>
  sql<number | null>`(select ${employees.reportingManagerId} from ${employees} where ${employees.userId} = ${id})`;

/** A subquery other modules filter their rows with. */
export const reporteeIdsSql = (managerId: SQLWrapper | number) =>
  sql`select ${employees.userId} from ${employees} where ${employees.reportingManagerId} = ${managerId}`;

/** By the manager index; `managerIds` is an int[] expression. */
export const reporteesOfAnySql = (managerIds: SQLWrapper) =>
  sql`select ${employees.userId} from ${employees} where ${employees.reportingManagerId} = any(${managerIds})`;

/** As rows of `user_id` and `manager_id`, by the manager index. */
export const reportsOfManagersSql = (managerIds: SQL) =>
  sql`select ${employees.userId} as user_id, ${employees.reportingManagerId} as manager_id
    from ${employees} where ${employees.reportingManagerId} in (${managerIds})`;

/** The actor's team lists as a condition on `employees`: direct reportees, or everyone else. */
export function teamScopeCondition(actor: AuthUser) {
  return teamScopeOf(actor) === 'everyone-else'
    ? sql`${employees.userId} <> ${actor.id}`
    : eq(employees.reportingManagerId, actor.id);
}

/** The same for another module's employee id column (teamScopeOf in access.ts). */
export function inTeamOf(actor: AuthUser, id: SQLWrapper): SQL {
  return teamScopeOf(actor) === 'everyone-else'
    ? sql`${id} <> ${actor.id}`
    : sql`${id} in (${reporteeIdsSql(actor.id)})`;
}

/** 404 when the actor may not see them in this scope, so that nobody learns who exists. */
export async function viewableEmployee(
  tx: Executor,
  actor: AuthUser,
  id: number,
  scope: ViewScope,
): Promise<EmployeeInfo> {
  const employee = await employeeInfoFor(tx, actor, id);
  const may = scope === 'records' ? mayViewRecordsOf : mayViewTeamViewsOf;
  if (!employee || !may(actor, employee)) throw notFound('No such employee.');
  return employee;
}

/** Direct reportees, or everyone for whoever acts as any manager. */
export async function teamOf(tx: Executor, actor: AuthUser): Promise<EmployeeInfo[]> {
  return tx
    .select(employeeInfoColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(teamScopeCondition(actor))
    .orderBy(asc(employees.userId));
}

/** With their employee record, which most requests need next, in the same read. */
const sessionUserQuery = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      roles: users.roles,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      passwordMustChange: users.passwordMustChange,
      // Open while its refresh-token family has a row not revoked (by the family index).
      sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens}
        where ${refreshTokens.family} = ${sql.placeholder('sid')}::uuid and ${refreshTokens.revokedAt} is null)`,
      employee: employeeInfoColumns,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, sql.placeholder('id'))),
);

/** What the session check reads on every request: the user, their employee record, and whether the session is open. */
export async function sessionUser(
  executor: Executor,
  claims: { userId: number; sessionId: string },
): Promise<SessionUser | undefined> {
  const [row] = await sessionUserQuery(executor, { id: claims.userId, sid: claims.sessionId });
  return row;
}

/**
 * A batch of employees after a code, in code order: active and joined by a date, or matching `orAlso` (away in
 * the period, say, and left since). The reports read them so.
 */
export async function employeesByCode(
  executor: Executor,
  q: { joinedBy: string; afterCode: string; limit: number; orAlso?: (employeeId: SQLWrapper) => SQL },
) {
  return executor
    .select({
      employeeId: employees.userId,
      employeeCode: employees.employeeCode,
      employeeName: employeeInfoColumns.name,
      department: employees.department,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(
      sql`${employees.employeeCode} > ${q.afterCode} and ${joinedOnSql} <= ${q.joinedBy}::date
        and (${users.isActive} ${q.orAlso ? sql`or ${q.orAlso(employees.userId)}` : sql``})`,
    )
    .orderBy(asc(employees.employeeCode))
    .limit(q.limit);
}

/** Those without a department together under null, largest first. */
export async function headcountByDepartment(executor: Executor) {
  return executor
    .select({ department: employees.department, count: sql<number>`count(*)::int` })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(users.isActive, true))
    .groupBy(employees.department)
    .orderBy(sql`count(*) desc`, asc(employees.department));
}

/** Who left means who was deactivated. */
export async function joinersAndLeavers(executor: Executor, from: string, to: string) {
  const person = {
    employeeId: employees.userId,
    employeeName: employeeInfoColumns.name,
    department: employees.department,
  };
  const [joiners, leavers] = await Promise.all([
    executor
      .select({ ...person, date: joinedOnText })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(sql`${joinedOnSql} between ${from}::date and ${to}::date`)
      .orderBy(asc(joinedOnSql), asc(employees.userId)),
    executor
      .select({ ...person, date: sql<string>`${employees.dateOfLeaving}::text` })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(sql`${employees.dateOfLeaving} between ${from}::date and ${to}::date`)
      .orderBy(asc(employees.dateOfLeaving), asc(employees.userId)),
  ]);
  return { joiners, leavers };
}

/**
 * The active colleagues of a department (case-insensitive), one person left out, with their birth and joining
 * days. A department is tens of people.
 */
export async function colleaguesOf(executor: Executor, department: string, exceptId: number) {
  return executor
    .select({
      employeeId: employees.userId,
      name: employeeInfoColumns.name,
      birthDate: users.birthDate,
      dateOfJoining: joinedOnText,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(
      and(
        sql`lower(${employees.department}) = lower(${department})`,
        ne(employees.userId, exceptId),
        eq(users.isActive, true),
        ne(employees.status, 'LEFT'),
      ),
    )
    .orderBy(asc(employees.userId));
}
