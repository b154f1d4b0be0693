import { eq, sql } from 'drizzle-orm';
import { reimbursementFamily } from '@staffdesk/shared/api/reimbursements';
import { formatIsoDate as formatDate } from '@staffdesk/shared/dates';
import { formatMoney } from '@staffdesk/shared/money';
import type { TReimbursement } from '@staffdesk/shared/schemas/reimbursements';
import { reimbursements } from '../../db/schema/reimbursements';
import { masterOptions } from '../master/service';
import type { RequestAction } from '../requests/actions';
import { requestLink, requesterOrDecider, type ServerRequestFamily } from '../requests/family';
import { REIMBURSEMENT_ENTITY, reimbursementById } from './view';

export type ReimbursementRow = typeof reimbursements.$inferSelect;

/** Reimbursement claims in the request lifecycle: decided by the holders of VIEW_REIMBURSEMENT_REQUEST_APPROVAL. */
export const serverReimbursementFamily: ServerRequestFamily<typeof reimbursements, TReimbursement> = {
  declaration: reimbursementFamily,
  entity: REIMBURSEMENT_ENTITY,
  table: reimbursements,
  describe: (row) =>
    `a reimbursement of ${formatMoney(row.amount, row.currency)} spent on ${formatDate(row.expenseDate)}`,
  links: (row) => ({
    requester: requestLink('/ui/human-resources/reimbursement-request-list', row.id),
    decider: requestLink('/ui/human-resources/approvals', row.id, 'reimbursements'),
  }),
  chainChoices: async (executor) => ({ category: await masterOptions(executor, 'reimbursementCategories') }),
  view: reimbursementById,
  mayRead: requesterOrDecider(reimbursementFamily),
};

/**
 * The step after approval (requests/actions.ts): finance marks an approved claim PAID with the payment reference
 * of the transfer. Who decides claims pays them; nobody pays their own.
 */
export const payClaim: RequestAction<typeof reimbursements, { paymentReference: string }> = {
  name: 'pay',
  from: 'APPROVED',
  to: 'PAID',
  deciders: reimbursementFamily.deciders,
  words: {
    missing: 'No such claim.',
    refused: (row) => `Only an approved claim can be marked paid; this one is ${row.status.toLowerCase()}.`,
    done: 'Claim marked paid.',
    told: (row, { paymentReference }) => ({
      title: 'Reimbursement paid',
      body: `Your claim of ${formatMoney(row.amount, row.currency)} was paid (reference ${paymentReference}).`,
    }),
  },
  async record(tx, row, { paymentReference }, actor) {
    await tx
      .update(reimbursements)
      .set({ paymentReference, paidAt: sql`now()`, paidBy: actor.id })
      .where(eq(reimbursements.id, row.id));
  },
};
