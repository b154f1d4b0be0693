import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind, TNotification, TNotificationPage } from '@staffdesk/shared/schemas/notifications';
import { pushSubscriptions, userNotifications } from '../../db/schema/notifications';
import type { Db, Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { AuthUser } from '../../access';
import { notFound } from '../../errors';
import type { PushSender } from './push';
import { choicesFor, pushOff } from './preferences';

export const NOTIFICATION_CHANNEL = 'staffdesk_notifications';

export interface NotificationMessage {
  title: string;
  body: string;
  image?: string | null;
  link?: string | null;
  /** Which of the recipients' preferences apply; OTHER when not given. */
  kind?: NotificationKind;
  /** The request a DECISIONS notification asks to decide: its email carries approve and reject links. */
  decide?: { entity: string; id: number };
}

const EMAIL_STATE = { NONE: null, INSTANT: 'PENDING', DIGEST: 'DIGEST' } as const;

type Row = typeof userNotifications.$inferSelect;

export function toNotification(row: Row): TNotification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    image: row.image,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Writes notifications in the caller's transaction and NOTIFYs them, which PostgreSQL delivers on commit to every
 * server process for its open tabs. Each is marked for email as its recipient chose for its kind, so that the email
 * job sends only what committed (an outbox). Returns the rows for Web Push after the commit.
 */
export async function notify(
  tx: Executor,
  recipients: readonly number[],
  message: NotificationMessage,
): Promise<Row[]> {
  const unique = [...new Set(recipients)];
  if (unique.length === 0) return [];
  const kind = message.kind ?? 'OTHER';
  const choices = await choicesFor(tx, unique, kind);
  const rows = await tx
    .insert(userNotifications)
    .values(
      unique.map((userId) => ({
        userId,
        title: message.title.slice(0, 200),
        body: message.body.slice(0, 1000),
        image: message.image ?? null,
        link: message.link ?? null,
        kind,
        email: EMAIL_STATE[choices.get(userId)!.email],
        requestEntity: message.decide?.entity ?? null,
        requestId: message.decide?.id ?? null,
      })),
    )
    .returning();
  for (const row of rows) {
    await tx.execute(
      sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ userId: row.userId, notification: toNotification(row) })})`,
    );
  }
  return rows;
}

/**
 * To every browser the recipients registered, but for kinds whose push they turned off; subscriptions the push
 * service calls gone are forgotten.
 */
export async function sendPush(db: Db, push: PushSender, notified: readonly Row[]): Promise<void> {
  if (notified.length === 0) return;
  const off = await pushOff(db, [...new Set(notified.map((r) => r.userId))]);
  const rows = notified.filter((r) => !off.has(`${r.userId}:${r.kind}`));
  if (rows.length === 0) return;
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(rows.map((r) => r.userId))]));
  const gone: number[] = [];
  await Promise.all(
    rows.flatMap((row) =>
      subscriptions
        .filter((s) => s.userId === row.userId)
        .map(async (s) => {
          const payload = {
            notification: { title: row.title, body: row.body, ...(row.image ? { image: row.image } : {}) },
            data: { id: row.id, link: row.link },
          };
          if ((await push.send(s.token, payload)) === 'gone') gone.push(s.id);
        }),
    ),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
}

// Read on every page load, prepared (db/prepared.ts). A page carries its total and the unread count: one round
// trip.
const mine = eq(userNotifications.userId, sql.placeholder('userId'));
const mineUnread = and(mine, isNull(userNotifications.readAt));
const countOf = (where: SQL | undefined) =>
  sql<number>`(select count(*) from ${userNotifications} where ${where})`.mapWith(Number);
const pageOf = (where: SQL | undefined) =>
  preparedQuery((executor) =>
    executor
      .select({ ...getTableColumns(userNotifications), total: countOf(where), unread: countOf(mineUnread) })
      .from(userNotifications)
      .where(where)
      .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
const totalsOf = (where: SQL | undefined) =>
  preparedQuery((executor) =>
    executor.select({ total: countOf(where), unread: countOf(mineUnread) }).from(sql`(select 1) one`),
  );
const reads = {
  page: pageOf(mine),
  unreadPage: pageOf(mineUnread),
  totals: totalsOf(mine),
  unreadTotals: totalsOf(mineUnread),
};

export async function unreadCount(db: Db, actor: AuthUser): Promise<number> {
  const [row] = await reads.unreadTotals(db, { userId: actor.id });
  return row?.unread ?? 0;
}

export async function notificationPage(
  db: Db,
  actor: AuthUser,
  query: { page: number; pageSize: number; unreadOnly?: boolean },
): Promise<TNotificationPage> {
  const userId = actor.id;
  const rows = await (query.unreadOnly ? reads.unreadPage : reads.page)(db, {
    userId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  // A page past the end has no row to carry the counts.
  const totals = rows[0] ?? (await (query.unreadOnly ? reads.unreadTotals : reads.totals)(db, { userId }))[0];
  return {
    items: rows.map(toNotification),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    unread: totals?.unread ?? 0,
  };
}

export async function markRead(db: Db, actor: AuthUser, id: number): Promise<TNotification> {
  const [row] = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, actor.id)))
    .returning();
  if (!row) throw notFound('No such notification.');
  return toNotification(row);
}

export async function markAllRead(db: Db, actor: AuthUser): Promise<number> {
  const rows = await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(userNotifications.userId, actor.id), isNull(userNotifications.readAt)))
    .returning({ id: userNotifications.id });
  return rows.length;
}
