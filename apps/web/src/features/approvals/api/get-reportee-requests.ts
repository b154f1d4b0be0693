import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventRequestPage } from '@staffdesk/shared/schemas/leave';
import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';

/** Every approvals query starts with this key: a decision refreshes all three queues. */
export const APPROVALS_KEY = ['approvals'] as const;

export interface ReporteeRequestsQuery {
  kind: 'leave' | 'wfh';
  page: number;
  pageSize: number;
}

/** Pending leave or work-from-home requests of the caller's reportees. */
export function getReporteeRequests(query: ReporteeRequestsQuery): Promise<TEventRequestPage> {
  return callApi(eventRequestsApi.teamEventRequests, { query: { ...query, status: 'PENDING' } });
}

export function reporteeRequestsQueryOptions(query: ReporteeRequestsQuery) {
  return queryOptions({ queryKey: [...APPROVALS_KEY, 'event-requests', query], queryFn: () => getReporteeRequests(query), placeholderData: keepPreviousData });
}

export function useReporteeRequests(query: ReporteeRequestsQuery) {
  return useQuery(reporteeRequestsQueryOptions(query));
}
