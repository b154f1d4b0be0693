import { and, arrayContains, arrayOverlaps, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ROLE_LABELS, rolesGranting, type Role } from '@staffdesk/shared/roles';
import type {
  TUserOption,
  TUserPage,
  ZUserExportQuerySchema,
  ZUserListQuerySchema,
} from '@staffdesk/shared/schemas/users';
import { csvRow, UTF8_BOM } from '@staffdesk/shared/csv';
import { sortNameSql, users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import type { Db } from '../../db/client';
import { fullNameSql, likePattern, optionalFullNameSql } from './full-name';

const manager = alias(users, 'manager');

/** The listing's rows, filtered and ordered; the caller pages them or not. */
function listing(db: Db, query: z.output<typeof ZUserExportQuerySchema>) {
  const filters: SQL[] = [];
  if (query.search) {
    const term = likePattern(query.search);
    filters.push(
      or(
        ilike(fullNameSql(users), term),
        ilike(users.username, term),
        ilike(users.email, term),
        ilike(employees.employeeCode, term),
      )!,
    );
  }
  if (query.role) filters.push(arrayContains(users.roles, [query.role]));
  if (query.department) filters.push(sql`lower(${employees.department}) = lower(${query.department})`);
  if (query.active !== undefined) filters.push(eq(users.isActive, query.active));
  const where = filters.length ? and(...filters) : undefined;
  const sortColumn = {
    fullname: sortNameSql(users),
    username: users.username,
    createdDate: users.createdAt,
    employeeCode: employees.employeeCode,
    department: employees.department,
    designation: employees.designation,
    reportingManagerName: optionalFullNameSql(manager),
  }[query.sort];
  const nulls = query.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = db
    .select({
      userId: users.id,
      username: users.username,
      fullname: fullNameSql(users),
      userEmailId: users.email,
      userRoleList: users.roles,
      userIsActive: users.isActive,
      user2FAEnabled: users.twoFaEnabled,
      employeeCode: employees.employeeCode,
      designation: employees.designation,
      department: employees.department,
      reportingManagerId: employees.reportingManagerId,
      reportingManagerName: optionalFullNameSql(manager),
      dateOfJoining: employees.dateOfJoining,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(manager, eq(manager.id, employees.reportingManagerId))
    .where(where)
    .orderBy(sql`${sortColumn} ${nulls}`, asc(users.id))
    .$dynamic();
  return { rows, where };
}

export async function listUsers(db: Db, query: z.output<typeof ZUserListQuerySchema>): Promise<TUserPage> {
  const { rows, where } = listing(db, query);
  const page = await rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(where);
  return {
    items: page.map(({ createdAt, ...r }) => ({ ...r, userCreatedDate: createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The listing as CSV, every row of the filters in the listing's order. */
export async function* exportUsersCsv(db: Db, query: z.output<typeof ZUserExportQuerySchema>): AsyncGenerator<string> {
  yield (
    UTF8_BOM +
    csvRow([
      'Name',
      'Username',
      'Email',
      'Employee code',
      'Department',
      'Designation',
      'Reporting manager',
      'Roles',
      'Active',
      '2FA on',
      'Date of joining',
    ])
  );
  let chunk = '';
  for (const r of await listing(db, query).rows) {
    const roles = r.userRoleList.map((role) => ROLE_LABELS[role as Role] ?? role).join('; ');
    chunk += csvRow([
      r.fullname,
      r.username,
      r.userEmailId,
      r.employeeCode,
      r.department,
      r.designation,
      r.reportingManagerName,
      roles,
      r.userIsActive ? 'yes' : 'no',
      r.user2FAEnabled ? 'yes' : 'no',
      r.dateOfJoining,
    ]);
  }
  yield chunk;
}

export async function departments(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ department: employees.department })
    .from(employees)
    .where(sql`${employees.department} is not null and ${employees.department} <> ''`)
    .orderBy(asc(employees.department));
  return rows.map((r) => r.department!);
}

/** Active users holding any of the roles, for a form's choice of person. */
async function usersWithRoles(db: Db, roles: readonly Role[]): Promise<TUserOption[]> {
  const rows = await db
    .select({
      userId: users.id,
      fullname: fullNameSql(users),
      username: users.username,
      userEmailId: users.email,
      designation: employees.designation,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(and(eq(users.isActive, true), arrayOverlaps(users.roles, [...roles])))
    .orderBy(asc(fullNameSql(users)));
  return rows;
}

export const projectManagers = (db: Db): Promise<TUserOption[]> => usersWithRoles(db, ['PROJECT_MANAGER']);

export const reportingManagers = (db: Db): Promise<TUserOption[]> => usersWithRoles(db, rolesGranting('LEAD_A_TEAM'));
