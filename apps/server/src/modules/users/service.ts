import { and, arrayContains, arrayOverlaps, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLE_LABELS, can as rolesCan, rolesGranting, type Role } from '@staffdesk/shared/roles';
import { fileDownloadPath } from '@staffdesk/shared/api/files';
import type { TProfileUpdate, TRegisteredUser, TTemporaryPassword, TUserContext, TUserDetail, TUserOption, TUserPage, TUserUpdate } from '@staffdesk/shared/schemas/users';
import type { z } from 'zod';
import type { ZRegisterUserRequestSchema, ZUserExportQuerySchema, ZUserListQuerySchema, ZUserUpdateSchema } from '@staffdesk/shared/schemas/users';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import { csvRow, UTF8_BOM } from '@staffdesk/shared/csv';
import { sortNameSql, users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import { rowsOf, type Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import { can, mayAdminister, mayViewRecordsOf, type AuthUser } from '../../access';
import { badRequest, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { withUniqueCheck } from './unique';
import type { UserHooks } from './hooks';
import { hashPassword, hashTemporaryPassword, temporaryPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/password-policy';
import { endAllSessions } from '../auth/sessions';
import { fullName, fullNameSql, likePattern, optionalFullNameSql } from './full-name';
import { attachFile, detachFiles } from '../files/service';

type UserRow = typeof users.$inferSelect;
type EmployeeRow = typeof employees.$inferSelect;

export function toUserContext(u: UserRow): TUserContext {
  return {
    userId: u.id,
    username: u.username,
    fullname: fullName(u),
    firstname: u.firstname,
    middlename: u.middlename,
    lastname: u.lastname,
    userContactNumber: u.contactNumber,
    userEmailId: u.email,
    userBirthDate: u.birthDate,
    gender: u.gender,
    bio: u.bio,
    profilePictureUrl: u.profilePictureUrl,
    userIsActive: u.isActive,
    currentAddress: u.currentAddress,
    permanentAddress: u.permanentAddress,
    user2FAEnabled: u.twoFaEnabled,
    userLastModifiedBy: u.lastModifiedBy,
    userCreatedDate: u.createdAt.toISOString(),
    userLastModifiedDate: u.updatedAt.toISOString(),
    userRoleList: u.roles,
    maritalStatus: u.maritalStatus,
    bloodGroup: u.bloodGroup,
    emergencyContact: u.emergencyContact,
    personalEmail: u.personalEmail,
    passwordMustChange: u.passwordMustChange,
  };
}

function toUserDetail(u: UserRow, e: EmployeeRow | null, managerName: string | null): TUserDetail {
  return {
    ...toUserContext(u),
    employeeCode: e?.employeeCode ?? null,
    designation: e?.designation ?? null,
    department: e?.department ?? null,
    reportingManagerId: e?.reportingManagerId ?? null,
    reportingManagerName: managerName,
    dateOfJoining: e?.dateOfJoining ?? null,
  };
}

/** Profile fields of the API, mapped to columns; undefined means "leave as is". The picture is pictureColumns'. */
function profileColumns(p: TProfileUpdate & { gender?: string | null; userBirthDate?: string | null }) {
  const columns = {
    firstname: p.firstname,
    middlename: p.middlename,
    lastname: p.lastname,
    contactNumber: p.userContactNumber,
    emergencyContact: p.emergencyContact,
    bloodGroup: p.bloodGroup,
    maritalStatus: p.maritalStatus,
    currentAddress: p.currentAddress,
    permanentAddress: p.permanentAddress,
    email: p.userEmailId,
    personalEmail: p.personalEmail,
    bio: p.bio,
    gender: p.gender,
    birthDate: p.userBirthDate,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<UserRow>;
}

/**
 * The picture of a profile update: an uploaded PROFILE_PICTURE file (attached to the user, the one before
 * let go for the sweep to remove), an https address, or null for none. The column shows the file's download
 * path or the address; nothing is set when the update leaves the picture alone.
 */
async function pictureColumns(tx: Executor, actor: AuthUser, userId: number, update: Pick<TProfileUpdate, 'profilePictureUrl' | 'profilePictureFileId'>): Promise<Partial<UserRow>> {
  const { profilePictureFileId: fileId, profilePictureUrl: url } = update;
  if (fileId === undefined && url === undefined) return {};
  if (fileId && url) throw badRequest('Send a picture file or a picture address, not both.', ['profilePictureFileId: Send a picture file or a picture address, not both.']);
  const record = { entity: 'user', entityId: userId, category: 'PROFILE_PICTURE' } as const;
  if (!fileId) {
    await detachFiles(tx, record);
    return { profilePictureUrl: url ?? null };
  }
  const path = fileDownloadPath(fileId);
  const [current] = await tx.select({ url: users.profilePictureUrl }).from(users).where(eq(users.id, userId));
  if (current?.url !== path) await attachFile(tx, { ...record, fileId, ownerId: actor.id, field: 'profilePictureFileId' });
  await detachFiles(tx, { ...record, keep: fileId });
  return { profilePictureUrl: path };
}

function employeeColumns(p: Pick<TUserUpdate, 'employeeCode' | 'designation' | 'department' | 'dateOfJoining' | 'reportingManagerId'>) {
  const columns = {
    employeeCode: p.employeeCode,
    designation: p.designation,
    department: p.department,
    dateOfJoining: p.dateOfJoining,
    reportingManagerId: p.reportingManagerId,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<EmployeeRow>;
}

function assertMayGrant(actor: AuthUser, roles: readonly string[] | undefined) {
  if (roles && !mayAdminister(actor, roles)) throw forbidden('Only ADMIN or MD may give the ADMIN or MD role.');
}

function assertMayChange(actor: AuthUser, target: { userRoleList: readonly string[] }) {
  if (!mayAdminister(actor, target.userRoleList)) throw forbidden('Only ADMIN or MD may change an ADMIN or MD user.');
}

/** The caller's own row (users/context, read on every visit): prepared, on the short-read lane. */
const ownUserQuery = preparedQuery((executor) =>
  executor
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
);

export function createUserService({ db }: Pick<AppDeps, 'db'>, hooks: UserHooks) {
  async function loadUser(tx: Executor, id: number): Promise<UserRow> {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('No such user.');
    return row;
  }

  async function context(actor: AuthUser): Promise<TUserContext> {
    const [row] = await ownUserQuery(db, { id: actor.id });
    if (!row) throw notFound('No such user.');
    return { ...toUserContext(row), delegatedGrants: [...(actor.delegatedGrants ?? [])] };
  }

  async function updateContext(actor: AuthUser, update: TProfileUpdate): Promise<TUserContext> {
    return withUniqueCheck(() =>
      db.transaction(async (tx) => {
        const picture = await pictureColumns(tx, actor, actor.id, update);
        const [row] = await tx
          .update(users)
          .set({ ...profileColumns(update), ...picture, updatedAt: sql`now()`, lastModifiedBy: actor.id })
          .where(eq(users.id, actor.id))
          .returning();
        return toUserContext(row!);
      }),
    );
  }

  async function assertManager(tx: Executor, managerId: number | null | undefined, selfId?: number) {
    if (managerId === null || managerId === undefined) return;
    if (managerId === selfId) throw badRequest('Choose a reporting manager other than the person.', ['reportingManagerId: Choose a reporting manager other than the person.']);
    const [m] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, managerId));
    if (!m?.isActive) throw badRequest('Choose an active user as the reporting manager.', ['reportingManagerId: Choose an active user as the reporting manager.']);
    if (selfId !== undefined) {
      // Walk up from the new manager: meeting the employee would close a loop in the tree.
      const chain = await rowsOf<{ id: number }>(tx, sql`
        with recursive up(id, depth) as (
          select ${managerId}::int, 0
          union all
          select e.reporting_manager_id, up.depth + 1 from employees e join up on e.user_id = up.id
          where e.reporting_manager_id is not null and up.depth < 100
        ) select id from up where id = ${selfId}`);
      if (chain.length > 0) throw badRequest('Choose a reporting manager outside this person\'s reports: this would make a loop in the reporting tree.', ['reportingManagerId: Choose a reporting manager outside this person\'s reports: this would make a loop in the reporting tree.']);
    }
  }

  async function register(actor: AuthUser, input: z.output<typeof ZRegisterUserRequestSchema>): Promise<TRegisteredUser> {
    assertMayGrant(actor, input.userRoleList);
    const problem = input.password && passwordProblem(input.password, { username: input.username, firstname: input.firstname, lastname: input.lastname, email: input.userEmailId });
    if (problem) throw badRequest(problem, [`password: ${problem}`]);
    const made = input.password ? null : temporaryPassword();
    const passwordHash = made ? await hashTemporaryPassword(made) : await hashPassword(input.password!);
    return withUniqueCheck(() =>
      db.transaction(async (tx) => {
        await assertManager(tx, input.reportingManagerId);
        const [user] = await tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            firstname: input.firstname,
            lastname: input.lastname,
            email: input.userEmailId,
            roles: [...new Set(input.userRoleList)],
            passwordMustChange: true,
            lastModifiedBy: actor.id,
            ...profileColumns({
              middlename: input.middlename,
              personalEmail: input.personalEmail,
              userContactNumber: input.userContactNumber,
              gender: input.gender,
              userBirthDate: input.userBirthDate,
              currentAddress: input.currentAddress,
            }),
          })
          .returning();
        const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
        const [employee] = await tx
          .insert(employees)
          .values({
            userId: user!.id,
            employeeCode: input.employeeCode ?? `SD${String(user!.id).padStart(5, '0')}`,
            ...employeeColumns({ designation: input.designation, department: input.department, dateOfJoining: input.dateOfJoining, reportingManagerId: input.reportingManagerId }),
            ...(input.officeStart ? { officeStart: input.officeStart } : {}),
            ...(input.officeEnd ? { officeEnd: input.officeEnd } : {}),
            timeZone,
            ...(input.workLocation
              ? { workLatitude: input.workLocation.latitude, workLongitude: input.workLocation.longitude, workRadiusMeters: input.workLocation.radiusMeters ?? null }
              : {}),
          })
          .returning();
        await hooks.joined(tx, [{ employeeId: user!.id, dateOfJoining: input.dateOfJoining ?? null, today: todayIn(timeZone) }]);
        const detail = await withManagerName(tx, user!, employee!);
        await writeAudit(tx, { actorId: actor.id, action: 'user.register', entity: 'user', entityId: user!.id, after: detail });
        return { ...detail, temporaryPassword: made };
      }),
    );
  }

  async function withManagerName(tx: Executor, user: UserRow, employee: EmployeeRow | null): Promise<TUserDetail> {
    let managerName: string | null = null;
    if (employee?.reportingManagerId) managerName = fullName(await loadUser(tx, employee.reportingManagerId));
    return toUserDetail(user, employee, managerName);
  }

  async function detail(tx: Executor, id: number): Promise<TUserDetail> {
    const user = await loadUser(tx, id);
    const [employee] = await tx.select().from(employees).where(eq(employees.userId, id));
    return withManagerName(tx, user, employee ?? null);
  }

  /** Whoever may see the person's records (access.ts), and user administrators; anyone else gets 404. */
  async function get(actor: AuthUser, id: number): Promise<TUserDetail> {
    const found = await detail(db, id);
    const allowed = mayViewRecordsOf(actor, { id, managerId: found.reportingManagerId }) || can(actor, 'MANAGE_USERS');
    if (!allowed) throw notFound('No such user.');
    return found;
  }

  async function update(actor: AuthUser, id: number, input: z.output<typeof ZUserUpdateSchema>): Promise<TUserDetail> {
    if (id === actor.id && input.userIsActive === false) throw badRequest('You cannot deactivate yourself.', ['userIsActive: You cannot deactivate yourself.']);
    if (id === actor.id && input.userRoleList && !rolesCan(input.userRoleList, 'MANAGE_USERS')) {
      throw badRequest('You cannot take away your own right to administer users.', ['userRoleList: Keep ADMIN, MD or HR_HEAD for yourself.']);
    }
    return withUniqueCheck(() =>
      db.transaction(async (tx) => {
        const before = await detail(tx, id);
        assertMayChange(actor, before);
        assertMayGrant(actor, input.userRoleList);
        await assertManager(tx, input.reportingManagerId, id);
        const userSet: Partial<UserRow> = { ...profileColumns(input), ...(await pictureColumns(tx, actor, id, input)) };
        if (input.userRoleList) userSet.roles = [...new Set(input.userRoleList)];
        if (input.userIsActive !== undefined) userSet.isActive = input.userIsActive;
        await tx.update(users).set({ ...userSet, updatedAt: sql`now()`, lastModifiedBy: actor.id }).where(eq(users.id, id));
        const employeeSet = employeeColumns(input);
        if (Object.keys(employeeSet).length > 0) {
          await tx
            .insert(employees)
            .values({ userId: id, employeeCode: `SD${String(id).padStart(5, '0')}`, ...employeeSet })
            .onConflictDoUpdate({ target: employees.userId, set: { ...employeeSet, updatedAt: sql`now()` } });
        }
        if (before.userIsActive && input.userIsActive === false) await endAllSessions(tx, id);
        // Leaving is when the account is deactivated; coming back clears it.
        if (input.userIsActive !== undefined && input.userIsActive !== before.userIsActive) {
          await tx
            .update(employees)
            .set({ dateOfLeaving: input.userIsActive ? null : sql`(now() at time zone ${employees.timeZone})::date`, updatedAt: sql`now()` })
            .where(eq(employees.userId, id));
        }
        const after = await detail(tx, id);
        await writeAudit(tx, { actorId: actor.id, action: 'user.update', entity: 'user', entityId: id, before, after });
        return after;
      }),
    );
  }

  const manager = alias(users, 'manager');

  /** The listing's rows, filtered and ordered; the caller pages them or not. */
  function listing(query: z.output<typeof ZUserExportQuerySchema>) {
    const filters: SQL[] = [];
    if (query.search) {
      const term = likePattern(query.search);
      filters.push(or(ilike(fullNameSql(users), term), ilike(users.username, term), ilike(users.email, term), ilike(employees.employeeCode, term))!);
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

  async function list(query: z.output<typeof ZUserListQuerySchema>): Promise<TUserPage> {
    const { rows, where } = listing(query);
    const page = await rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(users).leftJoin(employees, eq(employees.userId, users.id)).where(where);
    return {
      items: page.map(({ createdAt, ...r }) => ({ ...r, userCreatedDate: createdAt.toISOString() })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The listing as CSV, every row of the filters in the listing's order. */
  async function* exportCsv(query: z.output<typeof ZUserExportQuerySchema>): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(['Name', 'Username', 'Email', 'Employee code', 'Department', 'Designation', 'Reporting manager', 'Roles', 'Active', '2FA on', 'Date of joining']);
    let chunk = '';
    for (const r of await listing(query).rows) {
      const roles = r.userRoleList.map((role) => ROLE_LABELS[role as Role] ?? role).join('; ');
      chunk += csvRow([r.fullname, r.username, r.userEmailId, r.employeeCode, r.department, r.designation, r.reportingManagerName, roles, r.userIsActive ? 'yes' : 'no', r.user2FAEnabled ? 'yes' : 'no', r.dateOfJoining]);
    }
    yield chunk;
  }

  async function departments(): Promise<string[]> {
    const rows = await db
      .selectDistinct({ department: employees.department })
      .from(employees)
      .where(sql`${employees.department} is not null and ${employees.department} <> ''`)
      .orderBy(asc(employees.department));
    return rows.map((r) => r.department!);
  }

  /** A one-time password for someone who lost theirs: their sessions end, and they choose their own at next sign-in. */
  async function resetToTemporary(actor: AuthUser, id: number): Promise<TTemporaryPassword> {
    if (id === actor.id) throw badRequest('Change your own password in Settings.');
    const target = await loadUser(db, id);
    if (!mayAdminister(actor, target.roles)) throw forbidden('Only ADMIN or MD may change an ADMIN or MD user.');
    const password = temporaryPassword();
    const passwordHash = await hashTemporaryPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, passwordMustChange: true, updatedAt: sql`now()`, lastModifiedBy: actor.id }).where(eq(users.id, id));
      await endAllSessions(tx, id);
      await writeAudit(tx, { actorId: actor.id, action: 'user.temporary-password', entity: 'user', entityId: id });
    });
    return { temporaryPassword: password };
  }

  async function options(roles: readonly Role[]): Promise<TUserOption[]> {
    const rows = await db
      .select({ userId: users.id, fullname: fullNameSql(users), username: users.username, userEmailId: users.email, designation: employees.designation })
      .from(users)
      .leftJoin(employees, eq(employees.userId, users.id))
      .where(and(eq(users.isActive, true), arrayOverlaps(users.roles, [...roles])))
      .orderBy(asc(fullNameSql(users)));
    return rows;
  }

  return {
    context,
    updateContext,
    register,
    get,
    update,
    list,
    exportCsv,
    departments,
    resetToTemporary,
    projectManagers: () => options(['PROJECT_MANAGER']),
    reportingManagers: () => options(rolesGranting('LEAD_A_TEAM')),
  };
}
