import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import {
  MAX_HOURS_PER_DAY,
  ZBulkWeekDecisionRequestSchema,
  ZBulkWeekDecisionResponseSchema,
  ZCalendarSummaryQuerySchema,
  ZCalendarSummarySchema,
  ZDateQuerySchema,
  ZDayActionResponseSchema,
  ZPendingTimesheetWeekPageSchema,
  ZPendingTimesheetWeekQuerySchema,
  ZTimesheetBulkRequestSchema,
  ZTimesheetDayDetailSchema,
  ZTimesheetDayQuerySchema,
  ZTimesheetEntryRequestSchema,
  ZTimesheetEntrySchema,
  ZTimesheetRangeQuerySchema,
  ZTimesheetWeekQuerySchema,
  ZTimesheetWeekSchema,
  ZWeekOutcomeSchema,
  ZWeekRangeQuerySchema,
  ZTimesheetRequestSchema,
  TIMESHEET_REQUEST_STATUSES,
} from '../schemas/timesheets';
import { defineEndpoints, type EndpointSpec } from './endpoint';
import { decisionAccess, defineRequestFamily } from './request-family';
import { TAGS } from './tags';

/**
 * Timesheet requests (docs/decisions/013): a week's locked days, decided by the employee's reporting manager
 * (MD and ADMIN for everyone) as every request family is. Locking days makes or joins the week's request;
 * the week and day calls below are its alias for the timesheet screen.
 */
export const timesheetFamily = defineRequestFamily({
  name: 'Timesheet',
  base: '/timesheet',
  tag: TAGS.timesheets,
  noun: 'timesheet week',
  item: ZTimesheetRequestSchema,
  statuses: TIMESHEET_REQUEST_STATUSES,
  approve: { status: 'APPROVED', one: 'approve/{id}', many: 'approve-multiple', verb: 'Approve' },
  reject: { status: 'REJECTED', one: 'reject/{id}', many: 'reject-multiple', verb: 'Reject' },
  cancel: { status: 'CANCELLED', path: 'cancel/{id}' },
  deciders: { kind: 'reporting-manager' },
  approvalEffect: 'Its locked days are APPROVED; a rejection opens them again for the employee to change.',
  chain: { firstStep: 'Reporting manager', fields: [], defaults: [] },
});

/** A reportee's week or day, as the family's decisions: whoever may lead a team. */
const DECIDERS = decisionAccess(timesheetFamily.deciders);

const NO_EMPLOYEE =
  'No such employee, or not one whose timesheet you may see (yourself; your reportees; anyone for MD and ADMIN).';
const NOT_REPORTEE = 'No such employee, or not your reportee (MD and ADMIN decide for everyone).';
const ENTRY_RULES =
  `Hours above zero in quarter hours, at most ${MAX_HOURS_PER_DAY} a day in all; a project you are ` +
  'a member of and one of its active activities.';
const DAY_CLOSED = 'The day is LOCKED or APPROVED: its entries cannot change (the message says which).';
const WEEK_ANSWER = 'Every day of the range answers on its own: DONE, ALREADY (it already was so) or REFUSED with why.';
const SELF_DECISION = 'Nobody approves their own timesheet: use the /reportee/{id} variant for a reportee.';

/** The week calls: yours (`{verb}TimesheetWeek`), and the /reportee/{id} variant (`{verb}ReporteeTimesheetWeek`). */
function weekCall<V extends string>(
  verb: V,
  path: string,
  effect: string,
  own: { summary: string; refused?: string },
  reportee: string,
) {
  const success = {
    status: 200,
    description: `The outcome per day. ${WEEK_ANSWER}`,
    schema: ZWeekOutcomeSchema,
  } as const;
  const ownCall = {
    method: 'POST',
    path: `/timesheet/${path}`,
    access: 'signed-in',
    summary: own.summary,
    description: `${effect} startDate is a Monday and endDate the Sunday after it.`,
    query: ZWeekRangeQuerySchema,
    success,
    errors: own.refused ? { 403: own.refused } : {},
  } as const satisfies EndpointSpec;
  const reporteeCall = {
    method: 'POST',
    path: `/timesheet/${path}/reportee/{id}`,
    access: DECIDERS,
    summary: reportee,
    description:
      `${effect} For the employee's reporting manager, and MD and ADMIN over everyone; never for ` +
      'oneself. The employee is notified of a decision, and it is audited.',
    params: ZIdParamsSchema,
    query: ZWeekRangeQuerySchema,
    success,
    errors: { 403: 'You cannot decide your own timesheet.', 404: NOT_REPORTEE },
  } as const satisfies EndpointSpec;
  return { [`${verb}TimesheetWeek`]: ownCall, [`${verb}ReporteeTimesheetWeek`]: reporteeCall } as Record<
    `${V}TimesheetWeek`,
    typeof ownCall
  > &
    Record<`${V}ReporteeTimesheetWeek`, typeof reporteeCall>;
}

