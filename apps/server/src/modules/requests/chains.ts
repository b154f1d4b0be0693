import { and, eq, inArray } from 'drizzle-orm';
import { can as rolesCan } from '@staffdesk/shared/roles';
import {
  MANAGERS_MANAGER,
  chainDeciderChoices,
  chainDeciderLabel,
  chainOf,
  type TApprovalChain,
  type TChainInput,
  type TChainStep,
} from '@staffdesk/shared/schemas/approval-chains';
import type { Db, Executor } from '../../db/client';
import { approvalChains, requestEscalations } from '../../db/schema/requests';
import { deciderPermission, type AuthUser } from '../../access';
import { badRequest, notFound } from '../../errors';
import { actorsOf, writeAudit } from '../audit/service';
import { managersOf } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import type { FieldedRequest, ServerRequestFamily } from './family';

/**
 * Approval chains: a family declares whether it is approved in steps and its default later steps, which ADMIN and
 * MD may change. A request fixes its chain when made and moves a step with each approval but the last; the
 * deciders of the step it reaches are request_escalations rows with reason 'step'.
 */

export const chained = (families: readonly ServerRequestFamily[]) => families.filter((f) => f.declaration.chain);

/** Each family's later steps now: its row, else its declared defaults. */
async function stepsOfEach(executor: Executor, families: readonly ServerRequestFamily[]) {
  const rows =
    families.length === 0
      ? []
      : await executor
          .select({
            entity: approvalChains.entity,
            steps: approvalChains.steps,
            updatedAt: approvalChains.updatedAt,
            updatedByName: userNameSql(approvalChains.updatedBy),
          })
          .from(approvalChains)
          .where(
            inArray(
              approvalChains.entity,
              families.map((f) => f.entity),
            ),
          );
  const byEntity = new Map(rows.map((r) => [r.entity, r]));
  return new Map(
    families.map((f) => [
      f.entity,
      byEntity.get(f.entity) ?? {
        entity: f.entity,
        steps: [...(f.declaration.chain?.defaults ?? [])],
        updatedAt: null,
        updatedByName: null,
      },
    ]),
  );
}

/** The later steps whose condition a new request's fields meet. */
export async function chainForNew(
  executor: Executor,
  family: ServerRequestFamily,
  fields: Readonly<Record<string, unknown>>,
): Promise<string[]> {
  if (!family.declaration.chain) return [];
  const steps = (await stepsOfEach(executor, [family])).get(family.entity)?.steps ?? [];
  return chainOf(steps, fields);
}

/** Who approved an earlier step of each request (its `.approve` audit rows): none of them decides a later one. */
export async function earlierApprovers(
  executor: Executor,
  family: ServerRequestFamily,
  ids: readonly number[],
): Promise<Map<number, Set<number>>> {
  const result = new Map<number, Set<number>>();
  for (const r of await actorsOf(executor, family.entity, `${family.entity}.approve`, ids)) {
    const id = Number(r.entityId);
    result.set(id, (result.get(id) ?? new Set()).add(r.actorId));
  }
  return result;
}

/**
 * The deciders of a later step: the requester's manager's manager, or the active holders of the step's role (and
 * of the deciding permission, if any); never the requester nor an earlier approver. Failing all, whoever acts as
 * any manager and is neither.
 */
export async function stepDeciders(
  tx: Executor,
  family: ServerRequestFamily,
  { request, fields }: FieldedRequest,
  step: number,
  excluded: ReadonlySet<number>,
  /** Read once by the caller for every request it moves on. */
  active: readonly { id: number; roles: string[] }[],
): Promise<number[]> {
  const decider = request.chain[step - 2];
  const permission = deciderPermission(family.declaration.deciders, { fields });
  const eligible = (u: { id: number; roles: string[] }) =>
    u.id !== request.employeeId && !excluded.has(u.id) && (!permission || rolesCan(u.roles, permission));
  let chosen: number[] = [];
  if (decider === MANAGERS_MANAGER) {
    const managerId = (await managersOf(tx, [request.employeeId])).get(request.employeeId);
    const above = managerId ? (await managersOf(tx, [managerId])).get(managerId) : undefined;
    chosen = active.filter((u) => u.id === above && eligible(u)).map((u) => u.id);
  } else if (decider) {
    chosen = active.filter((u) => u.roles.includes(decider) && eligible(u)).map((u) => u.id);
  }
  return chosen.length > 0
    ? chosen
    : active.filter((u) => rolesCan(u.roles, 'ACT_AS_ANY_MANAGER') && eligible(u)).map((u) => u.id);
}

