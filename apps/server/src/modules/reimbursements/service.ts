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

/** Finance's (those awaiting the viewer, `asIds`: awaitingSql) or one's own (`ownerId`). */
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

/** Finance's list is read on every visit of HR approvals (db/prepared.ts). */
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
 * DOMAIN.md: a master-list category, an expense date at most 90 days back and not ahead, 0–5 receipts (one above
 * 500), each the claimant's own unattached RECEIPT upload.
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

/** For finance, PENDING unless asked; open ones at their first step, or given to the actor. */
export async function allClaims(db: Db, actor: AuthUser, query: z.output<typeof ZReimbursementListQuerySchema>) {
  return page(db, 'all', { asIds: pgIntArray(await decidesAs(db, actor.id)) }, query);
}

export async function ownClaims(db: Db, actor: AuthUser, query: z.output<typeof ZOwnReimbursementQuerySchema>) {
  return page(db, 'own', { ownerId: actor.id }, query);
}

/** Its claimant's, or anyone's for claim deciders; anyone else gets 404. */
export async function claimOf(db: Db, actor: AuthUser, id: number): Promise<TReimbursement> {
  const claim = await reimbursementById(db, id).catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 404) return undefined;
    throw err;
  });
  if (!claim || !(await mayReadRequest(db, serverReimbursementFamily, actor, claim))) throw notFound('No such claim.');
  return claim;
}

/** The family's payment step (payClaim), with a payment reference. */
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

/** With one payment reference, in one transaction, answered per id. */
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
