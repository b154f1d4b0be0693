import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import type { Executor } from '../../db/client';
import { fullName } from './full-name';

/** Users' full names by id, read in one statement; a user who is gone is missing from the map. */
export async function userNames(tx: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, firstname: users.firstname, middlename: users.middlename, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}

/** A user's full name, for the words of a notification; "Someone" for a user who is gone. */
export async function userName(tx: Executor, userId: number): Promise<string> {
  return (await userNames(tx, [userId])).get(userId) ?? 'Someone';
}

/** Every active user with their roles: whom a new request is told to (by the permission or ability they hold). */
export async function activeUsers(tx: Executor): Promise<{ id: number; roles: string[] }[]> {
  return tx.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.isActive, true));
}

/** Whether a user exists and is active: whom a record may name as its owner. */
export async function isActiveUser(tx: Executor, userId: number): Promise<boolean> {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return u !== undefined;
}

/** Those of some users who are active, with their roles: for a form that names people (a project's manager and members). */
export async function activeUsersAmong(
  tx: Executor,
  ids: readonly number[],
): Promise<{ id: number; roles: string[] }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isActive, true)));
}

/** The work email and name of those of some users who are active: whom an email notification goes to. */
export async function mailContacts(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, { email: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      middlename: users.middlename,
      lastname: users.lastname,
    })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.isActive, true)));
  return new Map(rows.map((u) => [u.id, { email: u.email, name: fullName(u) }]));
}
