import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import { ZDashboardLeavesSchema } from '../schemas/dashboard';
import {
  ZBalanceUpdateSchema,
  ZEmployeeBalanceUpdateSchema,
  ZEventBalanceSchema,
  ZEventRequestAdminQuerySchema,
  ZEventRequestCreateSchema,
  ZEventRequestPageSchema,
  ZEventRequestQuerySchema,
  ZEventRequestSchema,
  ZEventTypeSchema,
  ZLeaveStatisticsSchema,
  ZLeaveCalendarQuerySchema,
  ZLeaveCalendarSchema,
  ZLeaveSummarySchema,
  ZReporteeRequestQuerySchema,
  ZTypeCodeParamsSchema,
  ZYearQuerySchema,
} from '../schemas/leave';
import { ZBalanceAdjustmentSchema, ZLedgerSchema } from '../schemas/leave-ledger';
import {
  ZLeavePolicyInputSchema,
  ZLeavePolicyListSchema,
  ZLeavePolicyQuerySchema,
  ZLeavePolicySchema,
} from '../schemas/leave-policies';
import { REQUEST_STATUSES } from '../schemas/requests';
import { defineEndpoints } from './endpoint';
import { defineRequestFamily } from './request-family';
import { TAGS } from './tags';

const NO_EMPLOYEE = 'No such employee, or not one whose records you may see.';
const NOT_MANAGED = 'No such employee, or not one you manage.';

/** Leave and work from home (employee event requests): decided by the reporting manager, with the spec's path names. */
export const eventRequestFamily = defineRequestFamily({
  name: 'EventRequest',
  base: '/employee-event-request',
  tag: TAGS.eventRequests,
  noun: 'leave or work-from-home request',
  item: ZEventRequestSchema,
  statuses: REQUEST_STATUSES,
  approve: { status: 'APPROVED', one: 'approve/{id}', many: 'bulk-approve', verb: 'Approve' },
  reject: { status: 'REJECTED', one: 'reject/{id}', many: 'bulk-reject', verb: 'Reject' },
  cancel: { status: 'CANCELLED', path: 'cancel/{id}', approved: true },
  deciders: { kind: 'reporting-manager' },
  approvalEffect:
    'The days move from pending to used in the balance, in the same transaction: a leave taken entry of its ledger. ' +
    'An approved leave cancelled before its first day returns them (a returned entry).',
  chain: {
    firstStep: 'Reporting manager',
    fields: [
      { name: 'days', label: 'Working days', kind: 'number' },
      { name: 'typeCode', label: 'Type', kind: 'choice' },
    ],
    defaults: [{ decider: 'HR_HEAD', when: { field: 'days', op: 'gt', value: 5 } }],
  },
});