/** For a request sent again from the first step. */
export async function clearSteps(tx: Executor, family: ServerRequestFamily, requestId: number): Promise<void> {
  await tx
    .delete(requestEscalations)
    .where(and(eq(requestEscalations.entity, family.entity), eq(requestEscalations.requestId, requestId)));
}

const fieldError = (path: string, message: string) => badRequest(message, [`${path}: ${message}`]);

async function view(
  executor: Executor,
  family: ServerRequestFamily,
  current: { steps: TChainStep[]; updatedAt: Date | null; updatedByName: string | null },
): Promise<TApprovalChain> {
  const declared = family.declaration.chain!;
  const options = (await family.chainChoices?.(executor)) ?? {};
  return {
    entity: family.entity,
    noun: family.declaration.noun,
    firstStep: declared.firstStep,
    fields: declared.fields.map((f) => ({ ...f, options: f.kind === 'choice' ? (options[f.name] ?? []) : [] })),
    deciders: chainDeciderChoices(family.declaration.deciders).map((value) => ({
      value,
      label: chainDeciderLabel(value),
    })),
    steps: current.steps,
    isDefault: current.updatedAt === null,
    updatedAt: current.updatedAt?.toISOString() ?? null,
    updatedByName: current.updatedByName,
  };
}

/** Each step names a decider of the family once, and a condition on one of its fields with a value of its kind. */
async function check(executor: Executor, family: ServerRequestFamily, input: TChainInput) {
  const declared = family.declaration.chain!;
  const choices = chainDeciderChoices(family.declaration.deciders);
  const options = (await family.chainChoices?.(executor)) ?? {};
  const seen = new Set<string>();
  input.steps.forEach((step, i) => {
    const at = `steps.${i}`;
    const n = i + 2;
    if (!choices.includes(step.decider))
      throw fieldError(
        `${at}.decider`,
        `${chainDeciderLabel(step.decider)} cannot decide a ${family.declaration.noun}; choose one of: ${choices.map(chainDeciderLabel).join(', ')}.`,
      );
    if (seen.has(step.decider))
      throw fieldError(
        `${at}.decider`,
        `${chainDeciderLabel(step.decider)} already decides an earlier step; nobody decides two steps of a request.`,
      );
    seen.add(step.decider);
    if (!step.when) return;
    const field = declared.fields.find((f) => f.name === step.when!.field);
    if (!field)
      throw fieldError(
        `${at}.when.field`,
        `Step ${n}: a ${family.declaration.noun} has no field ${step.when.field}; ` +
          `choose one of: ${declared.fields.map((f) => f.label).join(', ') || 'none (take the step always)'}.`,
      );
    if (field.kind === 'number' && typeof step.when.value !== 'number')
      throw fieldError(`${at}.when.value`, `Step ${n}: ${field.label} is compared with a number.`);
    if (field.kind === 'choice') {
      if (step.when.op !== 'eq')
        throw fieldError(`${at}.when.op`, `Step ${n}: ${field.label} can only be compared with "is".`);
      if (!(options[field.name] ?? []).some((o) => o.value === step.when!.value))
        throw fieldError(
          `${at}.when.value`,
          `Step ${n}: choose one of the ${field.label.toLowerCase()} values offered.`,
        );
    }
  });
}

export async function listApprovalChains(
  db: Db,
  families: readonly ServerRequestFamily[],
): Promise<{ items: TApprovalChain[] }> {
  const withChains = chained(families);
  const current = await stepsOfEach(db, withChains);
  return { items: await Promise.all(withChains.map((f) => view(db, f, current.get(f.entity)!))) };
}

export async function updateApprovalChain(
  db: Db,
  families: readonly ServerRequestFamily[],
  actor: AuthUser,
  entity: string,
  input: TChainInput,
): Promise<TApprovalChain> {
  const family = chained(families).find((f) => f.entity === entity);
  if (!family) throw notFound('No family approved in steps by that name.');
  return db.transaction(async (tx) => {
    await check(tx, family, input);
    const before = (await stepsOfEach(tx, [family])).get(entity)!;
    await tx
      .insert(approvalChains)
      .values({ entity, steps: input.steps, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: approvalChains.entity,
        set: { steps: input.steps, updatedBy: actor.id, updatedAt: new Date() },
      });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'approval-chain.update',
      entity: 'approval-chain',
      entityId: entity,
      before: { steps: before.steps },
      after: { steps: input.steps },
    });
    return view(tx, family, (await stepsOfEach(tx, [family])).get(entity)!);
  });
}
