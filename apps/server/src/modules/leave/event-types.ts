import { EVENT_TYPES } from '@staffdesk/shared/schemas/leave';
import { eventTypes } from '../../db/schema/leave';
import type { Executor } from '../../db/client';

/** Leave types and work from home, with their yearly allotments; added when missing, never overwritten. */
export async function ensureEventTypes(tx: Executor): Promise<void> {
  await tx
    .insert(eventTypes)
    .values(EVENT_TYPES.map((t, i) => ({ ...t, sortOrder: i + 1 })))
    .onConflictDoNothing({ target: eventTypes.code });
}