export const balancesApi = defineEndpoints(TAGS.balances, {
  ownBalances: {
    method: 'GET',
    path: '/employee-event-balance',
    access: 'signed-in',
    summary: 'Your balances of a year (default this year): allotted, used, pending, available per leave type',
    query: ZYearQuerySchema,
    success: {
      status: 200,
      description: 'One balance per leave type that needs one.',
      schema: z.array(ZEventBalanceSchema),
    },
  },
  eventTypes: {
    method: 'GET',
    path: '/employee-event-balance/types',
    access: 'signed-in',
    summary: 'Leave types and work from home: yearly allotment, whether a balance is needed, whether it is leave',
    success: { status: 200, description: 'The types, in display order.', schema: z.array(ZEventTypeSchema) },
  },
  employeeBalances: {
    method: 'GET',
    path: '/employee-event-balance/employee/{id}',
    access: 'signed-in',
    summary: 'Balances of one employee for a year: yourself, your reportee, or anyone for holders of VIEW_ANY_EMPLOYEE',
    params: ZIdParamsSchema,
    query: ZYearQuerySchema,
    success: {
      status: 200,
      description: 'One balance per leave type that needs one.',
      schema: z.array(ZEventBalanceSchema),
    },
    errors: { 404: NO_EMPLOYEE },
  },
  balanceOfType: {
    method: 'GET',
    path: '/employee-event-balance/type/{id}',
    access: 'signed-in',
    summary: 'Your balance of one leave type (the id is a type code such as CASUAL), this year unless `year` is given',
    params: ZTypeCodeParamsSchema,
    query: ZYearQuerySchema,
    success: { status: 200, description: 'The balance.', schema: ZEventBalanceSchema },
    errors: { 404: 'No such leave type with a balance.' },
  },
  balance: {
    method: 'GET',
    path: '/employee-event-balance/{id}',
    access: 'signed-in',
    summary: 'One balance row: your own, or one of an employee whose records you may see',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The balance.', schema: ZEventBalanceSchema },
    errors: { 404: 'No such balance, or not one you may see.' },
  },
  balanceLedger: {
    method: 'GET',
    path: '/employee-event-balance/{id}/ledger',
    access: 'signed-in',
    summary: 'Why a balance is the number it is: its entries, oldest first, and their sum (available plus pending)',
    description:
      'For the owner, every manager above them in the reporting tree, and whoever may see any employee (HR, MD, ADMIN).',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The entries and their total.', schema: ZLedgerSchema },
    errors: { 404: 'No such balance, or not one you may see.' },
  },
  adjustBalance: {
    method: 'POST',
    path: '/employee-event-balance/adjust',
    access: { grant: 'MANAGE_LEAVE_BALANCES' },
    summary: 'Add days to a balance or take some away, with the reason the employee reads; audited',
    description:
      'Writes an adjustment entry and tells the owner. Days other than 0, at most 100 either way; never below ' +
      'nothing available (409); not your own balance (403).',
    body: ZBalanceAdjustmentSchema,
    success: { status: 200, description: 'The balance as it is now.', schema: ZEventBalanceSchema },
    errors: {
      403: 'You cannot change your own leave balance.',
      404: 'No such balance.',
      409: 'It would take away more days than are available.',
    },
  },
  updateBalance: {
    method: 'PUT',
    path: '/employee-event-balance/{id}',
    access: { grant: 'MANAGE_LEAVE_BALANCES' },
    summary: 'Set the days allotted in one balance row; audited',
    description:
      'Grants compensatory off or corrects an allotment. Never below the days already used or pending (409); not your own balance (403).',
    params: ZIdParamsSchema,
    body: ZBalanceUpdateSchema,
    success: { status: 200, description: 'The balance as it is now.', schema: ZEventBalanceSchema },
    errors: {
      403: 'You cannot change your own leave balance.',
      404: 'No such balance.',
      409: 'The allotment would be less than the days already used or pending.',
    },
  },
  updateEmployeeBalance: {
    method: 'PUT',
    path: '/employee-event-balance/employee/{id}',
    access: { grant: 'MANAGE_LEAVE_BALANCES' },
    summary: "Set the days allotted of one leave type in one year of an employee's; audited",
    description:
      'As PUT /employee-event-balance/{id}, by type and year: also for a year whose balance has no row yet (id null), which it makes.',
    params: ZIdParamsSchema,
    body: ZEmployeeBalanceUpdateSchema,
    success: { status: 200, description: 'The balance as it is now.', schema: ZEventBalanceSchema },
    errors: {
      403: 'You cannot change your own leave balance.',
      404: 'No such employee, or no leave type with a balance.',
      409: 'The allotment would be less than the days already used or pending.',
    },
  },
});

export const eventRequestsApi = defineEndpoints(TAGS.eventRequests, {
  createEventRequest: {
    method: 'POST',
    path: '/employee-event-request',
    access: 'signed-in',
    summary: 'Ask for leave or work from home (typeCode WFH) for a date range or a half day',
    description:
      'Counts working days only (weekends and holidays excluded); a half day is 0.5 and only for a ' +
      'single day. Refused with 400: an end before the start, a start more than 30 days back, a range ' +
      'across years or longer than 60 days, no working day. Refused with 409: an overlap with a pending ' +
      'or approved request, more days than available. Notifies the reporting manager.',
    body: ZEventRequestCreateSchema,
    success: { status: 201, description: 'The request, pending.', schema: ZEventRequestSchema },
    errors: {
      404: 'You have no employee record.',
      409: 'It overlaps a pending or approved request, or asks for more days than are available.',
    },
  },
  allEventRequests: {
    method: 'GET',
    path: '/employee-event-request',
    access: { grant: 'VIEW_ANY_EMPLOYEE' },
    summary: "Everyone's requests, newest first, with filters",
    query: ZEventRequestAdminQuerySchema,
    success: { status: 200, description: 'A page of requests.', schema: ZEventRequestPageSchema },
  },
  ownEventRequests: {
    method: 'GET',
    path: '/employee-event-request/employee',
    access: 'signed-in',
    summary: 'Your requests, newest first; filter by status, type, kind (leave or wfh) and dates',
    query: ZEventRequestQuerySchema,
    success: { status: 200, description: 'A page of your requests.', schema: ZEventRequestPageSchema },
  },
  teamEventRequests: {
    method: 'GET',
    path: '/employee-event-request/reportee',
    access: 'signed-in',
    summary:
      "Requests of your direct reportees (whoever acts as any manager: everyone else's) at their first " +
      'step, and those given to you (a later step of a chain, an escalation), pending ones unless ' +
      '`status` says otherwise (ALL for every status)',
    query: ZReporteeRequestQuerySchema,
    success: { status: 200, description: 'A page of requests.', schema: ZEventRequestPageSchema },
  },
  employeeEventRequests: {
    method: 'GET',
    path: '/employee-event-request/employee/{id}',
    access: 'signed-in',
    summary: 'Requests of one employee: yourself, your reportee, or anyone for holders of VIEW_ANY_EMPLOYEE',
    params: ZIdParamsSchema,
    query: ZEventRequestQuerySchema,
    success: { status: 200, description: 'A page of requests.', schema: ZEventRequestPageSchema },
    errors: { 404: NO_EMPLOYEE },
  },
});

