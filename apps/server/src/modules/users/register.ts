import type { z } from 'zod';
import type { TRegisteredUser, ZRegisterUserRequestSchema } from '@staffdesk/shared/schemas/users';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import { users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest } from '../../errors';
import { writeAudit } from '../audit/service';
import { queueWebhookEvent } from '../webhooks/outbox';
import { userEvent } from './webhook-events';
import { hashPassword, hashTemporaryPassword, temporaryPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/password-policy';
import { withUniqueCheck } from './unique';
import type { UserHooks } from './hooks';
import { assertManager, assertMayGrant, employeeColumns, profileColumns, withManagerName } from './detail';

/** HR's registration of one person (and create-admin's of the first): a user with an employee record, told to the hooks as a joiner. */
export async function registerUser(
  db: Db,
  hooks: UserHooks,
  actor: AuthUser,
  input: z.output<typeof ZRegisterUserRequestSchema>,
): Promise<TRegisteredUser> {
  assertMayGrant(actor, input.userRoleList);
  const problem =
    input.password &&
    passwordProblem(input.password, {
      username: input.username,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.userEmailId,
    });
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
          ...employeeColumns({
            designation: input.designation,
            department: input.department,
            dateOfJoining: input.dateOfJoining,
            reportingManagerId: input.reportingManagerId,
          }),
          ...(input.officeStart ? { officeStart: input.officeStart } : {}),
          ...(input.officeEnd ? { officeEnd: input.officeEnd } : {}),
          timeZone,
          ...(input.workLocation
            ? {
                workLatitude: input.workLocation.latitude,
                workLongitude: input.workLocation.longitude,
                workRadiusMeters: input.workLocation.radiusMeters ?? null,
              }
            : {}),
        })
        .returning();
      await hooks.joined(tx, [{ employeeId: user!.id, dateOfJoining: input.dateOfJoining, today: todayIn(timeZone) }]);
      const detail = await withManagerName(tx, user!, employee!);
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'user.register',
        entity: 'user',
        entityId: user!.id,
        after: detail,
      });
      await queueWebhookEvent(tx, 'user.created', userEvent(user!));
      return { ...detail, temporaryPassword: made };
    }),
  );
}
