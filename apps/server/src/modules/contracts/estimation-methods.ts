import { estimationMethods } from '../../db/schema/contracts';
import type { Executor } from '../../db/client';

/** The methods of DOMAIN.md; the person-day ones compute a proposal's amount from effort × rate. */
const METHODS: readonly [code: string, label: string, computesAmount: boolean][] = [
  ['FIXED_PRICE', 'Fixed Price', false],
  ['TIME_AND_MATERIAL', 'Time and Material', true],
  ['FUNCTION_POINTS', 'Function Points', false],
  ['PERSON_MONTHS', 'Person Months', true],
  ['RETAINER', 'Retainer', false],
];

/** Adds the estimation methods that are missing; those there (and edits to them) stay. */
export async function ensureEstimationMethods(db: Executor): Promise<void> {
  await db
    .insert(estimationMethods)
    .values(METHODS.map(([code, label, computesAmount], i) => ({ code, label, computesAmount, sortOrder: i + 1 })))
    .onConflictDoNothing();
}
