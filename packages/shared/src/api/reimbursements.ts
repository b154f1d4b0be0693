import { ZIdParamsSchema } from '../schemas/common';
import { ZBulkDecisionResponseSchema } from '../schemas/requests';
import {
  MAX_RECEIPTS,
  RECEIPT_REQUIRED_ABOVE,
  REIMBURSEMENT_MAX_DAYS_BACK,
  REIMBURSEMENT_STATUSES,
  ZBulkMarkPaidRequestSchema,
  ZMarkPaidRequestSchema,
  ZOwnReimbursementQuerySchema,
  ZReimbursementCreateSchema,
  ZReimbursementListQuerySchema,
  ZReimbursementPageSchema,
  ZReimbursementSchema,
} from '../schemas/reimbursements';
import { defineEndpoints } from './endpoint';
import { defineRequestFamily } from './request-family';
import { TAGS } from './tags';

/** Reimbursement claims: decided by holders of VIEW_REIMBURSEMENT_REQUEST_APPROVAL (finance), with the spec's path names. */
export const reimbursementFamily = defineRequestFamily({
  name: 'Reimbursement',
  base: '/reimbursements',
  tag: TAGS.reimbursements,
  noun: 'reimbursement claim',
  item: ZReimbursementSchema,
  statuses: REIMBURSEMENT_STATUSES,
  approve: { status: 'APPROVED', one: 'approve/{id}', many: 'approve-multiple', verb: 'Approve' },
  reject: { status: 'REJECTED', one: 'reject/{id}', many: 'reject-multiple', verb: 'Reject' },
  cancel: { status: 'CANCELLED', path: 'cancel/{id}' },
  deciders: { kind: 'permission', permission: 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL' },
  approvalEffect: 'An approved claim waits for finance to pay it and mark it PAID with a payment reference.',
  chain: {
    firstStep: 'Finance',
    fields: [
      { name: 'amount', label: 'Amount', kind: 'number' },
      { name: 'category', label: 'Category', kind: 'choice' },
    ],
    defaults: [{ decider: 'MD', when: { field: 'amount', op: 'gt', value: 25000 } }],
  },
});

export const reimbursementsApi = defineEndpoints(TAGS.reimbursements, {
  createReimbursement: {
    method: 'POST',
    path: '/reimbursements',
    access: 'signed-in',
    summary: 'Claim an expense back',
    description:
      'A category of the master list reimbursementCategories; an expense date not in the future and at ' +
      `most ${REIMBURSEMENT_MAX_DAYS_BACK} days back; an amount above zero with at most two decimals; ` +
      `at most ${MAX_RECEIPTS} receipts (your own uploads of category RECEIPT), at least one above ` +
      `${RECEIPT_REQUIRED_ABOVE}.`,
    body: ZReimbursementCreateSchema,
    success: {
      status: 201,
      description: 'The claim, pending; its deciders are notified.',
      schema: ZReimbursementSchema,
    },
    errors: { 404: 'You have no employee record.' },
  },
  allReimbursements: {
    method: 'GET',
    path: '/reimbursements',
    access: { grant: 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL' },
    summary: "Everyone's claims, PENDING by default, for those who decide and pay them",
    description: 'status=ALL lists every status; status=APPROVED lists what waits to be paid.',
    query: ZReimbursementListQuerySchema,
    success: { status: 200, description: 'A page of claims, newest first.', schema: ZReimbursementPageSchema },
  },
  ownReimbursements: {
    method: 'GET',
    path: '/reimbursements/employee',
    access: 'signed-in',
    summary: 'Your own claims',
    query: ZOwnReimbursementQuerySchema,
    success: { status: 200, description: 'A page of your claims, newest first.', schema: ZReimbursementPageSchema },
  },
  reimbursement: {
    method: 'GET',
    path: '/reimbursements/{id}',
    access: 'signed-in',
    summary: 'One claim: yours, or any for those who decide claims',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The claim with its receipts.', schema: ZReimbursementSchema },
    errors: { 404: 'No such claim, or not one you may see.' },
  },
  payReimbursement: {
    method: 'POST',
    path: '/reimbursements/pay/{id}',
    access: { grant: 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL' },
    summary: 'Mark an approved claim paid, with the payment reference',
    description: 'Sets it PAID and notifies the employee, who sees the reference.',
    params: ZIdParamsSchema,
    body: ZMarkPaidRequestSchema,
    success: { status: 200, description: 'The claim, PAID.', schema: ZReimbursementSchema },
    errors: {
      403: 'You cannot decide your own request (a claim of your own is paid by someone else).',
      404: 'No such claim.',
      409: 'Only an approved claim can be marked paid.',
    },
  },
  payReimbursements: {
    method: 'POST',
    path: '/reimbursements/pay-multiple',
    access: { grant: 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL' },
    summary: 'Mark several approved claims paid with one payment reference, answered per id',
    description: 'Each id succeeds or fails on its own (403, 404 or 409), as a single call would.',
    body: ZBulkMarkPaidRequestSchema,
    success: {
      status: 200,
      description: 'The outcome of each id, and how many succeeded and failed.',
      schema: ZBulkDecisionResponseSchema,
    },
  },
});
