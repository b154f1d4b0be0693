import { serverRegularizationFamily } from './modules/attendance/regularization-family';
import { serverEmployeeDocumentFamily } from './modules/documents/employee-document-family';
import { serverEventRequestFamily } from './modules/leave/family';
import { serverAssetRequestFamily } from './modules/assets/family';
import { serverReimbursementFamily } from './modules/reimbursements/family';
import { serverTicketFamily } from './modules/helpdesk/family';
import { serverTimesheetFamily } from './modules/timesheets/family';
import type { ServerRequestFamily } from './modules/requests/family';
import type { WaitingKind } from './modules/requests/reminders';

/**
 * Every request family of the server, one entry each: their decision endpoints, the request timeline and
 * (with issue 18) chains and escalations are built from this list. docs/decisions/006 has the recipe.
 */
export const REQUEST_FAMILIES: readonly ServerRequestFamily[] = [
  serverEventRequestFamily,
  serverRegularizationFamily,
  serverReimbursementFamily,
  serverAssetRequestFamily,
  serverEmployeeDocumentFamily,
  serverTicketFamily,
  serverTimesheetFamily,
];

/** What else waits for a decider and is reminded and escalated by the same job: nothing now that timesheet weeks are a family. */
export const OTHER_WAITING: readonly WaitingKind[] = [];
