import { Receipt } from 'lucide-react';
import { reimbursementFamily, reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import { ALL_REIMBURSEMENT_SORTS, REIMBURSEMENT_SORTS, REIMBURSEMENT_STATUSES, type TReimbursement, type TReimbursementPage } from '@staffdesk/shared/schemas/reimbursements';
import { AttachmentViewer } from '@/components/attachments/attachment-viewer';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf, type Page } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { callApi } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { PaymentQueue } from './payment-queue';
import { REIMBURSEMENT_FORM_PATH, REIMBURSEMENT_LIST_PATH } from './paths';

/** A claim as the request screens list it: its description is the reason every request shows. */
export type Claim = TReimbursement & { reason: string };
const asClaims = (page: TReimbursementPage): Page<Claim> => ({ ...page, items: page.items.map((c) => ({ ...c, reason: c.description })) });

const category: DataTableColumn<Claim> = { id: 'category', header: 'Category', cell: (c) => c.categoryLabel, sortKey: 'category', width: 'sm' };
const spentOn: DataTableColumn<Claim> = { id: 'expenseDate', header: 'Spent on', cell: (c) => formatDate(c.expenseDate), sortKey: 'expenseDate', width: 'fit' };
const amount: DataTableColumn<Claim> = { id: 'amount', header: 'Amount', cell: (c) => formatMoney(c.amount, c.currency), sortKey: 'amount', numeric: true, width: 'fit' };
const receipts: DataTableColumn<Claim> = { id: 'receipts', header: 'Receipts', cell: (c) => (c.receipts.length === 0 ? 'None' : `${c.receipts.length}`), numeric: true, hideBelow: 'lg', width: 'fit' };
const payment: DataTableColumn<Claim> = {
  id: 'payment',
  header: 'Payment',
  cell: (c) => (c.paymentReference ? `Paid${c.paidAt ? ` on ${formatDate(c.paidAt)}` : ''}, reference ${c.paymentReference}` : '—'),
  width: 'md',
};

/** Reimbursement claims: decided and then marked paid by finance on the HR approvals screen, receipts in view. */
export const reimbursementRequests = registerRequestFamily<Claim>({
  key: 'reimbursements',
  declaration: reimbursementFamily,
  area: 'hr',
  label: 'Reimbursements',
  noun: 'reimbursement claims',
  describe: (c) => `${c.categoryLabel} claim of ${formatMoney(c.amount, c.currency)} (${formatDate(c.expenseDate)})`,
  approvalColumns: [{ ...category, card: 'subtitle' }, spentOn, amount, receipts],
  queue: ({ sort, ...q }) => callApi(reimbursementsApi.allReimbursements, { query: { ...q, sort: oneOf(ALL_REIMBURSEMENT_SORTS, sort), status: 'PENDING' } }).then(asClaims),
  affects: [['reimbursements']],
  FollowUp: PaymentQueue,
  details: (c) => (
    <div className="grid gap-2">
      <p className="text-sm">
        <span className="font-medium">{c.categoryLabel}</span>, {formatMoney(c.amount, c.currency)} spent on {formatDate(c.expenseDate)}: {c.description}
      </p>
      <AttachmentViewer files={c.receipts} initiallyOpen />
    </div>
  ),
  own: {
    path: REIMBURSEMENT_LIST_PATH,
    title: 'Reimbursement Requests',
    description: 'Your expense claims, newest first: their decision and, once paid, the payment reference.',
    newRequest: { path: REIMBURSEMENT_FORM_PATH, label: 'New claim' },
    emptyIcon: Receipt,
    emptyTitle: 'No claims yet.',
    emptyHint: 'Claim an expense back with its receipts.',
    columns: [{ ...category, card: 'title' }, spentOn, amount, payment],
    fetch: ({ sort, status, filters: _filters, ...q }) =>
      callApi(reimbursementsApi.ownReimbursements, { query: { ...q, sort: oneOf(REIMBURSEMENT_SORTS, sort), status: oneOf(REIMBURSEMENT_STATUSES, status) ?? 'ALL' } }).then(asClaims),
    cancelDialog: (c) => ({
      title: 'Cancel This Claim?',
      description: `Your ${c.categoryLabel.toLowerCase()} claim of ${formatMoney(c.amount, c.currency)} will be withdrawn.`,
      confirmLabel: 'Cancel claim',
    }),
    cancelledMessage: 'The claim was cancelled.',
  },
});
