import { REQUEST_STATUSES } from '../schemas/requests';
import { ZIdParamsSchema } from '../schemas/common';
import {
  ZOwnRegularizationQuerySchema,
  ZRegularizationCreateSchema,
  ZRegularizationListQuerySchema,
  ZRegularizationPageSchema,
  ZRegularizationSchema,
  ZReporteeRegularizationQuerySchema,
} from '../schemas/attendance';
import { defineEndpoints } from './endpoint';
import { defineRequestFamily } from './request-family';
import { TAGS } from './tags';

/** Attendance regularizations: decided by the reporting manager, with the spec's path names. */
export const regularizationFamily = defineRequestFamily({
  name: 'Regularization',
  base: '/attendance-regularizations',
  tag: TAGS.regularizations,
  noun: 'attendance regularization',
  item: ZRegularizationSchema,
  statuses: REQUEST_STATUSES,
  approve: { status: 'APPROVED', one: 'approve/{id}', many: 'bulk-approve', verb: 'Approve' },
  reject: { status: 'REJECTED', one: 'reject/{id}', many: 'bulk-reject', verb: 'Reject' },
  cancel: { status: 'CANCELLED', path: 'cancel/{id}' },
  deciders: { kind: 'reporting-manager' },
  approvalEffect:
    "Approval replaces the day's punches with the requested IN and OUT; the removed punches are kept in the audit row.",
  chain: { firstStep: 'Reporting manager', fields: [], defaults: [] },
});

export const regularizationsApi = defineEndpoints(TAGS.regularizations, {
  createRegularization: {
    method: 'POST',
    path: '/attendance-regularizations',
    access: 'signed-in',
    summary: "Ask to regularize a past day's punches",
    description:
      'A past working day (not a weekend, holiday or full day of approved leave), at most 30 days back; ' +
      'checkOut after checkIn on the same day. One pending or approved request per day (409). Approval ' +
      "replaces the day's punches with the requested IN and OUT.",
    body: ZRegularizationCreateSchema,
    success: {
      status: 201,
      description: 'The request, pending; the reporting manager is notified.',
      schema: ZRegularizationSchema,
    },
    errors: {
      404: 'You have no employee record.',
      409: 'You were on approved leave that day, or already have a pending or approved regularization for it.',
    },
  },
  allRegularizations: {
    method: 'GET',
    path: '/attendance-regularizations',
    access: { grant: 'VIEW_ANY_EMPLOYEE' },
    summary: "Everyone's regularizations, filtered",
    query: ZRegularizationListQuerySchema,
    success: { status: 200, description: 'A page of requests, newest first.', schema: ZRegularizationPageSchema },
  },
  ownRegularizations: {
    method: 'GET',
    path: '/attendance-regularizations/employee',
    access: 'signed-in',
    summary: 'Your own regularizations',
    query: ZOwnRegularizationQuerySchema,
    success: { status: 200, description: 'A page of your requests, newest first.', schema: ZRegularizationPageSchema },
  },
  teamRegularizations: {
    method: 'GET',
    path: '/attendance-regularizations/reportee',
    access: 'signed-in',
    summary:
      "Regularizations of your reportees (whoever acts as any manager: everyone else's) and those escalated to you, PENDING by default",
    description: 'status=ALL lists every status.',
    query: ZReporteeRegularizationQuerySchema,
    success: { status: 200, description: 'A page of requests, newest first.', schema: ZRegularizationPageSchema },
  },
  regularization: {
    method: 'GET',
    path: '/attendance-regularizations/{id}',
    access: 'signed-in',
    summary: 'One regularization: yours, or one of an employee whose records you may see',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The request.', schema: ZRegularizationSchema },
    errors: { 404: 'No such request, or not one you may see.' },
  },
});