export const timesheetsApi = defineEndpoints(TAGS.timesheets, {
  timesheetEntries: {
    method: 'GET',
    path: '/timesheet',
    access: 'signed-in',
    summary: 'Timesheet entries of a date range (at most a year), by date',
    description: 'Yours by default; employeeId for a reportee (their reporting manager) or anyone (MD, ADMIN).',
    query: ZTimesheetRangeQuerySchema,
    success: { status: 200, description: 'The entries, by date then project.', schema: z.array(ZTimesheetEntrySchema) },
    errors: { 404: NO_EMPLOYEE },
  },
  createTimesheetEntry: {
    method: 'POST',
    path: '/timesheet',
    access: 'signed-in',
    summary: 'Log hours on a day of your own timesheet',
    description: ENTRY_RULES,
    body: ZTimesheetEntryRequestSchema,
    success: { status: 201, description: 'The entry.', schema: ZTimesheetEntrySchema },
    errors: { 404: 'You have no employee record.', 409: DAY_CLOSED },
  },
  updateTimesheetEntry: {
    method: 'PUT',
    path: '/timesheet/{id}',
    access: 'signed-in',
    summary: 'Change an entry of your own timesheet',
    description: `${ENTRY_RULES} Its day and, if the date changes, the new day must be OPEN.`,
    params: ZIdParamsSchema,
    body: ZTimesheetEntryRequestSchema,
    success: { status: 200, description: 'The entry as it is now.', schema: ZTimesheetEntrySchema },
    errors: { 404: 'No such entry of yours.', 409: DAY_CLOSED },
  },
  deleteTimesheetEntry: {
    method: 'DELETE',
    path: '/timesheet/{id}',
    access: 'signed-in',
    summary: 'Delete an entry of your own timesheet',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: 'No such entry of yours.', 409: DAY_CLOSED },
  },
  timesheetWeek: {
    method: 'GET',
    path: '/timesheet/week',
    access: 'signed-in',
    summary: 'A week (Monday to Sunday) as the grid shows it',
    description:
      'Per day the state and the attendance facts (weekend, holiday, approved leave, work from home, ' +
      'first in and last out and the hours between); the rows of project × activity with hours per day; ' +
      "the employee's projects with their active activities. Yours by default; employeeId as for the " +
      'entry list.',
    query: ZTimesheetWeekQuerySchema,
    success: { status: 200, description: 'The week.', schema: ZTimesheetWeekSchema },
    errors: { 404: NO_EMPLOYEE },
  },
  timesheetDay: {
    method: 'GET',
    path: '/timesheet/day',
    access: 'signed-in',
    summary: 'A day: its state, attendance facts and entries',
    query: ZTimesheetDayQuerySchema,
    success: { status: 200, description: 'The day.', schema: ZTimesheetDayDetailSchema },
    errors: { 404: NO_EMPLOYEE },
  },
  saveTimesheetWeek: {
    method: 'POST',
    path: '/timesheet/bulk',
    access: 'signed-in',
    summary: 'Save a whole week of your own at once: the rows of project × activity with hours Monday to Sunday',
    description:
      `Replaces the entries of the week's OPEN days with the rows (0 is no entry), in one transaction. ` +
      `LOCKED and APPROVED days must come with the hours they have. ${ENTRY_RULES}`,
    body: ZTimesheetBulkRequestSchema,
    success: { status: 200, description: 'The week as it is now.', schema: ZTimesheetWeekSchema },
    errors: {
      404: 'You have no employee record.',
      409: 'A LOCKED or APPROVED day of the week would change: the message names it.',
    },
  },
  timesheetCalendarSummary: {
    method: 'GET',
    path: '/timesheet/calendar-summary',
    access: 'signed-in',
    summary: 'A month of a timesheet: hours and state per day',
    description: 'Yours by default; employeeId as for the entry list.',
    query: ZCalendarSummaryQuerySchema,
    success: { status: 200, description: 'Every day of the month.', schema: ZCalendarSummarySchema },
    errors: { 404: NO_EMPLOYEE },
  },
  ...weekCall(
    'lock',
    'lock-week',
    'Locks (submits) every OPEN day of the week.',
    { summary: 'Lock (submit) a week of your own' },
    "Lock a reportee's week for them",
  ),
  ...weekCall(
    'unlock',
    'unlock-week',
    'Returns every LOCKED day of the week to OPEN; an APPROVED day is refused.',
    { summary: 'Unlock a week of your own (its days not approved)' },
    "Unlock a reportee's week (its days not approved)",
  ),
  ...weekCall(
    'approve',
    'approve-week',
    'Approves every LOCKED day of the week; an OPEN day is refused.',
    { summary: 'Refused: nobody approves their own week', refused: SELF_DECISION },
    "Approve a reportee's locked week",
  ),
  ...weekCall(
    'unapprove',
    'unapprove-week',
    'Returns every APPROVED day of the week to LOCKED.',
    { summary: 'Refused: nobody unapproves their own week', refused: SELF_DECISION },
    "Unapprove a reportee's week: its approved days return to LOCKED",
  ),
  lockTimesheetDay: {
    method: 'POST',
    path: '/timesheet/lock-day',
    access: 'signed-in',
    summary: 'Lock (submit) a day of your own',
    query: ZDateQuerySchema,
    success: {
      status: 200,
      description: 'The day: DONE, or ALREADY when it was locked or approved.',
      schema: ZDayActionResponseSchema,
    },
  },
  unlockTimesheetDay: {
    method: 'POST',
    path: '/timesheet/unlock-day',
    access: 'signed-in',
    summary: 'Unlock a locked day of your own',
    query: ZDateQuerySchema,
    success: {
      status: 200,
      description: 'The day: DONE, or ALREADY when it was open.',
      schema: ZDayActionResponseSchema,
    },
    errors: { 409: 'The day is APPROVED: it cannot be unlocked.' },
  },
  approveTimesheetDay: {
    method: 'POST',
    path: '/timesheet/approve-day/reportee/{id}',
    access: DECIDERS,
    summary: "Approve a reportee's locked day",
    description: 'The employee is notified, and the decision audited.',
    params: ZIdParamsSchema,
    query: ZDateQuerySchema,
    success: {
      status: 200,
      description: 'The day: DONE, or ALREADY when it was approved.',
      schema: ZDayActionResponseSchema,
    },
    errors: {
      403: 'You cannot decide your own timesheet.',
      404: NOT_REPORTEE,
      409: 'The day is OPEN: only a locked day can be approved.',
    },
  },
  unapproveTimesheetDay: {
    method: 'POST',
    path: '/timesheet/unapprove-day/reportee/{id}',
    access: DECIDERS,
    summary: "Unapprove a reportee's day: it returns to LOCKED",
    description: 'The employee is notified, and the decision audited.',
    params: ZIdParamsSchema,
    query: ZDateQuerySchema,
    success: {
      status: 200,
      description: 'The day: DONE, or ALREADY when it was LOCKED.',
      schema: ZDayActionResponseSchema,
    },
    errors: {
      403: 'You cannot decide your own timesheet.',
      404: NOT_REPORTEE,
      409: 'The day is OPEN: there is nothing to unapprove.',
    },
  },
  pendingTimesheetWeeks: {
    method: 'GET',
    path: '/timesheet/pending-approval',
    access: 'signed-in',
    summary: "Weeks with locked days waiting for your approval: your reportees', everyone else's for MD and ADMIN",
    description:
      "Each week is its open request (the timesheet family's): those of your team at their first step, " +
      'and those given to you or to whom you stand in for today (a later step of the chain, an ' +
      'escalation). Each comes with its lines (project, activity, hours per day) and the days with hours that the ' +
      'attendance records as leave or absent.',
    query: ZPendingTimesheetWeekQuerySchema,
    success: {
      status: 200,
      description: 'A page of the weeks, the oldest first unless sorted otherwise.',
      schema: ZPendingTimesheetWeekPageSchema,
    },
  },
  approveTimesheetWeeks: {
    method: 'POST',
    path: '/timesheet/approve-weeks',
    access: DECIDERS,
    summary: "Approve several reportees' weeks at once, answered per week",
    description:
      'Each week succeeds or fails on its own (403, 404), with the per-day outcome the single call ' +
      "gives: the week's open request approved as approve-multiple approves it.",
    body: ZBulkWeekDecisionRequestSchema,
    success: {
      status: 200,
      description: 'The outcome of each week, and how many succeeded and failed.',
      schema: ZBulkWeekDecisionResponseSchema,
    },
  },
});
