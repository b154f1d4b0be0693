import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import type { TEventRequestPage, TReporteeRequestQuery } from '@staffdesk/shared/schemas/leave';
import { callApi } from '@/lib/api-client';

/** The work-from-home requests the viewer decides, for the approvals queue. */
export function getTeamWfhRequests(query: Omit<TReporteeRequestQuery, 'kind'>): Promise<TEventRequestPage> {
  return callApi(eventRequestsApi.teamEventRequests, { query: { ...query, kind: 'wfh' } });
}
