import type { Executor } from '../../db/client';

/** Leave types and work from home, with their yearly allotments; added when missing, never overwritten. */
export async function ensureEventTypes(_tx: Executor): Promise<void> {}
