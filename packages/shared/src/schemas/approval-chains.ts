import { z } from 'zod';
import type { Deciders } from '../access';
import { ROLES, ROLE_LABELS, rolesGranting, type Role } from '../roles';
import { SELF_SERVICE_APPROVERS } from '../routes';

/**
 * A chain adds later steps to a family's first, each taken when its condition on the request's fields holds.
 * A request keeps its later deciders from the moment it is made, so that a change of the rules never moves a
 * request already on its way.
 */
export const MANAGERS_MANAGER = 'MANAGERS_MANAGER';
export const CHAIN_DECIDERS = [MANAGERS_MANAGER, ...ROLES] as const;
export type ChainDecider = (typeof CHAIN_DECIDERS)[number];
export const ZChainDeciderSchema = z.enum(CHAIN_DECIDERS, { error: 'Choose who decides this step.' });

export const chainDeciderLabel = (decider: string): string =>
  decider === MANAGERS_MANAGER ? "Manager's manager" : (ROLE_LABELS[decider as Role] ?? decider);

/** A permission's family admits nobody but its holders to its decision endpoints and approvals screen. */
export function chainDeciderChoices(deciders: Deciders): ChainDecider[] {
  if (deciders.kind === 'reporting-manager') return [MANAGERS_MANAGER, ...SELF_SERVICE_APPROVERS];
  if (deciders.kind === 'permission') return rolesGranting(deciders.permission);
  return [];
}

export const CHAIN_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq'] as const;
export type ChainOperator = (typeof CHAIN_OPERATORS)[number];
export const CHAIN_OPERATOR_LABELS: Record<ChainOperator, string> = {
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  eq: 'is',
};

export const ZChainConditionSchema = z.object({
  field: z.string({ error: 'Choose the field the condition tests.' }).min(1, 'Choose the field the condition tests.'),
  op: z.enum(CHAIN_OPERATORS, { error: 'Choose how the field is compared.' }),
  value: z.union([z.number(), z.string().trim().min(1, 'Give the value the field is compared with.')], {
    error: 'Give the value the field is compared with.',
  }),
});
export type TChainCondition = z.infer<typeof ZChainConditionSchema>;

/** `when` null: always. */
export const ZChainStepSchema = z.object({ decider: ZChainDeciderSchema, when: ZChainConditionSchema.nullable() });
export type TChainStep = z.infer<typeof ZChainStepSchema>;

export const MAX_CHAIN_STEPS = 3;
export const ZChainInputSchema = z.object(
  {
    steps: z
      .array(ZChainStepSchema, { error: 'Give the steps as a list.' })
      .max(MAX_CHAIN_STEPS, `A chain can have at most ${MAX_CHAIN_STEPS} steps after the first.`),
  },
  { error: 'Give the steps as a list.' },
);
export type TChainInput = z.infer<typeof ZChainInputSchema>;

/** A number (days, amount) or a choice (type, category). */
export const ZChainFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['number', 'choice']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type TChainField = z.infer<typeof ZChainFieldSchema>;

export const ZApprovalChainSchema = z.object({
  /** The family's audit entity, the path of its PUT. */
  entity: z.string(),
  noun: z.string(),
  /** As a person reads it: "Reporting manager". */
  firstStep: z.string(),
  fields: z.array(ZChainFieldSchema),
  deciders: z.array(z.object({ value: ZChainDeciderSchema, label: z.string() })),
  steps: z.array(ZChainStepSchema),
  /** Never changed. */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type TApprovalChain = z.infer<typeof ZApprovalChainSchema>;
export const ZApprovalChainListSchema = z.object({ items: z.array(ZApprovalChainSchema) });
export const ZChainEntityParamsSchema = z.object({ entity: z.string().min(1).max(60) });

/** A missing field never holds. */
export function conditionHolds(condition: TChainCondition, fields: Readonly<Record<string, unknown>>): boolean {
  const actual = fields[condition.field];
  if (actual === undefined || actual === null) return false;
  if (typeof condition.value === 'number') {
    const n = Number(actual);
    if (!Number.isFinite(n)) return false;
    const v = condition.value;
    return { gt: n > v, gte: n >= v, lt: n < v, lte: n <= v, eq: n === v }[condition.op];
  }
  return condition.op === 'eq' && String(actual) === condition.value;
}

/** A new request's later deciders. */
export function chainOf(steps: readonly TChainStep[], fields: Readonly<Record<string, unknown>>): ChainDecider[] {
  return steps.filter((s) => s.when === null || conditionHolds(s.when, fields)).map((s) => s.decider);
}

/** "Waiting for HR Head — step 2 of 2"; undefined for a request of one step. */
export function waitingFor(
  firstStep: string,
  request: { readonly step: number; readonly chain: readonly string[] },
): string | undefined {
  if (request.chain.length === 0) return undefined;
  const who = request.step <= 1 ? firstStep : chainDeciderLabel(request.chain[request.step - 2] ?? '');
  return `Waiting for ${who} — step ${request.step} of ${request.chain.length + 1}`;
}
