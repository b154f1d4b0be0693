import { desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FeedPostStatus, TFeedPost, ZFeedPostRequestSchema } from '@staffdesk/shared/schemas/feeds';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { uiPath } from '@staffdesk/shared/routes';
import { feedPosts } from '../../db/schema/feeds';
import type { Db, Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { can, type AuthUser } from '../../access';
import { forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { attachFile, attachedFiles, deleteFiles, removeStoredBytes } from '../files/service';
import { notify, sendPush } from '../notifications/service';
import { activeUsers } from '../users/people';
import { userNameSql } from '../users/full-name';

type PostInput = z.output<typeof ZFeedPostRequestSchema>;

const statusSql = sql<FeedPostStatus>`case when ${feedPosts.publishedAt} <= now() then 'PUBLISHED' else 'SCHEDULED' end`;
const columns = { ...getTableColumns(feedPosts), status: statusSql, author: userNameSql(feedPosts.authorId) };
type Row = typeof feedPosts.$inferSelect & { status: FeedPostStatus; author: string | null };

const IMAGE = { entity: 'feed', category: 'FEED_IMAGE' } as const;

async function toPosts(tx: Executor, rows: readonly Row[]): Promise<TFeedPost[]> {
  const images = await attachedFiles(tx, { ...IMAGE, entityIds: rows.filter((r) => r.imageFileId).map((r) => r.id) });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    image: (images.get(String(r.id)) ?? []).find((f: TUploadedFile) => f.id === r.imageFileId) ?? null,
    pinned: r.pinned,
    publishedAt: r.publishedAt.toISOString(),
    status: r.status,
    author: r.author ?? 'Someone',
    updatedAt: r.updatedAt.toISOString(),
  }));
}

async function onePost(tx: Executor, id: number): Promise<TFeedPost> {
  const [row] = await tx.select(columns).from(feedPosts).where(eq(feedPosts.id, id));
  if (!row) throw notFound('No such post.');
  return (await toPosts(tx, [row]))[0]!;
}

/**
 * The image of a new or changed post: the new upload attached, any other deleted with the change. Gives the
 * ids of the files deleted, whose bytes go once the transaction has committed.
 */
async function setImage(
  tx: Executor,
  actor: AuthUser,
  postId: number,
  imageFileId: string | null,
  current: string | null,
): Promise<string[]> {
  const record = { ...IMAGE, entityId: postId };
  if (imageFileId && imageFileId !== current)
    await attachFile(tx, { ...record, fileId: imageFileId, ownerId: actor.id, field: 'imageFileId' });
  return deleteFiles(tx, imageFileId ? { ...record, keep: imageFileId } : record);
}

/** Pinned first, then the newest; published ones only, unless a feed manager asks for the scheduled too. */
export async function feedPage(db: Db, actor: AuthUser, query: { page: number; pageSize: number; scheduled: boolean }) {
  if (query.scheduled && !can(actor, 'MANAGE_FEEDS'))
    throw forbidden('Only feed managers (MANAGE_FEEDS) see posts not yet published.');
  const where = query.scheduled ? undefined : lte(feedPosts.publishedAt, sql`now()`);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(feedPosts)
      .where(where)
      .orderBy(desc(feedPosts.pinned), desc(feedPosts.publishedAt), desc(feedPosts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(feedPosts)
      .where(where),
  ]);
  return { items: await toPosts(db, rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A new post; when it is published now, everyone else is told (in the app and by push). */
export async function createPost(
  { db, push }: Pick<AppDeps, 'db' | 'push'>,
  actor: AuthUser,
  input: PostInput,
): Promise<TFeedPost> {
  const { post, notified } = await db.transaction(async (tx) => {
    const { imageFileId, publishAt, ...fields } = input;
    const [row] = await tx
      .insert(feedPosts)
      .values({ ...fields, imageFileId, authorId: actor.id, publishedAt: publishAt ? new Date(publishAt) : sql`now()` })
      .returning();
    await setImage(tx, actor, row!.id, imageFileId, null);
    await writeAudit(tx, { actorId: actor.id, action: 'feed.create', entity: 'feed', entityId: row!.id, after: row });
    const post = await onePost(tx, row!.id);
    if (post.status !== 'PUBLISHED') return { post, notified: [] };
    const everyone = (await activeUsers(tx)).map((u) => u.id).filter((id) => id !== actor.id);
    const notified = await notify(tx, everyone, {
      title: 'New post',
      body: input.title,
      link: uiPath('/ui/dashboard'),
      kind: 'ANNOUNCEMENTS',
    });
    return { post, notified };
  });
  await sendPush(db, push, notified);
  return post;
}

/** A post changed; an image it no longer shows is deleted with the change. */
export async function updatePost(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  actor: AuthUser,
  id: number,
  input: PostInput,
): Promise<TFeedPost> {
  const { post, deleted } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedPosts).where(eq(feedPosts.id, id)).for('update');
    if (!before) throw notFound('No such post.');
    const { imageFileId, publishAt, ...fields } = input;
    const deleted = await setImage(tx, actor, id, imageFileId, before.imageFileId);
    const [after] = await tx
      .update(feedPosts)
      .set({
        ...fields,
        imageFileId,
        ...(publishAt ? { publishedAt: new Date(publishAt) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(feedPosts.id, id))
      .returning();
    await writeAudit(tx, { actorId: actor.id, action: 'feed.update', entity: 'feed', entityId: id, before, after });
    return { post: await onePost(tx, id), deleted };
  });
  await removeStoredBytes(storage, deleted);
  return post;
}

/** A post deleted, and its image with it. */
export async function removePost(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  actor: AuthUser,
  id: number,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx.delete(feedPosts).where(eq(feedPosts.id, id)).returning();
    if (!before) throw notFound('No such post.');
    await writeAudit(tx, { actorId: actor.id, action: 'feed.delete', entity: 'feed', entityId: id, before });
    return deleteFiles(tx, { ...IMAGE, entityId: id });
  });
  await removeStoredBytes(storage, deleted);
}
