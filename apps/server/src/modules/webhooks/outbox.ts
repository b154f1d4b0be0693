import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';

/**
 * What wakes each running server's delivery job: a change that queued an event asks for a run shortly after, when
 * its transaction has committed; the job's schedule (each minute) sends whatever a wake missed.
 */
const wakers = new Set<() => void>();
const WAKE_AFTER_MS = 200;
let waking: NodeJS.Timeout | undefined;

export function addWaker(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function wakeDeliveries(): void {
  waking ??= setTimeout(() => {
    waking = undefined;
    for (const wake of wakers) wake();
  }, WAKE_AFTER_MS).unref();
}

/**
 * The outbox: one delivery for each active endpoint that chose `type`, written in the caller's transaction so
 * that an event is sent if and only if its change commits. Nothing is sent here: the delivery job sends it, so a
 * slow or failing endpoint never slows or fails the change. The `webhook-id` is the event's, shared by endpoints.
 */
export async function queueWebhookEvent(tx: Executor, type: string, data: unknown): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [type])));
  if (endpoints.length === 0) return;
  const eventId = `msg_${randomUUID().replaceAll('-', '')}`;
  const payload = { type, timestamp: new Date().toISOString(), data };
  await tx.insert(webhookDeliveries).values(endpoints.map(({ id }) => ({ endpointId: id, eventId, type, payload })));
  wakeDeliveries();
}
