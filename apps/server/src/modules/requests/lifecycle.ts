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
import { queueRequestEvent } from './webhook-events';
import {
  fieldedOf,
  loadRequests,
  type Decision,
  type FamilyRow,
  type FieldedRequest,
  type LoadedRequest,
  type RequestRow,
  type RequestTable,
  type ServerRequestFamily,
} from './family';

/** An approval short of a chain's last step leaves the request open; `message` says where it went. */
export type Outcome =
  { ok: true; id: number; status: string; message?: string } | { ok: false; id: number; error: AppError };

/** Notifications written in a transaction, pushed once it commits (pushAfterCommit). */
export type Notes = Awaited<ReturnType<typeof notify>>;

type Deps = Pick<AppDeps, 'db' | 'push'>;

const word = (status: string) => status.toLowerCase();
/** "a pending", "an open" */
const withArticle = (status: string) => `${/^[aeiou]/i.test(status) ? 'an' : 'a'} ${word(status)}`;

/** A failed push changes nothing: the notification is already saved. */
export function pushAfterCommit({ db, push }: Deps, notes: Notes): void {
  void sendPush(db, push, notes).catch(() => undefined);
}

/**
 * Who is told of each new request: holders of the deciding permission, else the requester's manager, else
 * whoever acts as any manager.
 */
