import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import type { TEventRequestPage, TReporteeRequestQuery } from '@staffdesk/shared/schemas/leave';
import { callApi } from '@/lib/api-client';

/** The leave requests (not work from home) the viewer decides, for the approvals queue. */
export function getTeamLeaveRequests(query: Omit<TReporteeRequestQuery, 'kind'>): Promise<TEventRequestPage> {
  return callApi(eventRequestsApi.teamEventRequests, { query: { ...query, kind: 'leave' } });
}
