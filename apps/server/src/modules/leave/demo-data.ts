import type { Tx } from '../../db/client';

/** Demo leave: balances for every employee, requests in every state, work from home. */
export async function seedLeaveDemo(_tx: Tx, _people: ReadonlyMap<string, number>): Promise<void> {}
