import type { TContract, TPipelineDashboard, TProposal, TTaskOrder } from '@staffdesk/shared/schemas/contracts';
import { can, type AuthUser } from '../../access';
import { badRequest } from '../../errors';

/** Contract values, ceilings and rates are for those who may see them (not L1, not ADMIN_HEAD). */
export const seesValues = (actor: AuthUser) => can(actor, 'SEE_CONTRACT_VALUES');

/** The answers of this module that carry values, by name. */
interface ValueViews {
  contract: TContract;
  proposal: TProposal;
  taskOrder: TTaskOrder;
  activeContract: TPipelineDashboard['activeContracts'][number];
}

/** The keys of an answer that its schema lets be null: only those can be hidden. */
type NullableKey<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T];

/**
 * What SEE_CONTRACT_VALUES hides, per answer: null for those without it. A proposal's amount becomes its
 * contract's value, so the link between the two is hidden with it; the documents are the priced papers
 * (their downloads refuse the same people: the CONTRACT_DOCUMENT category's readers).
 */
export const HIDDEN_VALUES = {
  contract: ['value', 'ceilingTotal', 'proposalId', 'documents'],
  proposal: ['effortDays', 'rate', 'amount', 'contractId', 'document'],
  taskOrder: ['ceilingValue'],
  activeContract: ['value', 'ceilingTotal'],
} as const satisfies { readonly [V in keyof ValueViews]: readonly NullableKey<ValueViews[V]>[] };

/** The rows as the actor may see them: every answer of the module that carries a value passes through here. */
export function shownValues<V extends keyof ValueViews>(
  actor: AuthUser,
  view: V,
  rows: ValueViews[V][],
): ValueViews[V][] {
  if (seesValues(actor)) return rows;
  const hidden = Object.fromEntries(HIDDEN_VALUES[view].map((key) => [key, null]));
  return rows.map((row) => ({ ...row, ...hidden }) as ValueViews[V]);
}

/** A list sorted by a hidden field would give away its order: refused to those who may not see it. */
export function assertSortShown<V extends keyof ValueViews>(actor: AuthUser, view: V, sort: string): void {
  if (seesValues(actor) || !(HIDDEN_VALUES[view] as readonly string[]).includes(sort)) return;
  throw badRequest(`Sort by another column: the ${sort} is not shown to your roles.`, [
    `sort: ${sort} is not shown to your roles`,
  ]);
}
