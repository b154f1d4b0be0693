import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TItPolicy, TItPolicyDetail, ZItPolicyInputSchema } from '@staffdesk/shared/schemas/helpdesk';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { itPolicies } from '../../db/schema/helpdesk';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { attachFile, attachedFiles } from '../files/service';
import { userNameSql } from '../users/full-name';

const p = itPolicies;
/** The record kind a policy's documents are held by: the policy (its first version's id), so that versions share them. */
const POLICY_ENTITY = 'it-policy';

/** The newest version of its policy. */
const currentSql = sql<boolean>`${p.version} = (select max(v.version) from ${p} v where v.policy_id = ${p.policyId})`;

const columns = {
  id: p.id,
  policyId: p.policyId,
  version: p.version,
  title: p.title,
  summary: p.summary,
  effectiveFrom: p.effectiveFrom,
  url: p.url,
  documentId: p.documentId,
  retiredAt: p.retiredAt,
  createdByName: userNameSql(p.createdBy),
  createdAt: p.createdAt,
  current: currentSql,
};

interface Row {
  id: number;
  policyId: number | null;
  version: number;
  title: string;
  summary: string;
  effectiveFrom: string;
  url: string | null;
  documentId: string | null;
  retiredAt: Date | null;
  createdByName: string | null;
  createdAt: Date;
  current: boolean;
}

async function toPolicies(db: Executor, rows: readonly Row[]): Promise<TItPolicy[]> {
  const files = await attachedFiles(db, {
    entity: POLICY_ENTITY,
    entityIds: [...new Set(rows.map((r) => r.policyId ?? r.id))],
    category: 'POLICY_DOCUMENT',
  });
  const byId = new Map<string, TUploadedFile>([...files.values()].flat().map((f) => [f.id, f]));
  return rows.map((r) => ({
    id: r.id,
    policyId: r.policyId ?? r.id,
    version: r.version,
    title: r.title,
    summary: r.summary,
    effectiveFrom: r.effectiveFrom,
    url: r.url,
    document: r.documentId ? (byId.get(r.documentId) ?? null) : null,
    current: Boolean(r.current),
    retiredAt: r.retiredAt?.toISOString() ?? null,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
  }));
}

type Input = z.output<typeof ZItPolicyInputSchema>;

const select = (executor: Executor) => executor.select(columns).from(p);

async function onePolicy(executor: Executor, id: number): Promise<TItPolicy> {
  const [row] = await select(executor).where(eq(p.id, id));
  if (!row) throw notFound('No such policy.');
  return (await toPolicies(executor, [row as Row]))[0]!;
}

/** The current version of each policy, by title; retired ones only when asked. */
export async function listPolicies(db: Db, query: { includeRetired: boolean }): Promise<TItPolicy[]> {
  const rows = await select(db)
    .where(and(currentSql, query.includeRetired ? undefined : isNull(p.retiredAt)))
    .orderBy(asc(p.title), asc(p.id));
  return toPolicies(db, rows as Row[]);
}

/** A version of a policy, with every version of it, newest first. */
export async function policyDetail(db: Db, id: number): Promise<TItPolicyDetail> {
  const policy = await onePolicy(db, id);
  const versions = await select(db).where(eq(p.policyId, policy.policyId)).orderBy(desc(p.version));
  return { ...policy, versions: await toPolicies(db, versions as Row[]) };
}

/** The document, if any, given to the policy: the actor's own upload, unless a version of it holds the file already. */
async function attachDocument(
  tx: Executor,
  actor: AuthUser,
  policyId: number,
  input: Input,
  held: readonly (string | null)[] = [],
) {
  if (input.documentId && !held.includes(input.documentId)) {
    await attachFile(tx, {
      fileId: input.documentId,
      ownerId: actor.id,
      category: 'POLICY_DOCUMENT',
      entity: POLICY_ENTITY,
      entityId: policyId,
      field: 'documentId',
    });
  }
}

export async function createPolicy(db: Db, actor: AuthUser, input: Input): Promise<TItPolicy> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(p)
      .values({
        title: input.title,
        summary: input.summary,
        effectiveFrom: input.effectiveFrom,
        url: input.url ?? null,
        documentId: input.documentId ?? null,
        createdBy: actor.id,
      })
      .returning();
    await tx.update(p).set({ policyId: row!.id }).where(eq(p.id, row!.id));
    await attachDocument(tx, actor, row!.id, input);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'it-policy.create',
      entity: POLICY_ENTITY,
      entityId: row!.id,
      after: { ...row, policyId: row!.id },
    });
    return row!.id;
  });
  return onePolicy(db, id);
}

/** The current version of a policy in force, locked: the version a change or a retirement starts from. */
async function currentForChange(tx: Executor, id: number) {
  const [row] = await tx.select().from(p).where(eq(p.id, id)).for('update');
  if (!row) throw notFound('No such policy.');
  const [newest] = await tx
    .select({ version: sql<number>`max(${p.version})` })
    .from(p)
    .where(eq(p.policyId, row.policyId!));
  if (row.retiredAt) throw conflict('This policy is retired.');
  if (Number(newest?.version) !== row.version)
    throw conflict(`Version ${row.version} is not the current version of this policy: change the newest one.`);
  return row;
}

/** A new version; the earlier ones are kept. */
export async function updatePolicy(db: Db, actor: AuthUser, id: number, input: Input): Promise<TItPolicy> {
  const newId = await db.transaction(async (tx) => {
    const before = await currentForChange(tx, id);
    const held = (await tx.select({ documentId: p.documentId }).from(p).where(eq(p.policyId, before.policyId!))).map(
      (r) => r.documentId,
    );
    const [row] = await tx
      .insert(p)
      .values({
        policyId: before.policyId,
        version: before.version + 1,
        title: input.title,
        summary: input.summary,
        effectiveFrom: input.effectiveFrom,
        url: input.url ?? null,
        documentId: input.documentId ?? null,
        createdBy: actor.id,
      })
      .returning();
    await attachDocument(tx, actor, before.policyId!, input, held);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'it-policy.update',
      entity: POLICY_ENTITY,
      entityId: before.policyId!,
      before,
      after: row,
    });
    return row!.id;
  });
  return onePolicy(db, newId);
}

/** Off the list; every version stays readable. */
export async function retirePolicy(db: Db, actor: AuthUser, id: number): Promise<TItPolicy> {
  await db.transaction(async (tx) => {
    const before = await currentForChange(tx, id);
    await tx
      .update(p)
      .set({ retiredAt: sql`now()` })
      .where(eq(p.policyId, before.policyId!));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'it-policy.retire',
      entity: POLICY_ENTITY,
      entityId: before.policyId!,
      before,
    });
  });
  return onePolicy(db, id);
}
