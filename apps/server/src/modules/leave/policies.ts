import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { leavePolicies } from '../../db/schema/leave';
import type { Executor } from '../../db/client';

export type LeavePolicyRow = typeof leavePolicies.$inferSelect;

/** The version of a type's policy in force on a date: the latest one effective by then; none, no rules apply. */
export async function policyOn(
  executor: Executor,
  typeCode: string,
  date: string,
): Promise<LeavePolicyRow | undefined> {
  const [row] = await executor
    .select()
    .from(leavePolicies)
    .where(and(eq(leavePolicies.typeCode, typeCode), lte(leavePolicies.effectiveFrom, date)))
    .orderBy(desc(leavePolicies.effectiveFrom))
    .limit(1);
  return row;
}

/** Every type's version in force on a date, by type code; a type with none is left out. */
export async function policiesInForce(executor: Executor, date: string): Promise<Map<string, LeavePolicyRow>> {
  const rows = await executor
    .selectDistinctOn([leavePolicies.typeCode])
    .from(leavePolicies)
    .where(lte(leavePolicies.effectiveFrom, date))
    .orderBy(asc(leavePolicies.typeCode), desc(leavePolicies.effectiveFrom));
  return new Map(rows.map((r) => [r.typeCode, r]));
}
