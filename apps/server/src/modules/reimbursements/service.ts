import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, localDateTime } from '@staffdesk/shared/dates';
import type { TBulkDecisionResponse, TBulkOutcome } from '@staffdesk/shared/schemas/requests';
import {
  REIMBURSEMENT_MAX_DAYS_BACK,
  type ALL_REIMBURSEMENT_SORTS,
  type TReimbursement,
  type ZOwnReimbursementQuerySchema,
  type ZReimbursementCreateSchema,
  type ZReimbursementListQuerySchema,
} from '@staffdesk/shared/schemas/reimbursements';
import { DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import { reimbursements } from '../../db/schema/reimbursements';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { attachFile } from '../files/service';
import { masterLabel } from '../master/service';
import { notify, sendPush } from '../notifications/service';
import { decidesAs } from '../requests/delegations';
import { pgIntArray, PlaceholderFilters, preparedListPages, type ListQuery, type ListSorts } from '../../db/prepared';
import { requestSorts } from '../requests/family';
import { awaitingSql } from '../requests/escalations';
import { mayReadRequest } from '../requests/history';
import { createLifecycle } from '../requests/lifecycle';
import { ownRecordRefusal } from '../requests/own-record';
import { likePattern, userIdsNamedSql } from '../users/full-name';
import { formatAmount, serverReimbursementFamily, type ReimbursementRow } from './family';
import { REIMBURSEMENT_ENTITY, reimbursementById, toViews, withReceiptsColumns, type ViewRowWithReceipts } from './view';

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);

type ReimbursementSort = (typeof ALL_REIMBURSEMENT_SORTS)[number];
const SORTS: ListSorts<ReimbursementSort> = requestSorts(reimbursements, {
  expenseDate: reimbursements.expenseDate,
  amount: reimbursements.amount,
  category: reimbursements.category,
});

type ClaimListQuery = ListQuery<ReimbursementSort> & { status: string; employeeId?: number; category?: string; search?: string };

/** Whose claims a list shows: finance's (those awaiting the viewer, `asIds`: see awaitingSql) or one's own (`ownerId`). */
const scopeCondition = {
  all: awaitingSql(REIMBURSEMENT_ENTITY, reimbursements, serverReimbursementFamily.declaration.statuses[0], undefined, sql`${sql.placeholder('asIds')}::int[]`),
  own: eq(reimbursements.employeeId, sql.placeholder('ownerId')),
};

function claimFilters(q: ClaimListQuery): PlaceholderFilters {
  const filters = new PlaceholderFilters();
  if (q.status !== 'ALL') filters.add(eq(reimbursements.status, sql.placeholder('status')), { status: q.status });
  if (q.employeeId) filters.add(eq(reimbursements.employeeId, sql.placeholder('employeeId')), { employeeId: q.employeeId });
  if (q.category) filters.add(eq(reimbursements.category, sql.placeholder('category')), { category: q.category });
  if (q.search) filters.add(sql`${reimbursements.employeeId} in (${userIdsNamedSql(sql.placeholder('search'))})`, { search: likePattern(q.search) });
  return filters;
}

