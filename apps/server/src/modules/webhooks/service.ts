import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TWebhookDelivery,
  TWebhookDeliveryPage,
  TWebhookEndpoint,
  TWebhookEndpointWithSecret,
  TWebhookEvent,
  ZCreateWebhookSchema,
  ZUpdateWebhookSchema,
} from '@staffdesk/shared/schemas/webhooks';
import type { TPageQuery } from '@staffdesk/shared/schemas/common';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import type { AuthUser } from '../../access';
import { badRequest, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { seal } from '../auth/secret-box';
import { webhookUrlProblem } from './address';
import { wakeDeliveries } from './outbox';
import { newWebhookSecret } from './signing';

export interface WebhookDeps {
  db: Db;
  encryptionKey: Buffer;
  allowedHosts: readonly string[];
  catalogue: readonly TWebhookEvent[];
}

const NO_ENDPOINT = 'No webhook endpoint has this id.';
const e = webhookEndpoints;
const d = webhookDeliveries;

/** The newest delivery's status of each endpoint, beside its columns (never the sealed secret). */
const endpointColumns = {
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  active: e.active,
  createdAt: e.createdAt,
  createdBy: e.createdBy,
  // Spelt out: drizzle writes a column of the outer table unqualified inside a subquery.
  lastStatus: sql<TWebhookEndpoint['lastStatus']>`(select last.status from webhook_deliveries last
    where last.endpoint_id = webhook_endpoints.id order by last.id desc limit 1)`,
};

type EndpointRow = Omit<TWebhookEndpoint, 'createdAt'> & { createdAt: Date };
const toEndpoint = (row: EndpointRow): TWebhookEndpoint => ({ ...row, createdAt: row.createdAt.toISOString() });

/** What the audit keeps of an endpoint: never its secret. */
const audited = (row: EndpointRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  active: row.active,
});

function eventsProblem(deps: WebhookDeps, events: readonly string[]): void {
  const known = new Set(deps.catalogue.map((c) => c.type));
  const unknown = events.filter((type) => !known.has(type));
  if (unknown.length > 0)
    throw badRequest(
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is not an event' : 'are not events'} of the catalogue ` +
        '(GET /webhooks/events).',
      unknown.map((type) => `events: ${type} is not in the catalogue.`),
    );
}

async function endpointOf(db: Db, id: number): Promise<EndpointRow> {
  const [row] = await db.select(endpointColumns).from(e).where(eq(e.id, id));
  if (!row) throw notFound(NO_ENDPOINT);
  return row;
}

export async function listWebhooks(db: Db): Promise<{ items: TWebhookEndpoint[] }> {
  const rows = await db.select(endpointColumns).from(e).orderBy(desc(e.id));
  return { items: rows.map(toEndpoint) };
}

export async function createWebhook(
  deps: WebhookDeps,
  actor: AuthUser,
  input: z.output<typeof ZCreateWebhookSchema>,
): Promise<TWebhookEndpointWithSecret> {
  const problem = await webhookUrlProblem(input.url, deps.allowedHosts);
  if (problem) throw badRequest(problem, [`url: ${problem}`]);
  eventsProblem(deps, input.events);
  const secret = newWebhookSecret();
  const id = await deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(e)
      .values({
        url: input.url,
        description: input.description,
        events: [...new Set(input.events)],
        active: input.active,
        sealedSecret: seal(deps.encryptionKey, secret),
        createdBy: actor.id,
      })
      .returning({ id: e.id });
    const after = { url: input.url, description: input.description, events: input.events, active: input.active };
    await writeAudit(tx, { actorId: actor.id, action: 'webhook.create', entity: 'webhook', entityId: made!.id, after });
    return made!.id;
  });
  return { ...toEndpoint(await endpointOf(deps.db, id)), secret };
}

export async function updateWebhook(
  deps: WebhookDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof ZUpdateWebhookSchema>,
): Promise<TWebhookEndpoint> {
  if (input.events) eventsProblem(deps, input.events);
  const before = await endpointOf(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(e)
      .set({ ...input, ...(input.events ? { events: [...new Set(input.events)] } : {}), updatedAt: sql`now()` })
      .where(eq(e.id, id));
    const after = { ...audited(before), ...input };
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'webhook.update',
      entity: 'webhook',
      entityId: id,
      before: audited(before),
      after,
    });
  });
  // Deliveries held while it was off go out now.
  if (input.active) wakeDeliveries();
  return toEndpoint(await endpointOf(deps.db, id));
}

export async function rotateWebhookSecret(
  deps: WebhookDeps,
  actor: AuthUser,
  id: number,
): Promise<TWebhookEndpointWithSecret> {
  const row = await endpointOf(deps.db, id);
  const secret = newWebhookSecret();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(e)
      .set({ sealedSecret: seal(deps.encryptionKey, secret), updatedAt: sql`now()` })
      .where(eq(e.id, id));
    await writeAudit(tx, { actorId: actor.id, action: 'webhook.rotate-secret', entity: 'webhook', entityId: id });
  });
  return { ...toEndpoint(row), secret };
}

export async function deleteWebhook(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(e).where(eq(e.id, id)).returning();
    if (!gone) throw notFound(NO_ENDPOINT);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'webhook.delete',
      entity: 'webhook',
      entityId: id,
      before: { url: gone.url, description: gone.description, events: gone.events, active: gone.active },
    });
  });
}

type DeliveryRow = typeof d.$inferSelect;
const toDelivery = (row: DeliveryRow): TWebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  eventId: row.eventId,
  type: row.type,
  payload: row.payload,
  status: row.status as TWebhookDelivery['status'],
  attempts: row.attempts,
  responseCode: row.responseCode,
  error: row.error,
  // A delivered or failed one waits for nothing.
  nextAttemptAt: row.status === 'PENDING' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function deliveriesOf(db: Db, id: number, query: TPageQuery): Promise<TWebhookDeliveryPage> {
  await endpointOf(db, id);
  const where = eq(d.endpointId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(d)
      .where(where)
      .orderBy(desc(d.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return { items: rows.map(toDelivery), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A new delivery of the same event (same webhook-id and body), so that the log keeps the first one as it was. */
export async function replayDelivery(db: Db, actor: AuthUser, id: number): Promise<TWebhookDelivery> {
  const row = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(d).where(eq(d.id, id));
    if (!original) throw notFound('No delivery has this id.');
    const [copy] = await tx
      .insert(d)
      .values({
        endpointId: original.endpointId,
        eventId: original.eventId,
        type: original.type,
        payload: original.payload,
      })
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'webhook.replay',
      entity: 'webhook',
      entityId: original.endpointId,
      after: { delivery: copy!.id, of: original.id, eventId: original.eventId },
    });
    return copy!;
  });
  wakeDeliveries();
  return toDelivery(row);
}
