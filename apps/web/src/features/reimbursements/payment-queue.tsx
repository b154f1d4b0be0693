import { Banknote } from 'lucide-react';
import { reimbursementFamily } from '@staffdesk/shared/api/reimbursements';
import { ALL_REIMBURSEMENT_SORTS, ZMarkPaidRequestSchema } from '@staffdesk/shared/schemas/reimbursements';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { ApprovalQueue } from '@/components/requests/approval-queue';
import { oneOf, type QueueAction, type WebRequestFamily } from '@/components/requests/request-family';
import { formatDate } from '@/lib/dates';
import { getReimbursements } from './api/get-reimbursements';
import { payReimbursement, payReimbursements } from './api/pay-reimbursements';
import { amount, asClaims, category, describeClaim, spentOn, type Claim } from './claims';

const approved: DataTableColumn<Claim> = {
  id: 'approved',
  header: 'Approved',
  cell: (c) => `${c.decidedByName ?? '—'}${c.decidedAt ? `, ${formatDate(c.decidedAt)}` : ''}`,
  hideBelow: 'lg',
  width: 'sm',
};

/** The approved claims that wait for their money, listed as the reimbursement family's queue is. */
const claimsToPay: WebRequestFamily<Claim> = {
  key: 'paying',
  declaration: reimbursementFamily,
  area: 'hr',
  label: 'Reimbursements',
  noun: 'claims to pay',
  describe: describeClaim,
  hasReason: false,
  approvalColumns: [{ ...category, card: 'subtitle' }, spentOn, amount, approved],
  queue: ({ sort, ...q }) =>
    getReimbursements({ ...q, sort: oneOf(ALL_REIMBURSEMENT_SORTS, sort), status: 'APPROVED' }).then(asClaims),
  emptyQueueHint: 'Claims you approve show up here until they are paid.',
  affects: [['reimbursements']],
  queueWords: {
    label: 'Approved reimbursement claims to pay',
    search: 'Search claims to pay by requester',
    empty: 'No approved claims wait for payment.',
    error: 'The claims to pay could not be loaded.',
    one: 'claim',
    many: 'claims',
  },
};

/** Marking claims paid with the payment reference (the bank transfer's) that the employee will see on their claim. */
const markPaid: QueueAction = {
  verb: 'Mark paid',
  selectedVerb: 'Mark selected paid',
  icon: Banknote,
  past: 'marked paid',
  selectionHint: 'Select claims paid with one transfer to mark them together.',
  title: (subject) => `Mark ${subject} Paid?`,
  description: 'The employee is told at once and sees the payment reference on their claim.',
  fields: [
    {
      name: 'paymentReference',
      label: 'Payment reference',
      required: 'Give the payment reference.',
      schema: ZMarkPaidRequestSchema.shape.paymentReference,
      hint: (bulk) =>
        `The bank transfer's reference, such as NEFT-2026-1123.${bulk ? ' Every chosen claim gets it.' : ''}`,
    },
  ],
  send: (id, { paymentReference = '' }) => payReimbursement(id, paymentReference),
  sendMany: (ids, { paymentReference = '' }) => payReimbursements(ids, paymentReference),
};

/**
 * Approved claims that wait for their money, under the reimbursements tab of the HR approvals screen:
 * finance marks them paid with the payment reference, one at a time or several with one transfer.
 */
export function PaymentQueue() {
  return (
    <section aria-labelledby="to-pay-heading" className="mt-8 space-y-4">
      <div>
        <h2 id="to-pay-heading" className="text-lg font-semibold">
          Approved, to Pay
        </h2>
        <p className="text-sm text-muted-foreground">
          Mark a claim paid once the money has gone out, with the payment reference the employee will see.
        </p>
      </div>
      <ApprovalQueue family={claimsToPay} action={markPaid} />
    </section>
  );
}
