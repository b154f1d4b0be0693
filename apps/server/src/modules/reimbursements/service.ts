import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, localDateTime } from '@staffdesk/shared/dates';
import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
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
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { AppError, badRequest, notFound } from '../../errors';
import { attachFile } from '../files/service';
import { masterLabel } from '../master/service';
import { act } from '../requests/actions';
import { decidesAs } from '../requests/delegations';
import { pgIntArray, PlaceholderFilters, preparedListPages, type ListQuery, type ListSorts } from '../../db/prepared';
import { requestSorts } from '../requests/family';
import { awaitingSql } from '../requests/escalations';
import { mayReadRequest } from '../requests/history';
import { bulkAnswer, createRequest } from '../requests/lifecycle';
import { likePattern, userIdsNamedSql } from '../users/full-name';
import { payClaim, serverReimbursementFamily } from './family';
import {
  REIMBURSEMENT_ENTITY,
  reimbursementById,
  toViews,
  withReceiptsColumns,
  type ViewRowWithReceipts,
} from './view';

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);
type Deps = Pick<AppDeps, 'db' | 'push'>;

type ReimbursementSort = (typeof ALL_REIMBURSEMENT_SORTS)[number];
const SORTS: ListSorts<ReimbursementSort> = requestSorts(reimbursements, {
  expenseDate: reimbursements.expenseDate,
  amount: reimbursements.amount,
  category: reimbursements.category,
});

type ClaimListQuery = ListQuery<ReimbursementSort> & {
  status: string;
  employeeId?: number;
  category?: string;
  search?: string;
};

/** Whose claims a list shows: finance's (those awaiting the viewer, `asIds`: see awaitingSql) or one's own (`ownerId`). */
const scopeCondition = {
  all: awaitingSql(
    REIMBURSEMENT_ENTITY,
    reimbursements,
    serverReimbursementFamily.declaration.statuses[0],
    undefined,
    sql`${sql.placeholder('asIds')}::int[]`,
  ),
  own: eq(reimbursements.employeeId, sql.placeholder('ownerId')),
};

function claimFilters(q: ClaimListQuery): PlaceholderFilters {
  const filters = new PlaceholderFilters();
  if (q.status !== 'ALL') filters.add(eq(reimbursements.status, sql.placeholder('status')), { status: q.status });
  if (q.employeeId)
    filters.add(eq(reimbursements.employeeId, sql.placeholder('employeeId')), { employeeId: q.employeeId });
  if (q.category) filters.add(eq(reimbursements.category, sql.placeholder('category')), { category: q.category });
  if (q.search)
    filters.add(sql`${reimbursements.employeeId} in (${userIdsNamedSql(sql.placeholder('search'))})`, {
      search: likePattern(q.search),
    });
  return filters;
}

/** A page of claims: finance's list is read on every visit of HR approvals (db/prepared.ts). */
const page = preparedListPages<
  ViewRowWithReceipts,
  TReimbursement,
  keyof typeof scopeCondition,
  ReimbursementSort,
  ClaimListQuery
>({
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
export async function createClaim(
  deps: Deps,
  actor: AuthUser,
  input: z.output<typeof ZReimbursementCreateSchema>,
): Promise<TReimbursement> {
  if (!actor.employee) throw notFound('You have no employee record.');
  const today = localDateTime(new Date(), actor.employee.timeZone ?? DEFAULT_TIME_ZONE).date;
  if (input.expenseDate > today) throw fieldError('expenseDate', 'The expense date cannot be in the future.');
  if (input.expenseDate < addDays(today, -REIMBURSEMENT_MAX_DAYS_BACK)) {
    throw fieldError(
      'expenseDate',
      `Choose an expense date at most ${REIMBURSEMENT_MAX_DAYS_BACK} days back: a claim is made within ${REIMBURSEMENT_MAX_DAYS_BACK} days of spending.`,
    );
  }
  if (!(await masterLabel(deps.db, 'reimbursementCategories', input.category)))
    throw fieldError('category', 'Choose a category from the list.');
  const row = await createRequest(deps, serverReimbursementFamily, actor, async (tx) => {
    const [inserted] = await tx
      .insert(reimbursements)
      .values({
        employeeId: actor.id,
        category: input.category,
        expenseDate: input.expenseDate,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
      })
      .returning();
    for (const [i, fileId] of input.receiptIds.entries()) {
      await attachFile(tx, {
        fileId,
        ownerId: actor.id,
        category: 'RECEIPT',
        entity: REIMBURSEMENT_ENTITY,
        entityId: inserted!.id,
        field: `receiptIds.${i}`,
      });
    }
    return inserted!;
  });
  return reimbursementById(deps.db, row.id);
}

/** Everyone's claims for finance, PENDING unless asked otherwise; of the open ones, those at their first step and those given to the actor (a later step, an escalation). */
export async function allClaims(db: Db, actor: AuthUser, query: z.output<typeof ZReimbursementListQuerySchema>) {
  return page(db, 'all', { asIds: pgIntArray(await decidesAs(db, actor.id)) }, query);
}

export async function ownClaims(db: Db, actor: AuthUser, query: z.output<typeof ZOwnReimbursementQuerySchema>) {
  return page(db, 'own', { ownerId: actor.id }, query);
}

/** One claim: its claimant's, or anyone's for those who decide claims; anyone else gets 404. */
export async function claimOf(db: Db, actor: AuthUser, id: number): Promise<TReimbursement> {
  const claim = await reimbursementById(db, id).catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 404) return undefined;
    throw err;
  });
  if (!claim || !(await mayReadRequest(db, serverReimbursementFamily, actor, claim))) throw notFound('No such claim.');
  return claim;
}

/** Marks an approved claim PAID with a payment reference: the family's payment step (payClaim). */
export async function payOne(
  deps: Deps,
  actor: AuthUser,
  id: number,
  paymentReference: string,
): Promise<TReimbursement> {
  const [outcome] = await act(deps, serverReimbursementFamily, payClaim, actor, [id], { paymentReference });
  if (outcome && !outcome.ok) throw outcome.error;
  return reimbursementById(deps.db, id);
}

/** Marks approved claims PAID with one payment reference, in one transaction, answered per id. */
export async function payMany(
  deps: Deps,
  actor: AuthUser,
  ids: readonly number[],
  paymentReference: string,
): Promise<TBulkDecisionResponse> {
  return bulkAnswer(
    await act(deps, serverReimbursementFamily, payClaim, actor, ids, { paymentReference }),
    () => payClaim.words.done,
  );
}
