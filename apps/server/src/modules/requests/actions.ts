import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthUser, Deciders } from '../../access';
import { AppError, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { loadRequests, type FamilyRow, type RequestTable, type ServerRequestFamily } from './family';
import { accessRefusal, decisionRights, pushAfterCommit, type Notes, type Outcome } from './lifecycle';

/**
 * A step after a request's decision (a claim paid), from one status to the next, by its own deciders. It runs as
 * a decision does: one transaction, a savepoint and an answer per id, never on one's own request, delegates on
 * their decider's behalf, an audit row `<entity>.<name>`, and the requester told.
 */
export interface RequestAction<T extends RequestTable, Input> {
  /** 'pay' gives the audit action `reimbursement.pay`. */
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly deciders: Deciders;
  readonly words: {
    /** 404 for a request that does not exist or is not the actor's to act on. */
    readonly missing: string;
    /** Why a request in another status cannot take the step (409). */
    refused(row: FamilyRow<T>): string;
    readonly done: string;
    told(row: FamilyRow<T>, input: Input): { title: string; body: string };
  };
  /** What the step records beside the status (a payment reference). */
  record?(tx: Tx, row: FamilyRow<T>, input: Input, actor: AuthUser): Promise<void>;
}

type Deps = Pick<AppDeps, 'db' | 'push'>;

/** In the caller's transaction: an outcome per id, and the notifications written. */
async function actInTx<T extends RequestTable, Input>(
  tx: Tx,
  family: ServerRequestFamily<T>,
  action: RequestAction<T, Input>,
  actor: AuthUser,
  ids: readonly number[],
  input: Input,
): Promise<{ outcomes: Outcome[]; notes: Notes }> {
  const t = family.table;
  const base: RequestTable = t;
  const rows = await loadRequests(tx, t, inArray(t.id, [...ids]), 'update');
  const byId = new Map(rows.map((r) => [r.request.id, r]));
  const rights = await decisionRights(tx, family, actor, rows, action.deciders, false);
  const outcomes: Outcome[] = [];
  const notes: Notes = [];
  for (const id of ids) {
    const loaded = byId.get(id);
    const refusal = accessRefusal(actor, loaded?.request, !!loaded && rights.may(loaded), action.words.missing);
    if (refusal || !loaded) {
      outcomes.push({ ok: false, id, error: refusal ?? notFound(action.words.missing) });
      continue;
    }
    const { row, request } = loaded;
    if (request.status !== action.from) {
      outcomes.push({ ok: false, id, error: conflict(action.words.refused(row)) });
      continue;
    }
    const delegator = rights.behalf(id);
    try {
      const after = await tx.transaction(async (sp) => {
        await sp
          .update(base)
          .set({ status: action.to, updatedAt: sql`now()` })
          .where(eq(base.id, id));
        await action.record?.(sp, row, input, actor);
        const [taken] = await loadRequests(sp, t, eq(t.id, id));
        const takenRow = taken?.row ?? row;
        await writeAudit(sp, {
          actorId: actor.id,
          action: `${family.entity}.${action.name}`,
          entity: family.entity,
          entityId: id,
          before: row,
          after: delegator === undefined ? takenRow : Object.assign({}, takenRow, { onBehalfOf: delegator.name }),
        });
        return takenRow;
      });
      outcomes.push({ ok: true, id, status: action.to });
      notes.push(
        ...(await notify(tx, [request.employeeId], {
          ...action.words.told(after, input),
          link: family.links(after).requester,
        })),
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcomes.push({ ok: false, id, error: err });
    }
  }
  return { outcomes, notes };
}

/** In a transaction of its own, answered per id; Web Push after the commit. */
export async function act<T extends RequestTable, Input>(
  deps: Deps,
  family: ServerRequestFamily<T>,
  action: RequestAction<T, Input>,
  actor: AuthUser,
  ids: readonly number[],
  input: Input,
): Promise<Outcome[]> {
  const unique = [...new Set(ids)];
  const { outcomes, notes } = await deps.db.transaction((tx) => actInTx(tx, family, action, actor, unique, input));
  pushAfterCommit(deps, notes);
  return outcomes;
}
