import { ZIdParamsSchema } from '../schemas/common';
import {
  TICKET_STATUSES,
  TICKET_DECIDERS,
  ZDeciderTicketQuerySchema,
  ZHelpdeskStatisticsQuerySchema,
  ZHelpdeskStatisticsSchema,
  ZItPolicyDetailSchema,
  ZItPolicyInputSchema,
  ZItPolicyQuerySchema,
  ZItPolicySchema,
  ZOwnTicketQuerySchema,
  ZTicketCommentCreateSchema,
  ZTicketCommentSchema,
  ZTicketCreateSchema,
  ZTicketDetailSchema,
  ZTicketPageSchema,
  ZTicketSchema,
} from '../schemas/helpdesk';
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { defineRequestFamily } from './request-family';
import { TAGS } from './tags';

/** Help desk tickets: the category picks the desk that decides them; approve means solve, with a note. */
export const ticketFamily = defineRequestFamily({
  name: 'Ticket',
  base: '/helpdesk-tickets',
  tag: TAGS.helpdesk,
  noun: 'help desk ticket',
  item: ZTicketSchema,
  statuses: TICKET_STATUSES,
  approve: { status: 'SOLVED', one: 'solve/{id}', many: 'solve', verb: 'Solve' },
  reject: { status: 'REJECTED', one: 'reject/{id}', many: 'reject', verb: 'Reject' },
  cancel: { status: 'CANCELLED', path: 'cancel/{id}' },
  deciders: { kind: 'permission-by-field', field: 'category', permissions: TICKET_DECIDERS },
  approvalEffect: 'The note tells the requester how it was solved.',
  remarkRequired: true,
});

export const helpdeskApi = defineEndpoints(TAGS.helpdesk, {
  createTicket: {
    method: 'POST',
    path: '/helpdesk-tickets',
    access: 'signed-in',
    summary: 'Raise a ticket with the IT, HR or administration desk',
    description:
      'The category picks the desk (holders of VIEW_IT, VIEW_HR or VIEW_ADMIN_TICKET_APPROVAL), who are ' +
      'notified; the sub-category must be one of the category (master data ticketSubCategories); due by ' +
      'is 72, 24, 8 or 4 hours from now for LOW, MEDIUM, HIGH and URGENT. Up to 3 attachments, uploaded ' +
      'first as TICKET_ATTACHMENT.',
    body: ZTicketCreateSchema,
    success: { status: 201, description: 'The ticket, OPEN.', schema: ZTicketSchema },
  },
  deciderTickets: {
    method: 'GET',
    path: '/helpdesk-tickets',
    access: 'signed-in',
    summary: 'The tickets of the categories you decide (none are yours), OPEN and oldest due first by default',
    description: 'status=ALL lists every status. Someone who decides no category gets an empty page.',
    query: ZDeciderTicketQuerySchema,
    success: { status: 200, description: 'A page of tickets.', schema: ZTicketPageSchema },
  },
  ownTickets: {
    method: 'GET',
    path: '/helpdesk-tickets/employee',
    access: 'signed-in',
    summary: 'Your own tickets, filtered and searched by subject',
    query: ZOwnTicketQuerySchema,
    success: {
      status: 200,
      description: 'A page of your tickets, newest first by default.',
      schema: ZTicketPageSchema,
    },
  },
  ticket: {
    method: 'GET',
    path: '/helpdesk-tickets/{id}',
    access: 'signed-in',
    summary: 'One ticket with its history and comments: yours, or one of a category you decide',
    params: ZIdParamsSchema,
    success: {
      status: 200,
      description: 'The ticket, its history and comments, and what you may do with it.',
      schema: ZTicketDetailSchema,
    },
    errors: { 404: 'No such ticket, or not one you may see.' },
  },
  commentOnTicket: {
    method: 'POST',
    path: '/helpdesk-tickets/{id}/comments',
    access: 'signed-in',
    summary: 'Comment on an open ticket: its requester or its deciders; the other side is notified',
    params: ZIdParamsSchema,
    body: ZTicketCommentCreateSchema,
    success: { status: 201, description: 'The comment.', schema: ZTicketCommentSchema },
    errors: { 404: 'No such ticket, or not one you may see.', 409: 'The ticket is not open any more.' },
  },
});

export const helpdeskStatisticsApi = defineEndpoints(TAGS.dashboard, {
  helpdeskStatistics: {
    method: 'GET',
    path: '/dashboard/helpdesk-statistics',
    access: 'signed-in',
    summary: 'Help desk counts and times: your own tickets, or those of the categories you decide',
    description:
      'A decider gets their categories unless scope=MINE; anyone else their own tickets. Times to solve cover tickets solved in the last 30 days.',
    query: ZHelpdeskStatisticsQuerySchema,
    success: {
      status: 200,
      description: 'Counts by status, category and priority, overdue, times to solve, tickets opened per day.',
      schema: ZHelpdeskStatisticsSchema,
    },
  },
});

export const itPoliciesApi = defineEndpoints(TAGS.itPolicies, {
  itPolicies: {
    method: 'GET',
    path: '/it-policies',
    access: 'signed-in',
    summary: 'The current version of every IT policy, by title',
    query: ZItPolicyQuerySchema,
    success: { status: 200, description: 'The policies.', schema: z.array(ZItPolicySchema) },
  },
  createItPolicy: {
    method: 'POST',
    path: '/it-policies',
    access: { grant: 'MANAGE_IT_POLICIES' },
    summary: 'Publish a policy: an uploaded PDF (POLICY_DOCUMENT) or an https link',
    body: ZItPolicyInputSchema,
    success: { status: 201, description: 'The policy, version 1.', schema: ZItPolicySchema },
  },
  itPolicy: {
    method: 'GET',
    path: '/it-policies/{id}',
    access: 'signed-in',
    summary: 'One policy version, with every version of its policy',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The policy and its versions, newest first.', schema: ZItPolicyDetailSchema },
    errors: { 404: 'No such policy.' },
  },
  updateItPolicy: {
    method: 'PUT',
    path: '/it-policies/{id}',
    access: { grant: 'MANAGE_IT_POLICIES' },
    summary: 'Publish a new version of a current policy; the earlier versions are kept',
    params: ZIdParamsSchema,
    body: ZItPolicyInputSchema,
    success: { status: 200, description: 'The new version.', schema: ZItPolicySchema },
    errors: { 404: 'No such policy.', 409: 'Only the current version of a policy in force can be changed.' },
  },
  retireItPolicy: {
    method: 'POST',
    path: '/it-policies/{id}/retire',
    access: { grant: 'MANAGE_IT_POLICIES' },
    summary: 'Retire a policy: it leaves the list, its versions are kept',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The policy, retired.', schema: ZItPolicySchema },
    errors: { 404: 'No such policy.', 409: 'The policy is retired already, or this is not its current version.' },
  },
});
