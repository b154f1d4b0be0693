import { eq, sql } from 'drizzle-orm';
import type { TProfileUpdate, TUserContext } from '@staffdesk/shared/schemas/users';
import { users } from '../../db/schema/identity';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { AuthUser } from '../../access';
import { notFound } from '../../errors';
import type { UserHooks } from './hooks';
import { withUniqueCheck } from './unique';
import { pictureColumns, profileColumns, toUserContext } from './detail';

/** The caller's own row (users/context, read on every visit): prepared, on the short-read lane. */
const ownUserQuery = preparedQuery((executor) =>
  executor
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

export async function userContext(
  db: Db,
  hooks: Pick<UserHooks, 'memberGrants'>,
  actor: AuthUser,
): Promise<TUserContext> {
  const [[row], memberGrants] = await Promise.all([
    ownUserQuery(db, { id: actor.id }),
    hooks.memberGrants(db, actor.id),
  ]);
  if (!row) throw notFound('No such user.');
  return { ...toUserContext(row), delegatedGrants: [...(actor.delegatedGrants ?? [])], memberGrants };
}

export async function updateOwnProfile(db: Db, actor: AuthUser, update: TProfileUpdate): Promise<TUserContext> {
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
