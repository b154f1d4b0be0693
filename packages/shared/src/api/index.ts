import type { Endpoint } from './endpoint';
import { attendanceDashboardApi, attendanceExportApi, holidaysApi, punchesApi } from './attendance';
import { assetRequestFamily, assetsApi } from './assets';
import { authApi } from './auth';
import { companyDocumentsApi, employeeDocumentFamily, employeeDocumentsApi } from './documents';
import { employeesApi } from './employees';
import { filesApi } from './files';
import { healthApi } from './health';
import { helpdeskApi, helpdeskStatisticsApi, itPoliciesApi, ticketFamily } from './helpdesk';
import { balancesApi, eventRequestFamily, eventRequestsApi, leaveDashboardApi, leaveSummariesApi } from './leave';
import { masterApi } from './master';
import { notificationsApi } from './notifications';
import { regularizationFamily, regularizationsApi } from './regularizations';
import { reimbursementFamily, reimbursementsApi } from './reimbursements';
import { requestsApi } from './requests';
import { usersApi } from './users';

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
  leaveDashboardApi,
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
];

export const ALL_ENDPOINTS: readonly Endpoint[] = API_GROUPS.flatMap((group) => Object.values(group));
