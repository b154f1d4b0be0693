import { and, eq, inArray, sql } from 'drizzle-orm';
import { chainDeciderLabel } from '@staffdesk/shared/schemas/approval-chains';
import { can as rolesCan } from '@staffdesk/shared/roles';
import type { TBulkDecisionResponse, TBulkOutcome } from '@staffdesk/shared/schemas/requests';
import type { Executor, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { requestEscalations } from '../../db/schema/requests';
import { deciderPermission, mayDecide, type AuthUser, type Deciders } from '../../access';
import type { Viewer } from '@staffdesk/shared/access';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { notify, sendPush, type NotificationMessage } from '../notifications/service';
import { managersOf } from '../organisation/employees';
import { activeUsers, userName, userNames } from '../users/people';
import { chainForNew, clearSteps, earlierApprovers, stepDeciders } from './chains';
import { delegatorsOf, withDelegates } from './delegations';
import { giveRequest, givenTo } from './escalations';
import { ownRecordRefusal } from './own-record';
import type { Decision, RequestRow, ServerRequestFamily } from './family';

/** An approval but the last of a chain leaves the request open and says where it went (`message`). */
type Outcome = { ok: true; id: number; status: string; message?: string } | { ok: false; id: number; error: AppError };

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
 * Who decides each of these requests at the step it waits at: at the first, its family's rule
 * (decidersOfEach); at a later step of its chain, that step's deciders (chains.ts). Escalations not included.
 */
export async function currentDecidersOfEach(tx: Executor, family: ServerRequestFamily, requests: readonly RequestRow[]): Promise<Map<number, number[]>> {
  const result = await decidersOfEach(tx, family.declaration.deciders, requests.filter((r) => r.step <= 1));
  const later = requests.filter((r) => r.step > 1);
  if (later.length === 0) return result;
  const e = requestEscalations;
  const rows = await tx
    .select({ requestId: e.requestId, userId: e.userId, step: e.step })
    .from(e)
    .where(and(eq(e.entity, family.entity), eq(e.reason, 'step'), inArray(e.requestId, later.map((r) => r.id))));
  for (const request of later) result.set(request.id, rows.filter((r) => r.requestId === request.id && r.step === request.step).map((r) => r.userId));
  return result;
}

/** "step 2 of 3" */
const stepOf = (row: RequestRow) => `step ${row.step} of ${row.chain.length + 1}`;

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
    const recipients = await withDelegates(tx, await decidersOf(tx, family.declaration.deciders, row));
    const note = await family.deciderNote?.(tx, row);
    return notify(tx, recipients, {
      title: 'New request to decide',
      body: `${await userName(tx, row.employeeId)} asks for ${family.describe(row)}.${note ? ` ${note}` : ''}`,
      link: family.links(row).decider,
    });
  }

  /**
   * The decisions of one actor on some requests of a family. At the first step the family's rule says who
   * decides (and those it was escalated to); at a later step of its chain, that step's deciders. An approval
   * but the last moves the request a step on and gives it to the next step's deciders; the last approval or
   * any rejection decides it, and only then do the family's effects apply. Nobody decides their own request,
   * nor a later step of one whose earlier step they approved.
   */
  async function decideInTx<Row extends RequestRow>(tx: Tx, family: ServerRequestFamily<Row>, actor: AuthUser, ids: readonly number[], decision: Decision, remark: string | undefined, body: unknown) {
    const { table: t, declaration } = family;
    const open = declaration.statuses[0];
    const status = declaration[decision].status;
    const rows = (await tx.select().from(t).where(inArray(t.id, [...ids])).for('update')) as unknown as Row[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const managers = await managersOf(tx, rows.map((r) => r.employeeId));
    const byRuleOf = (viewer: Viewer) => (row: Row) =>
      row.step <= 1 && mayDecide(viewer, declaration.deciders, { employeeId: row.employeeId, managerId: managers.get(row.employeeId), fields: row as unknown as Record<string, unknown> });
    const byRule = byRuleOf(actor);
    // Requests given to the actor at the step they wait at (a step of the chain, an escalation) are theirs to decide as well.
    const given = await givenTo(tx, family.entity, rows.filter((r) => !byRule(r)), actor.id);
    // And those a decider who delegated to the actor today decides (delegations.ts): not what was delegated to that decider.
    const onBehalfOf = new Map<number, number>();
    const rest = rows.filter((r) => !byRule(r) && !given.has(r.id));
    for (const delegator of rest.length > 0 ? await delegatorsOf(tx, actor.id) : []) {
      const theirs = await givenTo(tx, family.entity, rest, delegator.id);
      for (const r of rest) if (!onBehalfOf.has(r.id) && (byRuleOf(delegator)(r) || theirs.has(r.id))) onBehalfOf.set(r.id, delegator.id);
    }
    const delegatorNames = await userNames(tx, [...new Set(onBehalfOf.values())]);
    const approvedEarlier = await earlierApprovers(tx, family, rows.filter((r) => r.step > 1).map((r) => r.id));
    const outcomes: Outcome[] = [];
    const notes: { recipients: readonly number[]; message: NotificationMessage }[] = [];
    // Who may decide a next step is picked from the active users: read once for every request moved on.
    let active: Promise<{ id: number; roles: string[] }[]> | undefined;
    const activeOnce = () => (active ??= activeUsers(tx));
    for (const id of ids) {
      const row = byId.get(id);
      const delegator = onBehalfOf.get(id);
      // Who approved an earlier step of an open request is told so, rather than that it is not theirs.
      if (row?.status === open && approvedEarlier.get(id)?.has(actor.id)) {
        outcomes.push({ ok: false, id, error: forbidden('You approved an earlier step of this request; another decider takes this one.') });
        continue;
      }
      if (row?.status === open && delegator !== undefined && approvedEarlier.get(id)?.has(delegator)) {
        outcomes.push({ ok: false, id, error: forbidden(`${delegatorNames.get(delegator) ?? 'The decider you stand in for'} approved an earlier step of this request; another decider takes this one.`) });
        continue;
      }
      // The audit row of a decision taken for someone else names them as well.
      const behalf = delegator === undefined ? {} : { onBehalfOf: delegatorNames.get(delegator) ?? 'Someone' };
      const decidable = row && (byRule(row) || given.has(row.id) || delegator !== undefined);
      if (!row || (row.employeeId !== actor.id && !decidable)) {
        outcomes.push({ ok: false, id, error: notFound('No such request.') });
        continue;
      }
      const own = ownRecordRefusal(actor, row.employeeId);
      if (own) {
        outcomes.push({ ok: false, id, error: own });
        continue;
      }
      if (row.status !== open) {
        outcomes.push({ ok: false, id, error: conflict(`This request is already ${word(row.status)}.`) });
        continue;
      }
      try {
        if (decision === 'approve' && row.step <= row.chain.length) {
          const earlier = new Set([...(approvedEarlier.get(id) ?? []), ...(delegator === undefined ? [] : [delegator])]);
          const everyone = await activeOnce();
          const moved = await tx.transaction((sp) => moveOn(sp, family, row, actor, remark, earlier, behalf, everyone));
          outcomes.push({ ok: true, id, status: open, message: moved.message });
          notes.push(...moved.notes);
          continue;
        }
        await tx.transaction(async (sp) => {
          const [after] = (await sp
            .update(t)
            .set({ status, decidedBy: actor.id, decidedAt: sql`now()`, remark: remark || null, updatedAt: sql`now()` } as never)
            .where(eq(t.id, id))
            .returning()) as unknown as Row[];
          await family.onDecided?.(sp, { ...row, ...after }, decision, actor, body);
          await writeAudit(sp, { actorId: actor.id, action: `${family.entity}.${decision}`, entity: family.entity, entityId: id, before: row, after: { ...after, ...behalf } });
        });
        outcomes.push({ ok: true, id, status });
        notes.push({
          recipients: [row.employeeId],
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
    for (const note of notes) written.push(...(await notify(tx, note.recipients, note.message)));
    return { outcomes, written };
  }

  /**
   * An approval but the last of a chain: the request moves a step on, still open, and goes to the next step's
   * deciders (chains.ts), who are told; the requester learns where it waits. Audited as an approval, with the
   * step it reached.
   */
  async function moveOn<Row extends RequestRow>(
    tx: Tx,
    family: ServerRequestFamily<Row>,
    row: Row,
    actor: AuthUser,
    remark: string | undefined,
    earlier: ReadonlySet<number>,
    behalf: object,
    active: readonly { id: number; roles: string[] }[],
  ) {
    const t = family.table;
    const [after] = (await tx
      .update(t)
      .set({ step: sql`${t.step} + 1`, updatedAt: sql`now()` } as never)
      .where(eq(t.id, row.id))
      .returning()) as unknown as Row[];
    const next = await stepDeciders(tx, family, after!, after!.step, new Set([...earlier, actor.id]), active);
    await giveRequest(tx, family.entity, after!, next, 'step');
    await writeAudit(tx, { actorId: actor.id, action: `${family.entity}.approve`, entity: family.entity, entityId: row.id, before: row, after: { ...after, remark: remark || null, ...behalf } });
    const who = chainDeciderLabel(after!.chain[after!.step - 2] ?? '');
    const approver = await userName(tx, actor.id);
    const notes: { recipients: readonly number[]; message: NotificationMessage }[] = [
      {
        recipients: await withDelegates(tx, next),
        message: {
          title: 'New request to decide',
          body: `${await userName(tx, row.employeeId)} asks for ${family.describe(row)}; ${approver} approved ${stepOf(row)}. You decide ${stepOf(after!)}.`,
          link: family.links(row).decider,
        },
      },
      {
        recipients: [row.employeeId],
        message: {
          title: 'Request moved on',
          body: `${approver} approved your request for ${family.describe(row)}${remark ? `: ${remark}` : ''}. It now waits for ${who}, ${stepOf(after!)}.`,
          link: family.links(row).requester,
        },
      },
    ];
    return { message: `Approved ${stepOf(row)}; it now waits for ${who}, ${stepOf(after!)}.`, notes };
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
      o.ok ? { id: o.id, ok: true, status: o.status, statusCode: 200, message: o.message ?? `Request ${word(o.status)}.` } : { id: o.id, ok: false, statusCode: o.error.statusCode, message: o.error.message },
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
      // Sent again, it is decided as a new one: its family's chain as it is now, for its fields as they are now.
      const chain = await chainForNew(tx, family, { ...row, ...fields });
      const [changed] = (await tx
        .update(t)
        .set({ ...fields, status: declaration.statuses[0], step: 1, chain, decidedBy: null, decidedAt: null, remark: null, updatedAt: sql`now()` } as never)
        .where(eq(t.id, id))
        .returning()) as unknown as Row[];
      await clearSteps(tx, family, id);
      await writeAudit(tx, { actorId: actor.id, action: `${family.entity}.resubmit`, entity: family.entity, entityId: id, before: row, after: changed });
      const recipients = await withDelegates(tx, await decidersOf(tx, declaration.deciders, changed!));
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
      const made = await create(tx);
      // The request takes its family's chain as it is now (chains.ts): later changes of the rules leave it be.
      const chain = await chainForNew(tx, family, made);
      const t = family.table;
      const created = chain.length === 0 ? made : ((await tx.update(t).set({ chain } as never).where(eq(t.id, made.id)).returning()) as unknown as Row[])[0]!;
      return { row: created, written: await submitted(tx, family, created, actor) };
    });
    void sendPush(db, push, written).catch(() => undefined);
    return row;
  }

  return { create, decide, decideBulk, cancel, resubmit };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
