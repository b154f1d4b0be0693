import { eq, sql } from 'drizzle-orm';
import type { TReimbursement } from '@staffdesk/shared/schemas/reimbursements';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { reimbursements } from '../../db/schema/reimbursements';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import { attachedFilesSql } from '../files/service';
import { masterLabelSql } from '../master/service';
import { departmentSql, employeeCodeSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import { isEscalatedSql } from '../requests/escalations';

/** The entity name of a claim: its receipts' files and its audit rows carry it. */
export const REIMBURSEMENT_ENTITY = 'reimbursement';

/** A claim's columns as the API answers them (with toViews). */
export const viewColumns = {
  id: reimbursements.id,
  employeeId: reimbursements.employeeId,
  employeeName: sql<string>`${userNameSql(reimbursements.employeeId)}`,
  employeeCode: employeeCodeSql(reimbursements.employeeId),
  department: departmentSql(reimbursements.employeeId),
  status: reimbursements.status,
  decidedBy: reimbursements.decidedBy,
  decidedByName: userNameSql(reimbursements.decidedBy),
  decidedAt: reimbursements.decidedAt,
  remark: reimbursements.remark,
  createdAt: reimbursements.createdAt,
  updatedAt: reimbursements.updatedAt,
  escalated: isEscalatedSql(REIMBURSEMENT_ENTITY, reimbursements.id),
  step: reimbursements.step,
  chain: reimbursements.chain,
  category: reimbursements.category,
  categoryLabel: masterLabelSql('reimbursementCategories', reimbursements.category),
  expenseDate: reimbursements.expenseDate,
  amount: reimbursements.amount,
  currency: reimbursements.currency,
  description: reimbursements.description,
  paymentReference: reimbursements.paymentReference,
  paidAt: reimbursements.paidAt,
  paidBy: reimbursements.paidBy,
  paidByName: userNameSql(reimbursements.paidBy),
};

export function viewQuery(executor: Executor) {
  return executor.select(viewColumns).from(reimbursements);
}

export type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

/** A claim's columns with its receipts, read in the same statement. */
export const withReceiptsColumns = {
  ...viewColumns,
  receipts: attachedFilesSql(REIMBURSEMENT_ENTITY, reimbursements, 'RECEIPT'),
};
export type ViewRowWithReceipts = ViewRow & { receipts: TUploadedFile[] };

/** Claims as the API answers them. */
export function toViews(rows: readonly ViewRowWithReceipts[]): TReimbursement[] {
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    paidAt: r.paidAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function reimbursementById(executor: Executor, id: number): Promise<TReimbursement> {
  const [view] = toViews(
    await executor.select(withReceiptsColumns).from(reimbursements).where(eq(reimbursements.id, id)),
  );
  if (!view) throw notFound('No such claim.');
  return view;
}

/** Claims whose expense falls between two dates, after an id, in id order: the batches of the month's report. */
export async function claimsBetween(executor: Executor, from: string, to: string, afterId: number, limit: number) {
  return viewQuery(executor)
    .where(sql`${reimbursements.expenseDate} between ${from} and ${to} and ${reimbursements.id} > ${afterId}`)
    .orderBy(reimbursements.id)
    .limit(limit);
}

/** Claims whose expense falls between two dates, per category (rejected and cancelled ones left out). */
export async function claimTotalsByCategory(executor: Executor, from: string, to: string) {
  return executor
    .select({
      category: reimbursements.category,
      label: masterLabelSql('reimbursementCategories', reimbursements.category),
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${reimbursements.amount}), 0)::float8`,
    })
    .from(reimbursements)
    .where(
      sql`${reimbursements.expenseDate} between ${from}::date and ${to}::date and ${reimbursements.status} not in ('REJECTED', 'CANCELLED')`,
    )
    .groupBy(reimbursements.category)
    .orderBy(sql`sum(${reimbursements.amount}) desc`);
}

/** How many claims wait for a decision. */
export async function pendingClaimCount(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(reimbursements)
    .where(eq(reimbursements.status, 'PENDING'));
  return row?.n ?? 0;
}
