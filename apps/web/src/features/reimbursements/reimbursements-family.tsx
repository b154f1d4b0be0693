import { Receipt } from 'lucide-react';
import { reimbursementFamily } from '@staffdesk/shared/api/reimbursements';
import {
  ALL_REIMBURSEMENT_SORTS,
  REIMBURSEMENT_SORTS,
  REIMBURSEMENT_STATUSES,
} from '@staffdesk/shared/schemas/reimbursements';
import { AttachmentViewer } from '@/components/attachments/attachment-viewer';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@staffdesk/shared/money';
import { amount, asClaims, category, describeClaim, spentOn, type Claim } from './claims';
import { getOwnReimbursements } from './api/get-own-reimbursements';
import { getReimbursements } from './api/get-reimbursements';
import { PaymentQueue } from './payment-queue';
import { REIMBURSEMENT_FORM_PATH, REIMBURSEMENT_LIST_PATH } from './paths';

const receipts: DataTableColumn<Claim> = {
  id: 'receipts',
  header: 'Receipts',
  cell: (c) => (c.receipts.length === 0 ? 'None' : `${c.receipts.length}`),
  numeric: true,
  hideBelow: 'lg',
  width: 'fit',
};
const payment: DataTableColumn<Claim> = {
  id: 'payment',
  header: 'Payment',
  cell: (c) =>
    c.paymentReference ? `Paid${c.paidAt ? ` on ${formatDate(c.paidAt)}` : ''}, reference ${c.paymentReference}` : '—',
  width: 'md',
};

/** Reimbursement claims: decided and then marked paid by finance on the HR approvals screen, receipts in view. */
export const reimbursementRequests = registerRequestFamily<Claim>({
  key: 'reimbursements',
  declaration: reimbursementFamily,
  area: 'hr',
  label: 'Reimbursements',
  noun: 'reimbursement claims',
  describe: describeClaim,
  approvalColumns: [{ ...category, card: 'subtitle' }, spentOn, amount, receipts],
  queue: ({ sort, ...q }) =>
    getReimbursements({ ...q, sort: oneOf(ALL_REIMBURSEMENT_SORTS, sort), status: 'PENDING' }).then(asClaims),
  affects: [['reimbursements']],
  FollowUp: PaymentQueue,
  details: (c) => (
    <div className="grid gap-2">
      <p className="text-sm">
        <span className="font-medium">{c.categoryLabel}</span>, {formatMoney(c.amount, c.currency)} spent on{' '}
        {formatDate(c.expenseDate)}: {c.description}
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
      getOwnReimbursements({
        ...q,
        sort: oneOf(REIMBURSEMENT_SORTS, sort),
        status: oneOf(REIMBURSEMENT_STATUSES, status) ?? 'ALL',
      }).then(asClaims),
    cancelDialog: (c) => ({
      title: 'Cancel This Claim?',
      description: `Your ${c.categoryLabel.toLowerCase()} claim of ${formatMoney(c.amount, c.currency)} will be withdrawn.`,
      confirmLabel: 'Cancel claim',
    }),
    cancelledMessage: 'The claim was cancelled.',
  },
});
