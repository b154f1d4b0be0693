import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { can as rolesCan } from '@staffdesk/shared/roles';
import type { TTemporaryPassword, TUserDetail, ZUserUpdateSchema } from '@staffdesk/shared/schemas/users';
import { users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import type { Db } from '../../db/client';
import { can, mayAdminister, mayViewRecordsOf, type AuthUser } from '../../access';
import { badRequest, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { queueWebhookEvent } from '../webhooks/outbox';
import { hashTemporaryPassword, temporaryPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/sessions';
import { withUniqueCheck } from './unique';
import {
  assertManager,
  assertMayChange,
  assertMayGrant,
  employeeColumns,
  loadUser,
  pictureColumns,
  profileColumns,
  userDetail,
  type UserRow,
} from './detail';

/** Whoever may see the person's records (access.ts), and user administrators; anyone else gets 404. */
export async function getUser(db: Db, actor: AuthUser, id: number): Promise<TUserDetail> {
  const found = await userDetail(db, id);
  const allowed = mayViewRecordsOf(actor, { id, managerId: found.reportingManagerId }) || can(actor, 'MANAGE_USERS');
  if (!allowed) throw notFound('No such user.');
  return found;
}

export async function updateUser(
  db: Db,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ZUserUpdateSchema>,
): Promise<TUserDetail> {
  if (id === actor.id && input.userIsActive === false)
    throw badRequest('You cannot deactivate yourself.', ['userIsActive: You cannot deactivate yourself.']);
  if (id === actor.id && input.userRoleList && !rolesCan(input.userRoleList, 'MANAGE_USERS')) {
    throw badRequest('You cannot take away your own right to administer users.', [
      'userRoleList: Keep ADMIN, MD or HR_HEAD for yourself.',
    ]);
  }
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const before = await userDetail(tx, id);
      assertMayChange(actor, before);
      assertMayGrant(actor, input.userRoleList);
      await assertManager(tx, input.reportingManagerId, id);
      const userSet: Partial<UserRow> = { ...profileColumns(input), ...(await pictureColumns(tx, actor, id, input)) };
      if (input.userRoleList) userSet.roles = [...new Set(input.userRoleList)];
      if (input.userIsActive !== undefined) userSet.isActive = input.userIsActive;
      await tx
        .update(users)
        .set({ ...userSet, updatedAt: sql`now()`, lastModifiedBy: actor.id })
        .where(eq(users.id, id));
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
          .set({
            dateOfLeaving: input.userIsActive ? null : sql`(now() at time zone ${employees.timeZone})::date`,
            updatedAt: sql`now()`,
          })
          .where(eq(employees.userId, id));
      }
      const after = await userDetail(tx, id);
      await writeAudit(tx, { actorId: actor.id, action: 'user.update', entity: 'user', entityId: id, before, after });
      if (before.userIsActive && !after.userIsActive)
        await queueWebhookEvent(tx, 'user.deactivated', { id, username: after.username, actorId: actor.id });
      return after;
    }),
  );
}

/** A one-time password for someone who lost theirs: their sessions end, and they choose their own at next sign-in. */
export async function resetToTemporaryPassword(db: Db, actor: AuthUser, id: number): Promise<TTemporaryPassword> {
  if (id === actor.id) throw badRequest('Change your own password in Settings.');
  const target = await loadUser(db, id);
  if (!mayAdminister(actor, target.roles)) throw forbidden('Only ADMIN or MD may change an ADMIN or MD user.');
  const password = temporaryPassword();
  const passwordHash = await hashTemporaryPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordMustChange: true, updatedAt: sql`now()`, lastModifiedBy: actor.id })
      .where(eq(users.id, id));
    await endAllSessions(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: 'user.temporary-password', entity: 'user', entityId: id });
  });
  return { temporaryPassword: password };
}
