import { and, desc, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '@staffdesk/shared/roles';
import { uiPath } from '@staffdesk/shared/routes';
import type {
  FlashSeverity,
  FlashStatus,
  TActiveFlash,
  TFlash,
  ZFlashRequestSchema,
} from '@staffdesk/shared/schemas/flashes';
import { flashes } from '../../db/schema/flashes';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { notify, sendPush } from '../notifications/service';
import type { PushSender } from '../notifications/push';
import { activeUsers } from '../users/people';
import { userNameSql } from '../users/full-name';

type FlashInput = z.output<typeof ZFlashRequestSchema>;

/** Where a flash stands against the database's clock. */
const statusSql = sql<FlashStatus>`case when now() < ${flashes.visibleFrom} then 'SCHEDULED' when now() < ${flashes.visibleUntil} then 'LIVE' else 'ENDED' end`;

const listColumns = { ...getTableColumns(flashes), status: statusSql, createdByName: userNameSql(flashes.createdBy) };

type Row = typeof flashes.$inferSelect & { status: FlashStatus; createdByName: string | null };

function toFlash(row: Row): TFlash {
  return {
    id: row.id,
    message: row.message,
    severity: row.severity as FlashSeverity,
    visibleFrom: row.visibleFrom.toISOString(),
    visibleUntil: row.visibleUntil.toISOString(),
    audience: row.audience as Role[],
    status: row.status,
    createdBy: row.createdByName ?? 'Someone',
    createdAt: row.createdAt.toISOString(),
  };
}

async function oneFlash(tx: Executor, id: number): Promise<TFlash> {
  const [row] = await tx.select(listColumns).from(flashes).where(eq(flashes.id, id));
  if (!row) throw notFound('No such flash.');
  return toFlash(row);
}

/** The active users a flash is for: everyone, or those holding one of its roles. */
async function audienceOf(tx: Executor, audience: readonly string[], except: number): Promise<number[]> {
  const users = await activeUsers(tx);
  return users
    .filter((u) => u.id !== except && (audience.length === 0 || u.roles.some((r) => audience.includes(r))))
    .map((u) => u.id);
}

const SEVERITY_WORD: Record<FlashSeverity, string> = { INFO: 'Announcement', WARNING: 'Important', CRITICAL: 'Urgent' };

/** Every flash, the latest first: the list of those who publish them. */
export async function listFlashes(db: Db): Promise<TFlash[]> {
  const rows = await db.select(listColumns).from(flashes).orderBy(desc(flashes.visibleFrom), desc(flashes.id));
  return rows.map(toFlash);
}

/** Live now, for everyone or one of the caller's roles; CRITICAL first, then the latest. */
export async function activeFlashes(db: Db, actor: AuthUser): Promise<TActiveFlash[]> {
  const rows = await db
    .select({
      id: flashes.id,
      message: flashes.message,
      severity: flashes.severity,
      visibleFrom: flashes.visibleFrom,
      visibleUntil: flashes.visibleUntil,
    })
    .from(flashes)
    .where(
      and(
        lte(flashes.visibleFrom, sql`now()`),
        gt(flashes.visibleUntil, sql`now()`),
        sql`(cardinality(${flashes.audience}) = 0 or ${flashes.audience} && ${sql.param(actor.roles)}::text[])`,
      ),
    )
    .orderBy(
      sql`case ${flashes.severity} when 'CRITICAL' then 0 when 'WARNING' then 1 else 2 end`,
      desc(flashes.visibleFrom),
      desc(flashes.id),
    )
    .limit(20);
  return rows.map((r) => ({
    ...r,
    severity: r.severity as FlashSeverity,
    visibleFrom: r.visibleFrom.toISOString(),
    visibleUntil: r.visibleUntil.toISOString(),
  }));
}

/** A new flash, and a notification (in-app and push) to each user it is for. */
export async function createFlash(
  { db, push }: { db: Db; push: PushSender },
  actor: AuthUser,
  input: FlashInput,
): Promise<TFlash> {
  const { flash, notified } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(flashes)
      .values({
        ...input,
        visibleFrom: new Date(input.visibleFrom),
        visibleUntil: new Date(input.visibleUntil),
        createdBy: actor.id,
      })
      .returning();
    await writeAudit(tx, { actorId: actor.id, action: 'flash.create', entity: 'flash', entityId: row!.id, after: row });
    const recipients = await audienceOf(tx, input.audience, actor.id);
    const notified = await notify(tx, recipients, {
      title: SEVERITY_WORD[input.severity],
      body: input.message,
      link: uiPath('/ui/dashboard'),
      kind: 'ANNOUNCEMENTS',
    });
    return { flash: await oneFlash(tx, row!.id), notified };
  });
  await sendPush(db, push, notified);
  return flash;
}

export async function updateFlash(db: Db, actor: AuthUser, id: number, input: FlashInput): Promise<TFlash> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(flashes).where(eq(flashes.id, id)).for('update');
    if (!before) throw notFound('No such flash.');
    const [after] = await tx
      .update(flashes)
      .set({
        ...input,
        visibleFrom: new Date(input.visibleFrom),
        visibleUntil: new Date(input.visibleUntil),
        updatedAt: sql`now()`,
      })
      .where(eq(flashes.id, id))
      .returning();
    await writeAudit(tx, { actorId: actor.id, action: 'flash.update', entity: 'flash', entityId: id, before, after });
    return oneFlash(tx, id);
  });
}

/** Ends a flash now; a scheduled one ends before it starts (its window closes at once). */
export async function endFlash(db: Db, actor: AuthUser, id: number): Promise<TFlash> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ...getTableColumns(flashes), status: statusSql })
      .from(flashes)
      .where(eq(flashes.id, id))
      .for('update');
    if (!before) throw notFound('No such flash.');
    if (before.status === 'ENDED') throw conflict('The flash has ended already.');
    const [after] = await tx
      .update(flashes)
      .set({
        visibleFrom: sql`least(${flashes.visibleFrom}, now() - interval '1 millisecond')`,
        visibleUntil: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(flashes.id, id))
      .returning();
    await writeAudit(tx, { actorId: actor.id, action: 'flash.end', entity: 'flash', entityId: id, before, after });
    return oneFlash(tx, id);
  });
}

export async function removeFlash(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(flashes).where(eq(flashes.id, id)).returning();
    if (!before) throw notFound('No such flash.');
    await writeAudit(tx, { actorId: actor.id, action: 'flash.delete', entity: 'flash', entityId: id, before });
  });
}
