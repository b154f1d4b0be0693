import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import type { Executor } from '../../db/client';
import { fullName } from './full-name';

/** A user's full name, for the words of a notification; "Someone" for a user who is gone. */
export async function userName(tx: Executor, userId: number): Promise<string> {
  const [u] = await tx.select({ firstname: users.firstname, middlename: users.middlename, lastname: users.lastname }).from(users).where(eq(users.id, userId));
  return u ? fullName(u) : 'Someone';
}

/** Every active user with their roles: whom a new request is told to (by the permission or ability they hold). */
export async function activeUsers(tx: Executor): Promise<{ id: number; roles: string[] }[]> {
  return tx.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.isActive, true));
}
