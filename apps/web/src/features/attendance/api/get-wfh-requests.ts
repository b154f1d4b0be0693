import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestStatus } from '@staffdesk/shared/schemas/requests';
import type { TEventRequestPage } from '@staffdesk/shared/schemas/leave';
import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';

export const WFH_REQUESTS_KEY = ['wfh-requests'] as const;
export const WFH_PAGE_SIZE = 10;

export interface WfhRequestFilter {
  status?: RequestStatus;
  page: number;
}

/** The signed-in user's work-from-home requests, newest first (the server's order). */
export function getWfhRequests({ status, page }: WfhRequestFilter): Promise<TEventRequestPage> {
  return callApi(eventRequestsApi.ownEventRequests, { query: { kind: 'wfh', status, page, pageSize: WFH_PAGE_SIZE } });
}

export function wfhRequestsQueryOptions(filter: WfhRequestFilter) {
  return queryOptions({ queryKey: [...WFH_REQUESTS_KEY, filter], queryFn: () => getWfhRequests(filter) });
}

export function useWfhRequests(filter: WfhRequestFilter) {
  return useQuery({ ...wfhRequestsQueryOptions(filter), placeholderData: keepPreviousData });
}
