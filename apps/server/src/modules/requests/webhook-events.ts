import type { Tx } from '../../db/client';
import type { WebhookFamily } from '../webhooks/catalogue';
import { queueWebhookEvent } from '../webhooks/outbox';
import type { ServerRequestFamily } from './family';

/** A family's events are named by its API path: `employee-event-request.created` (issue 45). */
export function webhookFamilyOf(family: Pick<ServerRequestFamily, 'declaration'>): WebhookFamily {
  return { name: family.declaration.base.replace(/^\//, ''), noun: family.declaration.noun };
}

/** One place queues every family's lifecycle events, in the transaction of the change. */
export async function queueRequestEvent(
  tx: Tx,
  family: Pick<ServerRequestFamily, 'declaration'>,
  action: 'created' | 'approved' | 'rejected' | 'cancelled',
  row: { id: number; status: string; employeeId: number },
  actorId: number,
): Promise<void> {
  const { name } = webhookFamilyOf(family);
  await queueWebhookEvent(tx, `${name}.${action}`, {
    family: name,
    id: row.id,
    status: row.status,
    employeeId: row.employeeId,
    actorId,
    request: row,
  });
}
