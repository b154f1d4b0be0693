/** A user and their employee record as the API shows and a change writes them, for profile, registration and admin. */
import { eq, sql } from 'drizzle-orm';
import { fileDownloadPath } from '@staffdesk/shared/api/files';
import type { TProfileUpdate, TUserContext, TUserDetail, TUserUpdate } from '@staffdesk/shared/schemas/users';
import { users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import { rowsOf, type Executor } from '../../db/client';
import { mayAdminister, type AuthUser } from '../../access';
import { badRequest, forbidden, notFound } from '../../errors';
import { attachFile, detachFiles } from '../files/service';
import { fullName } from './full-name';

export type UserRow = typeof users.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;

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
export function profileColumns(p: TProfileUpdate & { gender?: string | null; userBirthDate?: string | null }) {
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
 * A profile update's picture: an uploaded PROFILE_PICTURE (attached; the one before let go for the sweep), an https
 * address, or null. The column holds the download path or the address.
 */
export async function pictureColumns(
  tx: Executor,
  actor: AuthUser,
  userId: number,
  update: Pick<TProfileUpdate, 'profilePictureUrl' | 'profilePictureFileId'>,
): Promise<Partial<UserRow>> {
  const { profilePictureFileId: fileId, profilePictureUrl: url } = update;
  if (fileId === undefined && url === undefined) return {};
  if (fileId && url)
    throw badRequest('Send a picture file or a picture address, not both.', [
      'profilePictureFileId: Send a picture file or a picture address, not both.',
    ]);
  const record = { entity: 'user', entityId: userId, category: 'PROFILE_PICTURE' } as const;
  if (!fileId) {
    await detachFiles(tx, record);
    return { profilePictureUrl: url ?? null };
  }
  const path = fileDownloadPath(fileId);
  const [current] = await tx.select({ url: users.profilePictureUrl }).from(users).where(eq(users.id, userId));
  if (current?.url !== path)
    await attachFile(tx, { ...record, fileId, ownerId: actor.id, field: 'profilePictureFileId' });
  await detachFiles(tx, { ...record, keep: fileId });
  return { profilePictureUrl: path };
}

export function employeeColumns(
  p: Pick<TUserUpdate, 'employeeCode' | 'designation' | 'department' | 'dateOfJoining' | 'reportingManagerId'>,
) {
  const columns = {
    employeeCode: p.employeeCode,
    designation: p.designation,
    department: p.department,
    dateOfJoining: p.dateOfJoining,
    reportingManagerId: p.reportingManagerId,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<EmployeeRow>;
}

export function assertMayGrant(actor: AuthUser, roles: readonly string[] | undefined) {
  if (roles && !mayAdminister(actor, roles)) throw forbidden('Only ADMIN or MD may give the ADMIN or MD role.');
}

export function assertMayChange(actor: AuthUser, target: { userRoleList: readonly string[] }) {
  if (!mayAdminister(actor, target.userRoleList)) throw forbidden('Only ADMIN or MD may change an ADMIN or MD user.');
}

export async function assertManager(tx: Executor, managerId: number | null | undefined, selfId?: number) {
  if (managerId === null || managerId === undefined) return;
  if (managerId === selfId)
    throw badRequest('Choose a reporting manager other than the person.', [
      'reportingManagerId: Choose a reporting manager other than the person.',
    ]);
  const [m] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, managerId));
  if (!m?.isActive)
    throw badRequest('Choose an active user as the reporting manager.', [
      'reportingManagerId: Choose an active user as the reporting manager.',
    ]);
  if (selfId !== undefined) {
    // Walk up from the new manager: meeting the employee would close a loop in the tree.
    const chain = await rowsOf<{ id: number }>(
      tx,
      sql`
      with recursive up(id, depth) as (
        select ${managerId}::int, 0
        union all
        select e.reporting_manager_id, up.depth + 1 from employees e join up on e.user_id = up.id
        where e.reporting_manager_id is not null and up.depth < 100
      ) select id from up where id = ${selfId}`,
    );
    if (chain.length > 0)
      throw badRequest(
        "Choose a reporting manager outside this person's reports: this would make a loop in the reporting tree.",
        [
          "reportingManagerId: Choose a reporting manager outside this person's reports: this would make a loop in the reporting tree.",
        ],
      );
  }
}

export async function loadUser(tx: Executor, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('No such user.');
  return row;
}

export async function withManagerName(tx: Executor, user: UserRow, employee: EmployeeRow | null): Promise<TUserDetail> {
  let managerName: string | null = null;
  if (employee?.reportingManagerId) managerName = fullName(await loadUser(tx, employee.reportingManagerId));
  return toUserDetail(user, employee, managerName);
}

export async function userDetail(tx: Executor, id: number): Promise<TUserDetail> {
  const user = await loadUser(tx, id);
  const [employee] = await tx.select().from(employees).where(eq(employees.userId, id));
  return withManagerName(tx, user, employee ?? null);
}
