import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { open } from '../auth/secret-box';
import { sendWebhook, type SendOutcome } from './send';
import { webhookSignature } from './signing';

/** The first attempt and the retries after it: with 60 s, the last is tried about two hours after the first. */
export const MAX_ATTEMPTS = 8;
/** A claimed delivery is not claimed again meanwhile, should its server stop before recording the attempt. */
const CLAIM_MINUTES = 5;
const BATCH = 10;
/** A run sends at most this many; the next run sends the rest. */
const RUN_LIMIT = 500;

export interface DeliveryDeps {
  db: Db;
  encryptionKey: Buffer;
  allowedHosts: readonly string[];
  retrySeconds: number;
}

type Claimed = typeof webhookDeliveries.$inferSelect;

/** The due deliveries of active endpoints, claimed by pushing their next attempt on. */
async function claimDue(db: Db): Promise<Claimed[]> {
  const d = webhookDeliveries;
  const due = db
    .select({ id: d.id })
    .from(d)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, d.endpointId))
    .where(and(eq(d.status, 'PENDING'), lte(d.nextAttemptAt, sql`now()`), eq(webhookEndpoints.active, true)))
    .orderBy(d.nextAttemptAt, d.id)
    .limit(BATCH)
    .for('update', { of: d, skipLocked: true });
  return db
    .update(d)
    .set({ nextAttemptAt: sql`now() + make_interval(mins => ${CLAIM_MINUTES})` })
    .where(inArray(d.id, due))
    .returning();
}

/** What the log says of a failed attempt. */
function failureOf(outcome: SendOutcome): string {
  if ('error' in outcome) return outcome.error.slice(0, 500);
  if (outcome.status >= 300 && outcome.status < 400)
    return `Answered ${outcome.status}, a redirect${outcome.location ? ` to ${outcome.location.slice(0, 300)}` : ''}, which is not followed.`;
  return `Answered ${outcome.status}.`;
}

async function attempt(deps: DeliveryDeps, delivery: Claimed, endpoint: { url: string; sealedSecret: string }) {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  let outcome: SendOutcome;
  try {
    const secret = open(deps.encryptionKey, endpoint.sealedSecret);
    outcome = await sendWebhook(
      endpoint.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Staffdesk-Webhooks/1',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(secret, delivery.eventId, timestamp, body),
      },
      body,
      deps.allowedHosts,
    );
  } catch {
    // A secret sealed with another ENCRYPTION_KEY: recorded as the attempt's failure, not the job's.
    outcome = { error: 'The signing secret cannot be read with this server’s ENCRYPTION_KEY: rotate the secret.' };
  }
  const attempts = delivery.attempts + 1;
  const code = 'status' in outcome ? outcome.status : null;
  const delivered = code !== null && code >= 200 && code < 300;
  const last = !delivered && attempts >= MAX_ATTEMPTS;
  const retryIn = deps.retrySeconds * 2 ** (attempts - 1);
  await deps.db
    .update(webhookDeliveries)
    .set({
      attempts,
      status: delivered ? 'DELIVERED' : last ? 'FAILED' : 'PENDING',
      responseCode: code,
      error: delivered ? null : failureOf(outcome),
      lastAttemptAt: sql`now()`,
      nextAttemptAt: delivered || last ? null : sql`now() + make_interval(secs => ${retryIn})`,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
}

/** The delivery job's run: every due delivery, a batch at a time, each attempt recorded on its row; counts attempts. */
export async function deliverDue(deps: DeliveryDeps): Promise<{ items: number }> {
  let items = 0;
  while (items < RUN_LIMIT) {
    const batch = await claimDue(deps.db);
    if (batch.length === 0) break;
    const endpoints = await deps.db
      .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, sealedSecret: webhookEndpoints.sealedSecret })
      .from(webhookEndpoints)
      .where(
        inArray(
          webhookEndpoints.id,
          batch.map((d) => d.endpointId),
        ),
      );
    const byId = new Map(endpoints.map((e) => [e.id, e]));
    // An endpoint removed since the claim took its deliveries with it.
    const kept = batch.filter((d) => byId.has(d.endpointId));
    await Promise.all(kept.map((d) => attempt(deps, d, byId.get(d.endpointId)!)));
    items += batch.length;
  }
  return { items };
}
