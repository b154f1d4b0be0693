import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/notifications';
import type { Db } from '../../db/client';

/** A token belongs to the browser's current user: registering it again moves it to them. */
export async function registerPushToken(
  db: Db,
  userId: number,
  token: string,
  userAgent: string | undefined,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, token, userAgent: userAgent?.slice(0, 500) ?? null })
    .onConflictDoUpdate({
      target: pushSubscriptions.token,
      set: { userId, userAgent: userAgent?.slice(0, 500) ?? null },
    });
}

export async function removePushToken(db: Db, userId: number, token: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.token, token)));
}
