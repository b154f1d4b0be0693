import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatIsoDate as formatDate, todayIn } from '@staffdesk/shared/dates';
import type { TLeavePolicy, TLeavePolicyList, ZLeavePolicyInputSchema } from '@staffdesk/shared/schemas/leave-policies';
import { listOf } from '@staffdesk/shared/schemas/common';
import { eventTypes, leavePolicies } from '../../db/schema/leave';
import type { Db, Executor, Tx } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { userNameSql } from '../users/full-name';
import type { LeavePolicyRow } from './policies';
import { ownTimeZone } from './time-zone';

/** Reading and adding versions of leave policies (GET/POST/PUT /leave-policies); the rules are in policy-rules.ts. */

type Input = z.output<typeof ZLeavePolicyInputSchema>;
type Row = LeavePolicyRow & { typeLabel: string; createdByName: string | null };

const field = (name: string, message: string) => badRequest(message, [`${name}: ${message}`]);

async function rows(executor: Executor, where?: ReturnType<typeof eq>): Promise<Row[]> {
  const found = await executor
    .select({ policy: leavePolicies, typeLabel: eventTypes.label, createdByName: userNameSql(leavePolicies.createdBy) })
    .from(leavePolicies)
    .innerJoin(eventTypes, eq(eventTypes.code, leavePolicies.typeCode))
    .where(where)
    .orderBy(asc(eventTypes.sortOrder), asc(leavePolicies.typeCode), desc(leavePolicies.effectiveFrom));
  return found.map((r) => ({ ...r.policy, typeLabel: r.typeLabel, createdByName: r.createdByName }));
}

/** `all`: every version of the type, newest first; the one in force is the first effective by today. */
function toView(row: Row, all: readonly Row[], today: string): TLeavePolicy {
  const { createdBy: _by, createdByName, createdAt, ...rest } = row;
  const inForce = all.find((r) => r.typeCode === row.typeCode && r.effectiveFrom <= today);
  const state = row.effectiveFrom > today ? 'UPCOMING' : inForce?.id === row.id ? 'IN_FORCE' : 'PAST';
  return {
    ...rest,
    accrual: rest.accrual as TLeavePolicy['accrual'],
    accrualDay: rest.accrualDay as TLeavePolicy['accrualDay'],
    state,
    createdBy: createdByName,
    createdAt: createdAt.toISOString(),
  };
}

const todayOf = (actor: AuthUser) => todayIn(ownTimeZone(actor));

export async function listPolicies(db: Db, actor: AuthUser, type?: string): Promise<TLeavePolicyList> {
  const today = todayOf(actor);
  const all = await rows(db, type ? eq(leavePolicies.typeCode, type) : undefined);
  const views = all.map((r) => toView(r, all, today));
  // Per type, the version in force, else the earliest still to come.
  const current = new Map<string, TLeavePolicy>();
  for (const v of views)
    if (v.state !== 'PAST' && current.get(v.typeCode)?.state !== 'IN_FORCE') current.set(v.typeCode, v);
  return { items: [...current.values()], history: views };
}

export async function policyById(db: Db, actor: AuthUser, id: number): Promise<TLeavePolicy> {
  const [row] = await rows(db, eq(leavePolicies.id, id));
  if (!row) throw notFound('No such leave policy version.');
  return toView(row, await rows(db, eq(leavePolicies.typeCode, row.typeCode)), todayOf(actor));
}

/** A leave type, not work from home; a date from today on: a new version never rewrites what requests already met. */
async function checkInput(tx: Tx, input: Input, today: string): Promise<{ clash?: number; taken: string }> {
  const [type] = await tx.select().from(eventTypes).where(eq(eventTypes.code, input.typeCode));
  if (!type) {
    const codes = await tx.select({ code: eventTypes.code }).from(eventTypes).where(eq(eventTypes.isLeave, true));
    throw field('typeCode', `Choose a leave type: ${listOf(codes.map((c) => c.code))}.`);
  }
  if (!type.isLeave) throw field('typeCode', `${type.label} is not leave, so it has no policy.`);
  if (input.effectiveFrom < today)
    throw field(
      'effectiveFrom',
      `A version takes effect today or later: choose ${formatDate(today)} or after, so that past requests keep their rules.`,
    );
  const [clash] = await tx
    .select({ id: leavePolicies.id })
    .from(leavePolicies)
    .where(and(eq(leavePolicies.typeCode, type.code), eq(leavePolicies.effectiveFrom, input.effectiveFrom)));
  return { clash: clash?.id, taken: `${type.label} already has a version from ${formatDate(input.effectiveFrom)}` };
}

export async function createPolicy(db: Db, actor: AuthUser, input: Input): Promise<TLeavePolicy> {
  const id = await db.transaction(async (tx) => {
    const { clash, taken } = await checkInput(tx, input, todayOf(actor));
    if (clash) throw conflict(`${taken}: change that one, or choose another date.`);
    const [row] = await tx
      .insert(leavePolicies)
      .values({ ...input, createdBy: actor.id })
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'leave-policy.create',
      entity: 'leave-policy',
      entityId: row!.id,
      after: row,
    });
    return row!.id;
  });
  return policyById(db, actor, id);
}

export async function updatePolicy(db: Db, actor: AuthUser, id: number, input: Input): Promise<TLeavePolicy> {
  const today = todayOf(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(leavePolicies).where(eq(leavePolicies.id, id)).for('update');
    if (!before) throw notFound('No such leave policy version.');
    if (before.effectiveFrom <= today)
      throw conflict(
        `This version has been in force since ${formatDate(before.effectiveFrom)}, so it is history: add a new version ` +
          'from a later date instead.',
      );
    if (input.typeCode !== before.typeCode)
      throw field('typeCode', `A version keeps its leave type (${before.typeCode}): add a version of the other type.`);
    const { clash, taken } = await checkInput(tx, input, today);
    if (clash !== undefined && clash !== id) throw conflict(`${taken}: choose another date.`);
    const [after] = await tx.update(leavePolicies).set(input).where(eq(leavePolicies.id, id)).returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'leave-policy.update',
      entity: 'leave-policy',
      entityId: id,
      before,
      after,
    });
  });
  return policyById(db, actor, id);
}
