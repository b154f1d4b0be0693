import { eq, inArray, sql } from 'drizzle-orm';
import { can as rolesCan } from '@staffdesk/shared/roles';
import type { TBulkDecisionResponse, TBulkOutcome } from '@staffdesk/shared/schemas/requests';
import type { Executor, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { deciderPermission, mayDecide, type AuthUser, type Deciders } from '../../access';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { notify, sendPush, type NotificationMessage } from '../notifications/service';
import { managersOf } from '../organisation/employees';
import { activeUsers, userName } from '../users/people';
import { escalatedTo } from './escalations';
import type { Decision, RequestRow, ServerRequestFamily } from './family';

type Outcome = { ok: true; id: number; status: string } | { ok: false; id: number; error: AppError };

const word = (status: string) => status.toLowerCase();
/** "a pending", "an open" */
const withArticle = (status: string) => `${/^[aeiou]/i.test(status) ? 'an' : 'a'} ${word(status)}`;

/**
 * Active users who are told of new requests, per request: the holders of the permission that decides it; or
 * the requester's manager, else whoever acts as any manager. The active users and the managers are read
 * once for all the requests.
 */
export async function decidersOfEach(tx: Executor, deciders: Deciders, requests: readonly RequestRow[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (requests.length === 0) return result;
  const permissionOf = (request: RequestRow) => deciderPermission(deciders, { fields: request as unknown as Record<string, unknown> });
  const active = await activeUsers(tx);
  const activeIds = new Set(active.map((u) => u.id));
  const byManager = requests.filter((r) => !permissionOf(r)).map((r) => r.employeeId);
  const managers = byManager.length > 0 ? await managersOf(tx, [...new Set(byManager)]) : new Map<number, number | null>();
  for (const request of requests) {
    const others = active.filter((u) => u.id !== request.employeeId);
    const permission = permissionOf(request);
    const managerId = managers.get(request.employeeId);
    result.set(
      request.id,
      permission
        ? others.filter((u) => rolesCan(u.roles, permission)).map((u) => u.id)
        : managerId && activeIds.has(managerId)
          ? [managerId]
          : others.filter((u) => rolesCan(u.roles, 'ACT_AS_ANY_MANAGER')).map((u) => u.id),
    );
  }
  return result;
}

async function decidersOf(tx: Executor, deciders: Deciders, request: RequestRow): Promise<number[]> {
  return (await decidersOfEach(tx, deciders, [request])).get(request.id) ?? [];
}

/**
 * The one request lifecycle, for every family: open → approved | rejected by a decider, or cancelled by the
 * requester, with the statuses the family declares. Single and bulk decisions share the code; a bulk decision
 * runs in one transaction, each id in a savepoint, and answers per id. Every change writes an audit row and
 * notifies; Web Push follows the commit.
 */
export function createLifecycle({ db, push }: Pick<AppDeps, 'db' | 'push'>) {
  /** After creating a request in `tx`: audit it and tell its deciders. */
  async function submitted<Row extends RequestRow>(tx: Tx, family: ServerRequestFamily<Row>, row: Row, actor: AuthUser) {
    await writeAudit(tx, { actorId: actor.id, action: `${family.entity}.create`, entity: family.entity, entityId: row.id, after: row });
    const recipients = await decidersOf(tx, family.declaration.deciders, row);
    const note = await family.deciderNote?.(tx, row);
    return notify(tx, recipients, {
      title: 'New request to decide',
      body: `${await userName(tx, row.employeeId)} asks for ${family.describe(row)}.${note ? ` ${note}` : ''}`,
      link: family.links(row).decider,
    });
  }

  async function decideInTx<Row extends RequestRow>(tx: Tx, family: ServerRequestFamily<Row>, actor: AuthUser, ids: readonly number[], decision: Decision, remark: string | undefined, body: unknown) {
    const { table: t, declaration } = family;
    const open = declaration.statuses[0];
    const status = declaration[decision].status;
    const rows = (await tx.select().from(t).where(inArray(t.id, [...ids])).for('update')) as unknown as Row[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const managers = await managersOf(tx, rows.map((r) => r.employeeId));
    const byRule = (row: Row) => mayDecide(actor, declaration.deciders, { employeeId: row.employeeId, managerId: managers.get(row.employeeId), fields: row as unknown as Record<string, unknown> });
    // Requests escalated to the actor (escalations.ts) are theirs to decide as well.
    const escalated = await escalatedTo(tx, family.entity, rows.filter((r) => !byRule(r)).map((r) => r.id), actor.id);
    const outcomes: Outcome[] = [];
    const notes: { recipient: number; message: NotificationMessage }[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      const decidable = row && (byRule(row) || escalated.has(row.id));
      if (!row || (row.employeeId !== actor.id && !decidable)) {
        outcomes.push({ ok: false, id, error: notFound('No such request.') });
        continue;
      }
      if (row.employeeId === actor.id) {
        outcomes.push({ ok: false, id, error: forbidden('You cannot decide your own request.') });
        continue;
      }
      if (row.status !== open) {
        outcomes.push({ ok: false, id, error: conflict(`This request is already ${word(row.status)}.`) });
        continue;
      }
      try {
        await tx.transaction(async (sp) => {
          const [after] = (await sp
            .update(t)
            .set({ status, decidedBy: actor.id, decidedAt: sql`now()`, remark: remark || null, updatedAt: sql`now()` } as never)
            .where(eq(t.id, id))
            .returning()) as unknown as Row[];
          await family.onDecided?.(sp, { ...row, ...after }, decision, actor, body);
          await writeAudit(sp, { actorId: actor.id, action: `${family.entity}.${decision}`, entity: family.entity, entityId: id, before: row, after });
        });
        outcomes.push({ ok: true, id, status });
        notes.push({
          recipient: row.employeeId,
          message: {
            title: `Request ${word(status)}`,
            body: `Your request for ${family.describe(row)} was ${word(status)}${remark ? `: ${remark}` : '.'}`,
            link: family.links(row).requester,
          },
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        outcomes.push({ ok: false, id, error: err });
      }
    }
    const written = [];
    for (const note of notes) written.push(...(await notify(tx, [note.recipient], note.message)));
    return { outcomes, written };
  }

  async function decideMany<Row extends RequestRow>(family: ServerRequestFamily<Row>, actor: AuthUser, ids: readonly number[], decision: Decision, remark?: string, body?: unknown) {
    const unique = [...new Set(ids)];
    const { outcomes, written } = await db.transaction((tx) => decideInTx(tx, family, actor, unique, decision, remark, body));
    void sendPush(db, push, written).catch(() => undefined);
    return outcomes;
  }

  /** One request: an error answers with its status code. */
  async function decide<Row extends RequestRow>(family: ServerRequestFamily<Row>, actor: AuthUser, id: number, decision: Decision, remark?: string, body?: unknown): Promise<void> {
    const [outcome] = await decideMany(family, actor, [id], decision, remark, body);
    if (outcome && !outcome.ok) throw outcome.error;
  }

  /** Many requests in one transaction, answered per id. */
  async function decideBulk<Row extends RequestRow>(family: ServerRequestFamily<Row>, actor: AuthUser, ids: readonly number[], decision: Decision, remark?: string, body?: unknown): Promise<TBulkDecisionResponse> {
    const outcomes = await decideMany(family, actor, ids, decision, remark, body);
    const results: TBulkOutcome[] = outcomes.map((o) =>
      o.ok ? { id: o.id, ok: true, status: o.status, statusCode: 200, message: `Request ${word(o.status)}.` } : { id: o.id, ok: false, statusCode: o.error.statusCode, message: o.error.message },
    );
    const succeeded = results.filter((r) => r.ok).length;
    return { results, succeeded, failed: results.length - succeeded };
  }

  /** The requester withdraws an open request. */
  async function cancel<Row extends RequestRow>(family: ServerRequestFamily<Row>, actor: AuthUser, id: number): Promise<void> {
    const { table: t, declaration } = family;
    await db.transaction(async (tx) => {
      const [row] = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as unknown as Row[];
      if (!row || row.employeeId !== actor.id) throw notFound('No such request.');
      if (row.status !== declaration.statuses[0]) throw conflict(`Only ${withArticle(declaration.statuses[0])} request can be cancelled; this one is ${word(row.status)}.`);
      const [after] = (await tx.update(t).set({ status: declaration.cancel.status, updatedAt: sql`now()` } as never).where(eq(t.id, id)).returning()) as unknown as Row[];
      await family.onCancelled?.(tx, { ...row, ...after });
      await writeAudit(tx, { actorId: actor.id, action: `${family.entity}.cancel`, entity: family.entity, entityId: id, before: row, after });
    });
  }

  /**
   * The requester sends a rejected request again (a document uploaded again): `change` writes the new
   * fields in the same transaction; the request is open again, its decision cleared (the audit row keeps
   * it), and its deciders are told as for a new one.
   */
  async function resubmit<Row extends RequestRow>(family: ServerRequestFamily<Row>, actor: AuthUser, id: number, change: (tx: Tx, row: Row) => Promise<Record<string, unknown>>): Promise<Row> {
    const { table: t, declaration } = family;
    const { after, written } = await db.transaction(async (tx) => {
      const [row] = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as unknown as Row[];
      if (!row || row.employeeId !== actor.id) throw notFound('No such request.');
      if (row.status !== declaration.reject.status) throw conflict(`Only ${withArticle(declaration.reject.status)} request can be sent again; this one is ${word(row.status)}.`);
      const fields = await change(tx, row);
      const [changed] = (await tx
        .update(t)
        .set({ ...fields, status: declaration.statuses[0], decidedBy: null, decidedAt: null, remark: null, updatedAt: sql`now()` } as never)
        .where(eq(t.id, id))
        .returning()) as unknown as Row[];
      await writeAudit(tx, { actorId: actor.id, action: `${family.entity}.resubmit`, entity: family.entity, entityId: id, before: row, after: changed });
      const recipients = await decidersOf(tx, declaration.deciders, changed!);
      const notes = await notify(tx, recipients, {
        title: 'Request sent again',
        body: `${await userName(tx, changed!.employeeId)} sent again ${family.describe(changed!)}.`,
        link: family.links(changed!).decider,
      });
      return { after: changed!, written: notes };
    });
    void sendPush(db, push, written).catch(() => undefined);
    return after;
  }

  /** Runs `create` in a transaction, then audits and notifies as for any new request; Web Push after the commit. */
  async function create<Row extends RequestRow>(family: ServerRequestFamily<Row>, actor: AuthUser, create: (tx: Tx) => Promise<Row>): Promise<Row> {
    const { row, written } = await db.transaction(async (tx) => {
      const created = await create(tx);
      return { row: created, written: await submitted(tx, family, created, actor) };
    });
    void sendPush(db, push, written).catch(() => undefined);
    return row;
  }

  return { create, decide, decideBulk, cancel, resubmit };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
