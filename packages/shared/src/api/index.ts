import type { Endpoint } from './endpoint';
import { attendanceDashboardApi, attendanceExportApi, holidaysApi, punchesApi } from './attendance';
import { assetRequestFamily, assetsApi } from './assets';
import { approvalChainsApi } from './approval-chains';
import { auditApi } from './audit';
import { delegationsApi } from './delegations';
import { authApi } from './auth';
import { companyDocumentsApi, employeeDocumentFamily, employeeDocumentsApi } from './documents';
import { countriesApi } from './countries';
import {
  businessEnquiriesApi,
  contactsApi,
  contractCompaniesApi,
  contractsApi,
  estimationMethodsApi,
  invoiceRatesApi,
  pipelineDashboardApi,
  proposalsApi,
  taskOrdersApi,
} from './contracts';
import { benefitLinksApi } from './benefit-links';
import { calendarFeedsApi } from './calendar-feeds';
import { employeesApi, thisWeekApi } from './employees';
import { feedsApi } from './feeds';
import { filesApi } from './files';
import { flashesApi } from './flashes';
import { healthApi } from './health';
import { helpdeskApi, helpdeskStatisticsApi, itPoliciesApi, ticketFamily } from './helpdesk';
import { hrReportsApi } from './hr-reports';
import { jobsApi } from './jobs';
import {
  balancesApi,
  eventRequestFamily,
  eventRequestsApi,
  leaveCalendarApi,
  leaveDashboardApi,
  leavePoliciesApi,
  leaveSummariesApi,
} from './leave';
import { masterApi } from './master';
import { notificationsApi } from './notifications';
import { regularizationFamily, regularizationsApi } from './regularizations';
import { reimbursementFamily, reimbursementsApi } from './reimbursements';
import { requestsApi } from './requests';
import { usersApi } from './users';
import { webhooksApi } from './webhooks';
import { projectActivitiesApi, projectCategoriesApi, projectsApi } from './projects';
import { timesheetFamily, timesheetsApi } from './timesheets';

/**
 * Every operation of the API, for what looks at all of them at once: the OpenAPI document's checks, the
 * access tests. The web app imports a domain's contract file, never this one (it would bundle them all).
 */
export const API_GROUPS: readonly Readonly<Record<string, Endpoint>>[] = [
  healthApi,
  authApi,
  usersApi,
  masterApi,
  notificationsApi,
  employeesApi,
  thisWeekApi,
  punchesApi,
  regularizationsApi,
  regularizationFamily.endpoints,
  holidaysApi,
  attendanceDashboardApi,
  attendanceExportApi,
  balancesApi,
  eventRequestsApi,
  eventRequestFamily.endpoints,
  leaveSummariesApi,
  leaveCalendarApi,
  leaveDashboardApi,
  leavePoliciesApi,
  requestsApi,
  filesApi,
  reimbursementsApi,
  reimbursementFamily.endpoints,
  assetsApi,
  assetRequestFamily.endpoints,
  employeeDocumentsApi,
  employeeDocumentFamily.endpoints,
  companyDocumentsApi,
  helpdeskApi,
  ticketFamily.endpoints,
  helpdeskStatisticsApi,
  itPoliciesApi,
  countriesApi,
  flashesApi,
  feedsApi,
  hrReportsApi,
  benefitLinksApi,
  contractCompaniesApi,
  estimationMethodsApi,
  businessEnquiriesApi,
  proposalsApi,
  contractsApi,
  taskOrdersApi,
  invoiceRatesApi,
  contactsApi,
  pipelineDashboardApi,
  projectCategoriesApi,
  projectsApi,
  projectActivitiesApi,
  timesheetsApi,
  timesheetFamily.endpoints,
  auditApi,
  jobsApi,
  webhooksApi,
  approvalChainsApi,
  delegationsApi,
  calendarFeedsApi,
];

export const ALL_ENDPOINTS: readonly Endpoint[] = API_GROUPS.flatMap((group) => Object.values(group));