/** Who decides claims also pays them: finance (VIEW_REIMBURSEMENT_REQUEST_APPROVAL). */
export function createReimbursementService(deps: Pick<AppDeps, 'db' | 'push'>) {
  const { db, push } = deps;
  const lifecycle = createLifecycle(deps);

  /** A page of claims: finance's list is read on every visit of HR approvals (db/prepared.ts). */
  const page = preparedListPages<ViewRowWithReceipts, TReimbursement, keyof typeof scopeCondition, ReimbursementSort, ClaimListQuery>({
    table: reimbursements,
    columns: withReceiptsColumns,
    id: reimbursements.id,
    scopes: scopeCondition,
    sorts: SORTS,
    filters: claimFilters,
    items: toViews,
  });

  /**
   * DOMAIN.md: a category of the master list, an expense date not in the future and at most 90 days back,
   * an amount above zero (the schema), 0–5 receipts and at least one above 500 (the schema), each the
   * claimant's own upload of category RECEIPT that no record holds yet.
   */
  async function create(actor: AuthUser, input: z.output<typeof ZReimbursementCreateSchema>): Promise<TReimbursement> {
    if (!actor.employee) throw notFound('You have no employee record.');
    const today = localDateTime(new Date(), actor.employee.timeZone ?? DEFAULT_TIME_ZONE).date;
    if (input.expenseDate > today) throw fieldError('expenseDate', 'The expense date cannot be in the future.');
    if (input.expenseDate < addDays(today, -REIMBURSEMENT_MAX_DAYS_BACK)) {
      throw fieldError('expenseDate', `Choose an expense date at most ${REIMBURSEMENT_MAX_DAYS_BACK} days back: a claim is made within ${REIMBURSEMENT_MAX_DAYS_BACK} days of spending.`);
    }
    if (!(await masterLabel(db, 'reimbursementCategories', input.category))) throw fieldError('category', 'Choose a category from the list.');
    const row = await lifecycle.create(serverReimbursementFamily, actor, async (tx) => {
      const [inserted] = await tx
        .insert(reimbursements)
        .values({ employeeId: actor.id, category: input.category, expenseDate: input.expenseDate, amount: input.amount, currency: input.currency, description: input.description })
        .returning();
      for (const [i, fileId] of input.receiptIds.entries()) {
        await attachFile(tx, { fileId, ownerId: actor.id, category: 'RECEIPT', entity: REIMBURSEMENT_ENTITY, entityId: inserted!.id, field: `receiptIds.${i}` });
      }
      return inserted!;
    });
    return reimbursementById(db, row.id);
  }

  /** Everyone's claims for finance, PENDING unless asked otherwise; of the open ones, those at their first step and those given to the actor (a later step, an escalation). */
  async function all(actor: AuthUser, query: z.output<typeof ZReimbursementListQuerySchema>) {
    return page(db, 'all', { asIds: pgIntArray(await decidesAs(db, actor.id)) }, query);
  }

  async function own(actor: AuthUser, query: z.output<typeof ZOwnReimbursementQuerySchema>) {
    return page(db, 'own', { ownerId: actor.id }, query);
  }

  /** One claim: its claimant's, or anyone's for those who decide claims; anyone else gets 404. */
  async function get(actor: AuthUser, id: number): Promise<TReimbursement> {
    const claim = await reimbursementById(db, id).catch((err: unknown) => {
      if (err instanceof AppError && err.statusCode === 404) return undefined;
      throw err;
    });
    if (!claim || !(await mayReadRequest(db, serverReimbursementFamily, actor, claim))) throw notFound('No such claim.');
    return claim;
  }

  /** Marks approved claims PAID with a payment reference, in one transaction, each id in a savepoint; answered per id. */
  async function payMany(actor: AuthUser, ids: readonly number[], paymentReference: string): Promise<TBulkOutcome[]> {
    const unique = [...new Set(ids)];
    const { outcomes, written } = await db.transaction(async (tx) => {
      const rows = await tx.select().from(reimbursements).where(inArray(reimbursements.id, unique)).for('update');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const results: TBulkOutcome[] = [];
      const paid: ReimbursementRow[] = [];
      for (const id of unique) {
        const row = byId.get(id);
        const refuse = (error: AppError) => results.push({ id, ok: false, statusCode: error.statusCode, message: error.message });
        const own = row && ownRecordRefusal(actor, row.employeeId);
        if (!row) refuse(notFound('No such claim.'));
        else if (own) refuse(own);
        else if (row.status !== 'APPROVED') refuse(conflict(`Only an approved claim can be marked paid; this one is ${row.status.toLowerCase()}.`));
        else {
          const [after] = await tx
            .update(reimbursements)
            .set({ status: 'PAID', paymentReference, paidAt: sql`now()`, paidBy: actor.id, updatedAt: sql`now()` })
            .where(eq(reimbursements.id, id))
            .returning();
          await writeAudit(tx, { actorId: actor.id, action: `${REIMBURSEMENT_ENTITY}.pay`, entity: REIMBURSEMENT_ENTITY, entityId: id, before: row, after });
          paid.push(after!);
          results.push({ id, ok: true, status: 'PAID', statusCode: 200, message: 'Claim marked paid.' });
        }
      }
      const notes = [];
      for (const row of paid) {
        notes.push(
          ...(await notify(tx, [row.employeeId], {
            title: 'Reimbursement paid',
            body: `Your claim of ${formatAmount(row.amount, row.currency)} was paid (reference ${paymentReference}).`,
            link: serverReimbursementFamily.links(row).requester,
          })),
        );
      }
      return { outcomes: results, written: notes };
    });
    void sendPush(db, push, written).catch(() => undefined);
    return outcomes;
  }

  async function pay(actor: AuthUser, id: number, paymentReference: string): Promise<TReimbursement> {
    const [outcome] = await payMany(actor, [id], paymentReference);
    if (outcome && !outcome.ok) throw new AppError(outcome.statusCode, outcome.message);
    return reimbursementById(db, id);
  }

  async function payBulk(actor: AuthUser, ids: readonly number[], paymentReference: string): Promise<TBulkDecisionResponse> {
    const results = await payMany(actor, ids, paymentReference);
    const succeeded = results.filter((r) => r.ok).length;
    return { results, succeeded, failed: results.length - succeeded };
  }

  return { create, all, own, get, pay, payBulk };
}
