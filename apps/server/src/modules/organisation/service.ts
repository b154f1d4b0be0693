import { and, asc, count, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  EmployeeStatus,
  TEmployeeDirectoryEntry,
  TEmployeeDirectoryPage,
  TEmployeeProfile,
  TEmployeeRecord,
  TEmployeeRecordPage,
  ZEmployeeListQuerySchema,
  ZEmployeeUpdateSchema,
  ZPeopleDirectoryQuerySchema,
  ZReporteeListQuerySchema,
} from '@staffdesk/shared/schemas/organisation';
import { sortNameSql, users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import type { Db, Executor } from '../../db/client';
import { manages, mayViewRecordsOf, type AuthUser } from '../../access';
import { badRequest, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { teamScopeCondition } from './employees';
import { fullNameSql, likePattern, optionalFullNameSql } from '../users/full-name';

const manager = alias(users, 'manager');

const recordColumns = {
  employeeId: employees.userId,
  fullname: fullNameSql(users),
  employeeCode: employees.employeeCode,
  designation: employees.designation,
  department: employees.department,
  email: users.email,
  profilePictureUrl: users.profilePictureUrl,
  reportingManagerId: employees.reportingManagerId,
  reportingManagerName: optionalFullNameSql(manager),
  username: users.username,
  contactNumber: users.contactNumber,
  dateOfJoining: employees.dateOfJoining,
  status: employees.status,
  officeStart: sql<string>`to_char(${employees.officeStart}, 'HH24:MI')`,
  officeEnd: sql<string>`to_char(${employees.officeEnd}, 'HH24:MI')`,
  timeZone: employees.timeZone,
  workLatitude: employees.workLatitude,
  workLongitude: employees.workLongitude,
  workRadiusMeters: employees.workRadiusMeters,
  userIsActive: users.isActive,
};

function recordQuery(db: Executor) {
  return db
    .select(recordColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(manager, eq(manager.id, employees.reportingManagerId));
}

type RecordRow = Awaited<ReturnType<typeof recordQuery>>[number];

function toRecord(r: RecordRow): TEmployeeRecord {
  const { officeStart, officeEnd, timeZone, workLatitude, workLongitude, workRadiusMeters, ...rest } = r;
  return {
    ...rest,
    status: r.status as EmployeeStatus,
    officeHours: { employeeId: r.employeeId, start: officeStart, end: officeEnd, timeZone },
    workLocation:
      workLatitude !== null && workLongitude !== null
        ? { latitude: workLatitude, longitude: workLongitude, radiusMeters: workRadiusMeters }
        : null,
  };
}

function toDirectoryEntry(r: TEmployeeRecord): TEmployeeDirectoryEntry {
  const {
    employeeId,
    fullname,
    employeeCode,
    designation,
    department,
    email,
    profilePictureUrl,
    reportingManagerId,
    reportingManagerName,
  } = r;
  return {
    employeeId,
    fullname,
    employeeCode,
    designation,
    department,
    email,
    profilePictureUrl,
    reportingManagerId,
    reportingManagerName,
  };
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = likePattern(search);
  return or(
    ilike(fullNameSql(users), term),
    ilike(employees.employeeCode, term),
    ilike(employees.designation, term),
    ilike(users.email, term),
  );
}

/** One employee's whole record, or nothing. */
async function record(tx: Executor, id: number): Promise<TEmployeeRecord | undefined> {
  const [row] = await recordQuery(tx).where(eq(employees.userId, id));
  return row ? toRecord(row) : undefined;
}

/** A page of records, by sort name unless another order comes first, with the total. */
async function recordPage(
  db: Db,
  where: SQL | undefined,
  query: { page: number; pageSize: number },
  orderFirst: SQL[] = [],
) {
  const [rows, [total]] = await Promise.all([
    recordQuery(db)
      .where(where)
      .orderBy(...orderFirst, asc(sortNameSql(users)), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(employees).innerJoin(users, eq(users.id, employees.userId)).where(where),
  ]);
  return { items: rows.map(toRecord), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

const sameText = (column: SQLWrapper, value: string | undefined) =>
  value ? sql`lower(${column}) = lower(${value})` : undefined;

/** The order a directory page asks for before the name; descending by name reverses the name itself. */
function directoryOrder(query: Partial<z.output<typeof ZPeopleDirectoryQuerySchema>>): SQL[] {
  const desc = query.order === 'desc';
  const nulls = desc ? sql`desc nulls last` : sql`asc nulls last`;
  if (query.sort === 'department') return [sql`${employees.department} ${nulls}`];
  if (query.sort === 'designation') return [sql`${employees.designation} ${nulls}`];
  return desc ? [sql`${sortNameSql(users)} desc`, sql`${users.id} desc`] : [];
}

/** Active colleagues: what anyone signed in may see, paged and searched in SQL. */
export async function employeeDirectory(
  db: Db,
  query: z.output<typeof ZEmployeeListQuerySchema> & Partial<z.output<typeof ZPeopleDirectoryQuerySchema>>,
): Promise<TEmployeeDirectoryPage> {
  const where = and(
    eq(users.isActive, true),
    searchFilter(query.search),
    sameText(employees.department, query.department),
    sameText(employees.designation, query.designation),
  );
  const page = await recordPage(db, where, query, directoryOrder(query));
  return { ...page, items: page.items.map(toDirectoryEntry) };
}

/** Whoever may see the employee's records gets the whole record (access.ts); anyone else the directory fields of an active colleague. */
export async function employeeProfile(db: Db, actor: AuthUser, id: number): Promise<TEmployeeProfile> {
  const found = await record(db, id);
  if (!found) throw notFound('No such employee.');
  if (mayViewRecordsOf(actor, { id, managerId: found.reportingManagerId })) return { ...found, full: true };
  if (!found.userIsActive) throw notFound('No such employee.');
  return { ...toDirectoryEntry(found), full: false };
}

/** The actor's own record. */
export async function ownRecord(db: Db, actor: AuthUser): Promise<TEmployeeRecord> {
  const found = await record(db, actor.id);
  if (!found) throw notFound('You have no employee record.');
  return found;
}

/** The record of someone the actor manages: a direct reportee, or anyone for whoever acts as any manager; 404 otherwise. */
export async function reporteeRecord(db: Db, actor: AuthUser, id: number): Promise<TEmployeeRecord> {
  const found = await record(db, id);
  if (!found || !manages(actor, { id, managerId: found.reportingManagerId })) throw notFound('No such reportee.');
  return found;
}

/** Direct reportees; MD and ADMIN: everyone but themselves. */
export async function reporteeRecords(
  db: Db,
  actor: AuthUser,
  query: z.output<typeof ZReporteeListQuerySchema>,
): Promise<TEmployeeRecordPage> {
  return recordPage(db, and(teamScopeCondition(actor), searchFilter(query.search)), query);
}

/** Changes an employee's designation, department, office hours, time zone, status or work location (fields left out stay), audited. */
export async function updateEmployee(
  db: Db,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ZEmployeeUpdateSchema>,
): Promise<TEmployeeRecord> {
  return db.transaction(async (tx) => {
    await tx.select({ id: employees.userId }).from(employees).where(eq(employees.userId, id)).for('update');
    const before = await record(tx, id);
    if (!before) throw notFound('No such employee.');
    const start = input.officeStart ?? before.officeHours.start;
    const end = input.officeEnd ?? before.officeHours.end;
    if (end <= start)
      throw badRequest('The office hours must end after they start.', [
        'officeEnd: The office hours must end after they start.',
      ]);
    const set: Partial<typeof employees.$inferInsert> = {};
    if (input.designation !== undefined) set.designation = input.designation;
    if (input.department !== undefined) set.department = input.department;
    if (input.officeStart !== undefined) set.officeStart = input.officeStart;
    if (input.officeEnd !== undefined) set.officeEnd = input.officeEnd;
    if (input.timeZone !== undefined) set.timeZone = input.timeZone;
    if (input.status !== undefined) set.status = input.status;
    if (input.workLocation !== undefined) {
      set.workLatitude = input.workLocation?.latitude ?? null;
      set.workLongitude = input.workLocation?.longitude ?? null;
      set.workRadiusMeters = input.workLocation?.radiusMeters ?? null;
    }
    if (Object.keys(set).length > 0)
      await tx
        .update(employees)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(employees.userId, id));
    const after = (await record(tx, id))!;
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'employee.update',
      entity: 'employee',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
