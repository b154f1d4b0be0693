import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type EmailChoice,
  type NotificationKind,
  type TNotificationPreference,
  type TNotificationPreferences,
} from '@staffdesk/shared/schemas/notifications';
import { notificationPreferences } from '../../db/schema/notifications';
import type { Db, Executor } from '../../db/client';
import { badRequest } from '../../errors';

type Choice = Pick<TNotificationPreference, 'push' | 'email'>;

/** A kind nobody chose for: what to decide and what was decided come by email, the rest stays in the app and push. */
export const DEFAULT_PREFERENCES: Record<NotificationKind, Choice> = {
  DECISIONS: { push: true, email: 'INSTANT' },
  MY_REQUESTS: { push: true, email: 'INSTANT' },
  ANNOUNCEMENTS: { push: true, email: 'NONE' },
  OTHER: { push: true, email: 'NONE' },
};

/** Each recipient's choice for one kind, defaults filled in. */
export async function choicesFor(
  executor: Executor,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<Map<number, Choice>> {
  const p = notificationPreferences;
  const rows =
    userIds.length === 0
      ? []
      : await executor
          .select({ userId: p.userId, push: p.push, email: p.email })
          .from(p)
          .where(and(eq(p.kind, kind), inArray(p.userId, [...userIds])));
  const stored = new Map(rows.map((r) => [r.userId, { push: r.push, email: r.email as EmailChoice }]));
  return new Map(userIds.map((id) => [id, stored.get(id) ?? DEFAULT_PREFERENCES[kind]]));
}

/** Pairs of recipient and kind whose push is off. */
export async function pushOff(executor: Executor, userIds: readonly number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const p = notificationPreferences;
  const rows = await executor
    .select({ userId: p.userId, kind: p.kind })
    .from(p)
    .where(and(eq(p.push, false), inArray(p.userId, [...userIds])));
  return new Set(rows.map((r) => `${r.userId}:${r.kind}`));
}

/** Without email on this server every kind shows NONE, whatever was stored while it had it. */
export async function preferencesOf(
  db: Executor,
  userId: number,
  emailAvailable: boolean,
): Promise<TNotificationPreferences> {
  const choices = await Promise.all(NOTIFICATION_KINDS.map((kind) => choicesFor(db, [userId], kind)));
  return {
    emailAvailable,
    items: NOTIFICATION_KINDS.map((kind, i) => {
      const choice = choices[i]!.get(userId)!;
      return { kind, push: choice.push, email: emailAvailable ? choice.email : 'NONE' };
    }),
  };
}

export async function savePreferences(
  db: Db,
  userId: number,
  items: readonly TNotificationPreference[],
  emailAvailable: boolean,
): Promise<TNotificationPreferences> {
  const emailed = items.findIndex((item) => item.email !== 'NONE');
  if (!emailAvailable && emailed >= 0)
    throw badRequest('This server sends no email: choose NONE for email.', [
      `items.${emailed}.email: this server sends no email; choose NONE`,
    ]);
  const p = notificationPreferences;
  await db
    .insert(p)
    .values(items.map((item) => ({ userId, kind: item.kind, push: item.push, email: item.email })))
    .onConflictDoUpdate({
      target: [p.userId, p.kind],
      set: { push: sql`excluded.push`, email: sql`excluded.email`, updatedAt: sql`now()` },
    });
  return preferencesOf(db, userId, emailAvailable);
}