async function decidersOfEach(
  tx: Executor,
  deciders: Deciders,
  requests: readonly FieldedRequest[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (requests.length === 0) return result;
  const permissionOf = ({ fields }: FieldedRequest) => deciderPermission(deciders, { fields });
  const active = await activeUsers(tx);
  const activeIds = new Set(active.map((u) => u.id));
  const byManager = requests.filter((r) => !permissionOf(r)).map((r) => r.request.employeeId);
  const managers =
    byManager.length > 0 ? await managersOf(tx, [...new Set(byManager)]) : new Map<number, number | null>();
  for (const fielded of requests) {
    const { request } = fielded;
    const others = active.filter((u) => u.id !== request.employeeId);
    const permission = permissionOf(fielded);
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

async function decidersOf(tx: Executor, deciders: Deciders, request: FieldedRequest): Promise<number[]> {
  return (await decidersOfEach(tx, deciders, [request])).get(request.request.id) ?? [];
}

/** Who decides each request at its current step: the family's rule at the first, the chain's step after it. */
export async function currentDecidersOfEach(
  tx: Executor,
  family: ServerRequestFamily,
  requests: readonly FieldedRequest[],
): Promise<Map<number, number[]>> {
  const result = await decidersOfEach(
    tx,
    family.declaration.deciders,
    requests.filter((r) => r.request.step <= 1),
  );
  const later = requests.map((r) => r.request).filter((r) => r.step > 1);
  if (later.length === 0) return result;
  const e = requestEscalations;
  const rows = await tx
    .select({ requestId: e.requestId, userId: e.userId, step: e.step })
    .from(e)
    .where(
      and(
        eq(e.entity, family.entity),
        eq(e.reason, 'step'),
        inArray(
          e.requestId,
          later.map((r) => r.id),
        ),
      ),
    );
  for (const request of later)
    result.set(
      request.id,
      rows.filter((r) => r.requestId === request.id && r.step === request.step).map((r) => r.userId),
    );
  return result;
}

/** "step 2 of 3" */
const stepOf = (row: RequestRow) => `step ${row.step} of ${row.chain.length + 1}`;

/** Audits a new request and tells its deciders, except the actor (who may have made it for someone else). */
async function submitted<T extends RequestTable>(
  tx: Tx,
  family: ServerRequestFamily<T>,
  loaded: LoadedRequest<T>,
  actor: AuthUser,
): Promise<Notes> {
  const { row, request } = loaded;
  await writeAudit(tx, {
    actorId: actor.id,
    action: `${family.entity}.create`,
    entity: family.entity,
    entityId: request.id,
    after: row,
  });
  await queueRequestEvent(tx, family, 'created', Object.assign({}, row, request), actor.id);
  const recipients = (
    await withDelegates(tx, await decidersOf(tx, family.declaration.deciders, fieldedOf(loaded)))
  ).filter((id) => id !== actor.id);
  const note = await family.deciderNote?.(tx, row);
  return notify(tx, recipients, {
    title: 'New request to decide',
    body: `${await userName(tx, request.employeeId)} asks for ${family.describe(row)}.${note ? ` ${note}` : ''}`,
    link: family.links(row).decider,
    kind: 'DECISIONS',
    decide: { entity: family.entity, id: request.id },
  });
}

/**
 * Who may decide which requests beyond the family's rule: those given to the actor at their current step, and
 * those of a decider who delegated to the actor today (not that decider's own delegations).
 */
export async function decisionRights<T extends RequestTable>(
  tx: Executor,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  rows: readonly LoadedRequest<T>[],
  deciders: Deciders = family.declaration.deciders,
  steps = true,
) {
  const managers = await managersOf(
    tx,
    rows.map((r) => r.request.employeeId),
  );
  const byRuleOf =
    (viewer: Viewer) =>
    ({ row, request }: LoadedRequest<T>) =>
      (!steps || request.step <= 1) &&
      mayDecide(viewer, deciders, {
        employeeId: request.employeeId,
        managerId: managers.get(request.employeeId),
        fields: row,
      });
  const byRule = byRuleOf(actor);
  const given = steps
    ? await givenTo(
        tx,
        family.entity,
        rows.filter((r) => !byRule(r)).map((r) => r.request),
        actor.id,
      )
    : new Set<number>();
  const onBehalfOf = new Map<number, number>();
  const rest = rows.filter((r) => !byRule(r) && !given.has(r.request.id));
  for (const delegator of rest.length > 0 ? await delegatorsOf(tx, actor.id) : []) {
    const theirs = steps
      ? await givenTo(
          tx,
          family.entity,
          rest.map((r) => r.request),
          delegator.id,
        )
      : new Set<number>();
    for (const r of rest)
      if (!onBehalfOf.has(r.request.id) && (byRuleOf(delegator)(r) || theirs.has(r.request.id)))
        onBehalfOf.set(r.request.id, delegator.id);
  }
  const names = await userNames(tx, [...new Set(onBehalfOf.values())]);
  return {
    may: (loaded: LoadedRequest<T>) =>
      byRule(loaded) || given.has(loaded.request.id) || onBehalfOf.has(loaded.request.id),
    behalf: (id: number) => {
      const delegator = onBehalfOf.get(id);
      return delegator === undefined ? undefined : { id: delegator, name: names.get(delegator) ?? 'Someone' };
    },
  };
}

/**
 * Whether the actor decides for this requester: by rule, standing in for someone today, or because one of their
 * requests was given to the actor. A family that gathers a requester's records (timesheet days) asks it first.
 */
export async function mayDecideFor(
  tx: Executor,
  family: Pick<ServerRequestFamily, 'entity' | 'declaration'>,
  actor: AuthUser,
  requester: { id: number; managerId: number | null },
  /** Read only when neither rule admits the actor. */
  requestIds: () => Promise<readonly number[]>,
): Promise<{ may: boolean; onBehalfOf?: { id: number; name: string } }> {
  if (requester.id === actor.id) return { may: false };
  const decides = (viewer: Viewer) =>
    mayDecide(viewer, family.declaration.deciders, { employeeId: requester.id, managerId: requester.managerId });
  if (decides(actor)) return { may: true };
  const delegators = await delegatorsOf(tx, actor.id);
  const delegator = delegators.find(decides);
  if (delegator) return { may: true, onBehalfOf: { id: delegator.id, name: await userName(tx, delegator.id) } };
  const ids = await requestIds();
  for (const userId of [actor.id, ...delegators.map((d) => d.id)]) {
    if ((await givenTo(tx, family.entity, ids, userId)).size > 0) return { may: true };
  }
  return { may: false };
}

/** Missing or not the actor's (404), or their own (403). */
export function accessRefusal(
  actor: AuthUser,
  row: RequestRow | undefined,
  may: boolean,
  missing = 'No such request.',
): AppError | undefined {
  if (!row || (row.employeeId !== actor.id && !may)) return notFound(missing);
  return ownRecordRefusal(actor, row.employeeId);
}

/** The family's words, else "Your request for … was approved". */
async function decidedNote<T extends RequestTable>(
  tx: Tx,
  family: ServerRequestFamily<T>,
  row: FamilyRow<T>,
  actor: AuthUser,
  status: string,
  remark: string | undefined,
  behalf: string | undefined,
): Promise<NotificationMessage> {
  const link = family.links(row).requester;
  const kind = 'MY_REQUESTS';
  const words = family.words?.decided;
  if (words)
    return {
      ...words(row, { status, remark: remark || undefined, by: await userName(tx, actor.id), onBehalfOf: behalf }),
      link,
      kind,
    };
  return {
    title: `Request ${word(status)}`,
    body: `Your request for ${family.describe(row)} was ${word(status)}${remark ? `: ${remark}` : '.'}`,
    link,
    kind,
  };
}

/** The last approval or a rejection: status, the family's effects and the audit row, in a savepoint. */
async function settle<T extends RequestTable>(
  sp: Tx,
  family: ServerRequestFamily<T>,
  { row, request }: LoadedRequest<T>,
  actor: AuthUser,
  decision: Decision,
  remark: string | undefined,
  body: unknown,
  behalf: object,
): Promise<void> {
  const base: RequestTable = family.table;
  const status = family.declaration[decision].status;
  const [after] = await sp
    .update(base)
    .set({ status, decidedBy: actor.id, decidedAt: sql`now()`, remark: remark || null, updatedAt: sql`now()` })
    .where(eq(base.id, request.id))
    .returning();
  await family.onDecided?.(sp, Object.assign({}, row, after), decision, actor, body);
  await writeAudit(sp, {
    actorId: actor.id,
    action: `${family.entity}.${decision}`,
    entity: family.entity,
    entityId: request.id,
    before: row,
    after: { ...after, ...behalf },
  });
  const decided = Object.assign({}, row, after, { id: request.id, employeeId: request.employeeId, status });
  await queueRequestEvent(sp, family, decision === 'approve' ? 'approved' : 'rejected', decided, actor.id);
}

/**
 * One actor's decisions on requests of a family, in the caller's transaction. An approval short of the last step
 * moves the request on; only the last approval or a rejection applies the family's effects. Nobody decides their
 * own request, nor a later step after approving an earlier one. Each id has its own savepoint and answer.
 */
export async function decideInTx<T extends RequestTable>(
  tx: Tx,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  ids: readonly number[],
  decision: Decision,
  remark?: string,
  body?: unknown,
): Promise<{ outcomes: Outcome[]; notes: Notes }> {
  const { table: t, declaration } = family;
  const open = declaration.statuses[0];
  const rows = await loadRequests(tx, t, inArray(t.id, [...ids]), 'update');
  const byId = new Map(rows.map((r) => [r.request.id, r]));
  const rights = await decisionRights(tx, family, actor, rows);
  const approvedEarlier = await earlierApprovers(
    tx,
    family,
    rows.filter((r) => r.request.step > 1).map((r) => r.request.id),
  );
  const outcomes: Outcome[] = [];
  const notes: { recipients: readonly number[]; message: NotificationMessage }[] = [];
  // Read once for every request moved on.
  let active: Promise<{ id: number; roles: string[] }[]> | undefined;
  const activeOnce = () => (active ??= activeUsers(tx));
  for (const id of ids) {
    const loaded = byId.get(id);
    const row = loaded?.request;
    const delegator = rights.behalf(id);
    // Who approved an earlier step of an open request is told so, rather than that it is not theirs.
    if (row?.status === open && approvedEarlier.get(id)?.has(actor.id)) {
      outcomes.push({
        ok: false,
        id,
        error: forbidden('You approved an earlier step of this request; another decider takes this one.'),
      });
      continue;
    }
    if (row?.status === open && delegator !== undefined && approvedEarlier.get(id)?.has(delegator.id)) {
      outcomes.push({
        ok: false,
        id,
        error: forbidden(`${delegator.name} approved an earlier step of this request; another decider takes this one.`),
      });
      continue;
    }
    const refusal = accessRefusal(actor, row, !!loaded && rights.may(loaded));
    if (refusal || !loaded || !row) {
      outcomes.push({ ok: false, id, error: refusal ?? notFound('No such request.') });
      continue;
    }
    if (row.status !== open) {
      outcomes.push({ ok: false, id, error: conflict(`This request is already ${word(row.status)}.`) });
      continue;
    }
    // A decision taken for someone else names them in the audit row.
    const behalf = delegator === undefined ? {} : { onBehalfOf: delegator.name };
    try {
      if (decision === 'approve' && row.step <= row.chain.length) {
        const earlier = new Set([
          ...(approvedEarlier.get(id) ?? []),
          ...(delegator === undefined ? [] : [delegator.id]),
        ]);
        const everyone = await activeOnce();
        const moved = await tx.transaction((sp) =>
          moveOn(sp, family, loaded, actor, remark, earlier, behalf, everyone),
        );
        outcomes.push({ ok: true, id, status: open, message: moved.message });
        notes.push(...moved.notes);
        continue;
      }
      await tx.transaction((sp) => settle(sp, family, loaded, actor, decision, remark, body, behalf));
      const status = declaration[decision].status;
      outcomes.push({ ok: true, id, status });
      notes.push({
        recipients: [row.employeeId],
        message: await decidedNote(tx, family, loaded.row, actor, status, remark, delegator?.name),
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcomes.push({ ok: false, id, error: err });
    }
  }
  const written: Notes = [];
  for (const note of notes) written.push(...(await notify(tx, note.recipients, note.message)));
  return { outcomes, notes: written };
}

/**
 * An approval short of the last step: the request moves on, still open, to the next step's deciders, who are
 * told; the requester learns where it waits.
 */
async function moveOn<T extends RequestTable>(
  tx: Tx,
  family: ServerRequestFamily<T>,
  { row, request }: LoadedRequest<T>,
  actor: AuthUser,
  remark: string | undefined,
  earlier: ReadonlySet<number>,
  behalf: object,
  active: readonly { id: number; roles: string[] }[],
) {
  const base: RequestTable = family.table;
  const [moved] = await tx
    .update(base)
    .set({ step: sql`${base.step} + 1`, updatedAt: sql`now()` })
    .where(eq(base.id, request.id))
    .returning();
  const after = moved ?? request;
  const next = await stepDeciders(
    tx,
    family,
    { request: after, fields: row },
    after.step,
    new Set([...earlier, actor.id]),
    active,
  );
  await giveRequest(tx, family.entity, after, next, 'step');
  await writeAudit(tx, {
    actorId: actor.id,
    action: `${family.entity}.approve`,
    entity: family.entity,
    entityId: request.id,
    before: row,
    after: { ...moved, remark: remark || null, ...behalf },
  });
  const who = chainDeciderLabel(after.chain[after.step - 2] ?? '');
  const approver = await userName(tx, actor.id);
  const notes: { recipients: readonly number[]; message: NotificationMessage }[] = [
    {
      recipients: await withDelegates(tx, next),
      message: {
        title: 'New request to decide',
        body:
          `${await userName(tx, request.employeeId)} asks for ${family.describe(row)}; ` +
          `${approver} approved ${stepOf(request)}. You decide ${stepOf(after)}.`,
        link: family.links(row).decider,
        kind: 'DECISIONS',
        decide: { entity: family.entity, id: request.id },
      },
    },
    {
      recipients: [request.employeeId],
      message: {
        title: 'Request moved on',
        body: `${approver} approved your request for ${family.describe(row)}${remark ? `: ${remark}` : ''}. It now waits for ${who}, ${stepOf(after)}.`,
        link: family.links(row).requester,
        kind: 'MY_REQUESTS',
      },
    },
  ];
  return { message: `Approved ${stepOf(request)}; it now waits for ${who}, ${stepOf(after)}.`, notes };
}

/** Decisions on some requests in one transaction, answered per id; Web Push after the commit. */
export async function decideRequests<T extends RequestTable>(
  deps: Deps,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  ids: readonly number[],
  decision: Decision,
  remark?: string,
  body?: unknown,
): Promise<Outcome[]> {
  const unique = [...new Set(ids)];
  const { outcomes, notes } = await deps.db.transaction((tx) =>
    decideInTx(tx, family, actor, unique, decision, remark, body),
  );
  pushAfterCommit(deps, notes);
  return outcomes;
}

/** One request: an error answers with its status code. */
export async function decideRequest<T extends RequestTable>(
  deps: Deps,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  id: number,
  decision: Decision,
  remark?: string,
  body?: unknown,
): Promise<void> {
  const [outcome] = await decideRequests(deps, family, actor, [id], decision, remark, body);
  if (outcome && !outcome.ok) throw outcome.error;
}

/** Each id's outcome as a single call would give it, with the counts. */
export function bulkAnswer(
  outcomes: readonly Outcome[],
  done: (status: string) => string = (status) => `Request ${word(status)}.`,
): TBulkDecisionResponse {
  const results: TBulkOutcome[] = outcomes.map((o) =>
    o.ok
      ? { id: o.id, ok: true, status: o.status, statusCode: 200, message: o.message ?? done(o.status) }
      : { id: o.id, ok: false, statusCode: o.error.statusCode, message: o.error.message },
  );
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}

/** Many requests in one transaction, answered per id. */
export async function decideRequestsInBulk<T extends RequestTable>(
  deps: Deps,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  ids: readonly number[],
  decision: Decision,
  remark?: string,
  body?: unknown,
): Promise<TBulkDecisionResponse> {
  return bulkAnswer(await decideRequests(deps, family, actor, ids, decision, remark, body));
}

/** The requester withdraws an open request, in the caller's transaction. */
export async function cancelInTx<T extends RequestTable>(
  tx: Tx,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  id: number,
): Promise<void> {
  const { table: t, declaration } = family;
  const base: RequestTable = t;
  const [loaded] = await loadRequests(tx, t, eq(t.id, id), 'update');
  if (!loaded || loaded.request.employeeId !== actor.id) throw notFound('No such request.');
  const { row, request } = loaded;
  const approved = declaration.cancel.approved === true && request.status === declaration.approve.status;
  if (request.status !== declaration.statuses[0] && !approved) {
    const which = declaration.cancel.approved
      ? `${withArticle(declaration.statuses[0])} or ${word(declaration.approve.status)}`
      : withArticle(declaration.statuses[0]);
    throw conflict(`Only ${which} request can be cancelled; this one is ${word(request.status)}.`);
  }
  const refusal = approved ? family.approvedCancelRefusal?.(row, actor) : undefined;
  if (refusal) throw conflict(refusal);
  const [after] = await tx
    .update(base)
    .set({ status: declaration.cancel.status, updatedAt: sql`now()` })
    .where(eq(base.id, id))
    .returning();
  await family.onCancelled?.(tx, Object.assign({}, row, after), request.status);
  await writeAudit(tx, {
    actorId: actor.id,
    action: `${family.entity}.cancel`,
    entity: family.entity,
    entityId: id,
    before: row,
    after,
  });
  const cancelled = Object.assign({}, row, after, { id, employeeId: request.employeeId });
  const status = declaration.cancel.status;
  await queueRequestEvent(tx, family, 'cancelled', Object.assign(cancelled, { status }), actor.id);
}

export async function cancelRequest<T extends RequestTable>(
  { db }: Deps,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  id: number,
): Promise<void> {
  await db.transaction((tx) => cancelInTx(tx, family, actor, id));
}

/**
 * The requester sends a rejected request again (a document uploaded again): it opens again with its decision
 * cleared (the audit row keeps it), and its deciders are told as for a new one.
 */
export async function resubmitRequest<T extends RequestTable>(
  deps: Deps,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  id: number,
  change: (tx: Tx, row: FamilyRow<T>) => Promise<Record<string, unknown>>,
): Promise<RequestRow> {
  const { table: t, declaration } = family;
  const base: RequestTable = t;
  const { after, written } = await deps.db.transaction(async (tx) => {
    const [loaded] = await loadRequests(tx, t, eq(t.id, id), 'update');
    if (!loaded || loaded.request.employeeId !== actor.id) throw notFound('No such request.');
    const { row, request } = loaded;
    if (request.status !== declaration.reject.status)
      throw conflict(
        `Only ${withArticle(declaration.reject.status)} request can be sent again; this one is ${word(request.status)}.`,
      );
    const fields = await change(tx, row);
    // Decided as a new one: the chain as it is now, for the fields as they are now.
    const chain = await chainForNew(tx, family, Object.assign({}, row, fields));
    const [changed] = await tx
      .update(base)
      .set({
        ...fields,
        status: declaration.statuses[0],
        step: 1,
        chain,
        decidedBy: null,
        decidedAt: null,
        remark: null,
        updatedAt: sql`now()`,
      })
      .where(eq(base.id, id))
      .returning();
    const sent = Object.assign({}, row, fields, changed);
    const sentRequest = changed ?? request;
    await clearSteps(tx, family, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: `${family.entity}.resubmit`,
      entity: family.entity,
      entityId: id,
      before: row,
      after: sent,
    });
    const recipients = await withDelegates(
      tx,
      await decidersOf(tx, declaration.deciders, { request: sentRequest, fields: sent }),
    );
    const notes = await notify(tx, recipients, {
      title: 'Request sent again',
      body: `${await userName(tx, sentRequest.employeeId)} sent again ${family.describe(sent)}.`,
      link: family.links(sent).decider,
      kind: 'DECISIONS',
      decide: { entity: family.entity, id },
    });
    return { after: sentRequest, written: notes };
  });
  pushAfterCommit(deps, written);
  return after;
}

/**
 * Runs `make` in the caller's transaction, fixes the request's chain as it is now (later rule changes leave it be),
 * audits it and tells its deciders. Returns the notifications for Web Push after the commit.
 */
export async function createInTx<T extends RequestTable, Row extends FamilyRow<T> & RequestRow>(
  tx: Tx,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  make: (tx: Tx) => Promise<Row>,
): Promise<{ row: Row; notes: Notes }> {
  const made = await make(tx);
  const request: RequestRow = made;
  const chain = await chainForNew(tx, family, made);
  const base: RequestTable = family.table;
  if (chain.length > 0) await tx.update(base).set({ chain }).where(eq(base.id, request.id));
  const row = Object.assign(made, { chain });
  return { row, notes: await submitted(tx, family, { row, request: { ...request, chain } }, actor) };
}

/** Creates a request in a transaction of its own (createInTx); Web Push after the commit. */
export async function createRequest<T extends RequestTable, Row extends FamilyRow<T> & RequestRow>(
  deps: Deps,
  family: ServerRequestFamily<T>,
  actor: AuthUser,
  make: (tx: Tx) => Promise<Row>,
): Promise<Row> {
  const { row, notes } = await deps.db.transaction((tx) => createInTx(tx, family, actor, make));
  pushAfterCommit(deps, notes);
  return row;
}