export const leaveSummariesApi = defineEndpoints(TAGS.leaveSummaries, {
  leaveSummary: {
    method: 'GET',
    path: '/employee/leave-summary',
    access: 'signed-in',
    summary: 'Your balances this year, your approved leave still to come and how many requests wait',
    success: { status: 200, description: 'The summary.', schema: ZLeaveSummarySchema },
  },
  leaveStatistics: {
    method: 'GET',
    path: '/employee/leave-statistics',
    access: 'signed-in',
    summary: 'Your approved days per month of a year, by type',
    query: ZYearQuerySchema,
    success: { status: 200, description: 'Twelve months of approved days.', schema: ZLeaveStatisticsSchema },
  },
  reporteeLeaveStatistics: {
    method: 'GET',
    path: '/employee/reportee/leave-statistics/{id}',
    access: 'signed-in',
    summary: "A reportee's approved days per month of a year, by type (their manager; whoever acts as any manager)",
    params: ZIdParamsSchema,
    query: ZYearQuerySchema,
    success: { status: 200, description: 'Twelve months of approved days.', schema: ZLeaveStatisticsSchema },
    errors: { 404: NOT_MANAGED },
  },
});

export const leaveDashboardApi = defineEndpoints(TAGS.dashboard, {
  leaveDashboard: {
    method: 'GET',
    path: '/dashboard/leaves',
    access: 'signed-in',
    summary: 'Your leave cards: balances, totals, pending requests, next leave, days taken this year',
    success: { status: 200, description: 'The cards.', schema: ZDashboardLeavesSchema },
  },
  reporteeLeaveDashboard: {
    method: 'GET',
    path: '/dashboard/reportee/leaves/{id}',
    access: 'signed-in',
    summary: "A reportee's leave cards (their manager; whoever acts as any manager)",
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The cards.', schema: ZDashboardLeavesSchema },
    errors: { 404: NOT_MANAGED },
  },
});

export const leaveCalendarApi = defineEndpoints(TAGS.eventRequests, {
  leaveCalendar: {
    method: 'GET',
    path: '/employee-event-request/calendar',
    access: 'signed-in',
    summary: "A month of who is out: approved and pending leave and work from home, and the company's holidays",
    description:
      'Scope team: your reportees and you, or without reportees the people who share your manager (whoever acts ' +
      'as any manager: everyone); department: your department; company: everyone, for holders of ' +
      'VIEW_ANY_EMPLOYEE, narrowed by `department` if given. Filter by `typeCode` (WFH for work from home).',
    query: ZLeaveCalendarQuerySchema,
    success: { status: 200, description: "The month's requests and holidays.", schema: ZLeaveCalendarSchema },
    errors: {
      403: 'You may not see that scope: the company is for HR, a department for those who are in one.',
    },
  },
});

const NO_POLICY = 'No such leave policy version.';

/** Leave policies, one version per type and effective date (decision 018): read by everyone, kept by HR, MD, ADMIN. */
export const leavePoliciesApi = defineEndpoints(TAGS.balances, {
  leavePolicies: {
    method: 'GET',
    path: '/leave-policies',
    access: 'signed-in',
    summary: "Each leave type's policy in force today (or its first one to come), and every version, newest first",
    description:
      'Policies are the company’s rules, the same for everyone, so anyone signed in reads them (the leave form shows ' +
      'them). `type` narrows both lists to one leave type.',
    query: ZLeavePolicyQuerySchema,
    success: { status: 200, description: 'The current versions and the history.', schema: ZLeavePolicyListSchema },
  },
  createLeavePolicy: {
    method: 'POST',
    path: '/leave-policies',
    access: { grant: 'MANAGE_LEAVE_BALANCES' },
    summary: "A new version of a leave type's policy, in force from a date (today or later); audited",
    description:
      'The earlier versions stay as they were: requests made under them met their rules. Refused with 400: an ' +
      'unknown type or one that is not leave, a date before today; with 409: a version of that type from that date.',
    body: ZLeavePolicyInputSchema,
    success: { status: 201, description: 'The new version.', schema: ZLeavePolicySchema },
    errors: { 409: 'That leave type already has a version from that date.' },
  },
  leavePolicy: {
    method: 'GET',
    path: '/leave-policies/{id}',
    access: 'signed-in',
    summary: 'One version of a leave policy',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The version.', schema: ZLeavePolicySchema },
    errors: { 404: NO_POLICY },
  },
  updateLeavePolicy: {
    method: 'PUT',
    path: '/leave-policies/{id}',
    access: { grant: 'MANAGE_LEAVE_BALANCES' },
    summary: 'Change a version not yet in force; audited',
    description:
      'A version in force (or replaced) is history: 409, add a new version instead. The type cannot change (400).',
    params: ZIdParamsSchema,
    body: ZLeavePolicyInputSchema,
    success: { status: 200, description: 'The version as it is now.', schema: ZLeavePolicySchema },
    errors: { 404: NO_POLICY, 409: 'The version is already in force: add a new version from a later date.' },
  },
});
