import { regularizationRequests } from '@/features/attendance/regularizations-family';
import { wfhRequests } from '@/features/attendance/wfh-requests-family';
import { assetRequests } from '@/features/assets/asset-requests-family';
import { reimbursementRequests } from '@/features/reimbursements/reimbursements-family';
import { documentRequests } from '@/features/documents/documents-family';
import { leaveRequests } from '@/features/leave/leave-requests-family';
import { ticketRequests } from '@/features/helpdesk/tickets-family';
import { timesheetWeeks } from '@/features/timesheets/timesheets-family';
import type { RegisteredRequestFamily } from '@/components/requests/registered-family';

/**
 * Every request family of the web app, one entry each: the approvals screens (their tabs and counts) and
 * the "my requests" list pages are built from this list (app/request-screens.tsx). docs/decisions/006.
 */
export const REQUEST_FAMILIES: readonly RegisteredRequestFamily[] = [
  leaveRequests,
  wfhRequests,
  regularizationRequests,
  reimbursementRequests,
  assetRequests,
  documentRequests,
  ticketRequests,
  timesheetWeeks,
];
