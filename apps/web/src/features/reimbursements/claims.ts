import type { TReimbursement, TReimbursementPage } from '@staffdesk/shared/schemas/reimbursements';
import type { Page } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@staffdesk/shared/money';

/** A claim as the request screens list it: its description is the reason every request shows. */
export type Claim = TReimbursement & { reason: string };
export const asClaims = (page: TReimbursementPage): Page<Claim> => ({
  ...page,
  items: page.items.map((c) => ({ ...c, reason: c.description })),
});

/** "Travel claim of ₹1,250.50 (November 18, 2026)": a claim for the buttons and checkboxes of a screen reader. */
export const describeClaim = (c: Claim) =>
  `${c.categoryLabel} claim of ${formatMoney(c.amount, c.currency)} (${formatDate(c.expenseDate)})`;

/** What the claims' lists show of one: the claim's queue, the claims to pay and the requester's own list. */
export const category: DataTableColumn<Claim> = {
  id: 'category',
  header: 'Category',
  cell: (c) => c.categoryLabel,
  sortKey: 'category',
  width: 'sm',
};
export const spentOn: DataTableColumn<Claim> = {
  id: 'expenseDate',
  header: 'Spent on',
  cell: (c) => formatDate(c.expenseDate),
  sortKey: 'expenseDate',
  width: 'fit',
};
export const amount: DataTableColumn<Claim> = {
  id: 'amount',
  header: 'Amount',
  cell: (c) => formatMoney(c.amount, c.currency),
  sortKey: 'amount',
  numeric: true,
  width: 'fit',
};
