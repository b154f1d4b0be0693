import { reimbursementFamily } from '@staffdesk/shared/api/reimbursements';
import { formatIsoDate as formatDate } from '@staffdesk/shared/dates';
import type { TReimbursement } from '@staffdesk/shared/schemas/reimbursements';
import { reimbursements } from '../../db/schema/reimbursements';
import { masterOptions } from '../master/service';
import { requestLink, requesterOrDecider, type ServerRequestFamily } from '../requests/family';
import { REIMBURSEMENT_ENTITY, reimbursementById } from './view';

export type ReimbursementRow = typeof reimbursements.$inferSelect;

/** "INR 1,250.00": an amount as the notifications write it. */
export const formatAmount = (amount: number, currency: string) =>
  `${currency} ${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Reimbursement claims in the request lifecycle: decided by the holders of VIEW_REIMBURSEMENT_REQUEST_APPROVAL. */
export const serverReimbursementFamily: ServerRequestFamily<typeof reimbursements, TReimbursement> = {
  declaration: reimbursementFamily,
  entity: REIMBURSEMENT_ENTITY,
  table: reimbursements,
  describe: (row) => `a reimbursement of ${formatAmount(row.amount, row.currency)} spent on ${formatDate(row.expenseDate)}`,
  links: (row) => ({ requester: requestLink('/ui/human-resources/reimbursement-request-list', row.id), decider: requestLink('/ui/human-resources/approvals', row.id, 'reimbursements') }),
  chainChoices: async (executor) => ({ category: await masterOptions(executor, 'reimbursementCategories') }),
  view: reimbursementById,
  mayRead: requesterOrDecider(reimbursementFamily),
};
