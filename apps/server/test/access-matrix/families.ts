import type { MatrixFamily } from './matrix';
import { peopleMatrix } from './people';
import { reimbursementsMatrix } from './reimbursements';
import { assetsMatrix } from './assets';
import { companyDocumentsMatrix, employeeDocumentsMatrix } from './documents';
import { helpdeskTicketsMatrix, itPoliciesMatrix } from './helpdesk';
import { feedsMatrix, flashesMatrix } from './announcements';
import { benefitLinksMatrix } from './benefit-links';
import { pipelineMatrix } from './contracts';
import { projectsMatrix } from './projects';
import { timesheetsMatrix } from './timesheets';
import { jobsMatrix } from './jobs';
import { calendarFeedsMatrix } from './calendar-feeds';
import { leavePoliciesMatrix } from './leave-policies';
import { webhooksMatrix } from './webhooks';

/** Every family of the access matrix (apps/server/src/access-matrix.test.ts says how to add one): add yours at the end. */
export const MATRIX_FAMILIES: readonly MatrixFamily[] = [
  peopleMatrix,
  reimbursementsMatrix,
  assetsMatrix,
  employeeDocumentsMatrix,
  companyDocumentsMatrix,
  helpdeskTicketsMatrix,
  itPoliciesMatrix,
  flashesMatrix,
  feedsMatrix,
  benefitLinksMatrix,
  pipelineMatrix,
  projectsMatrix,
  jobsMatrix,
  timesheetsMatrix,
  calendarFeedsMatrix,
  webhooksMatrix,
  leavePoliciesMatrix,
];

/** Operations with a path parameter that are no one's record, each with why (and where its rule is tested). */
export const NOT_IN_MATRIX: Readonly<Record<string, string>> = {
  'GET /employee-event-balance/type/{id}':
    "The id is a leave type code: the answer is the caller's own balance (leave tests).",
  'GET /countries/{code}/states': 'Reference data, the same for everyone signed in (countries tests).',
  'GET /file-category/name/{name}': 'Reference data: the rules of a file category (files tests).',
  'POST /files/uploadFile/{category}':
    'The category decides who may upload, by role: the endpoint-access test and the files tests.',
  'PUT /approval-chains/{entity}':
    'The entity names a request family, not a record: only holders of MANAGE_APPROVAL_CHAINS change a ' +
    'chain (the endpoint-access test; requests/chains.test.ts).',
  'POST /delegations/{id}/cancel':
    "Only the decider who gave a delegation cancels it, 404 for anyone else (the matrix's owner, an employee, gives none): requests/delegations.test.ts.",
  'PUT /timesheet/{id}':
    'Timesheets (issue 14): the owner, the reporting manager, MD and ADMIN, and 403/404 for everyone else, tested in timesheets/timesheets.test.ts.',
  'DELETE /timesheet/{id}':
    'Timesheets (issue 14): the owner, the reporting manager, MD and ADMIN, and 403/404 for everyone else, tested in timesheets/timesheets.test.ts.',
  'POST /timesheet/lock-week/reportee/{id}':
    'Timesheets (issue 14): the owner, the reporting manager, MD and ADMIN, and 403/404 for everyone else, tested in timesheets/timesheets.test.ts.',
  'POST /timesheet/unlock-week/reportee/{id}':
    'Timesheets (issue 14): the owner, the reporting manager, MD and ADMIN, and 403/404 for everyone else, tested in timesheets/timesheets.test.ts.',
  'POST /timesheet/approve-week/reportee/{id}':
    'Timesheets (issue 14): the owner, the reporting manager, MD and ADMIN, and 403/404 for everyone else, tested in timesheets/timesheets.test.ts.',
  'POST /timesheet/unapprove-week/reportee/{id}':
    'Timesheets (issue 14): the owner, the reporting manager, MD and ADMIN, and 403/404 for everyone else, tested in timesheets/timesheets.test.ts.',
  'POST /timesheet/approve-day/reportee/{id}':
    'Timesheets (issue 14): the owner, the reporting manager, MD and ADMIN, and 403/404 for everyone else, tested in timesheets/timesheets.test.ts.',
  'POST /timesheet/unapprove-day/reportee/{id}':
    'Timesheets (issue 14): the owner, the reporting manager, MD and ADMIN, and 403/404 for everyone else, tested in timesheets/timesheets.test.ts.',
};

/**
 * Decisions that are no request family's (a timesheet day is decided in place, not a request with an id),
 * each with why and where its rule is tested.
 */
export const DECISIONS_NOT_IN_MATRIX: Readonly<Record<string, string>> = {
  'POST /delegations/{id}/cancel':
    'Not a request: a decider ends the delegation they gave (requests/delegations.test.ts).',
  'POST /timesheet/approve-week':
    'Refused to everyone (nobody approves their own timesheet): timesheets/timesheets.test.ts.',
  'POST /timesheet/approve-week/reportee/{id}': 'Timesheet days of a reportee: timesheets/timesheets.test.ts.',
  'POST /timesheet/approve-day/reportee/{id}': 'Timesheet days of a reportee: timesheets/timesheets.test.ts.',
  'POST /timesheet/approve-weeks': 'Each week as its reportee variant: timesheets/timesheets.test.ts.',
};
