import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import type { TEventRequestPage, TEventRequestQuery } from '@staffdesk/shared/schemas/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export type OwnLeaveRequestsQuery = Omit<TEventRequestQuery, 'kind'>;

/** Your leave requests (not work from home), newest first. */
export function getOwnLeaveRequests(query: OwnLeaveRequestsQuery): Promise<TEventRequestPage> {
  return callApi(eventRequestsApi.ownEventRequests, { query: { ...query, kind: 'leave' } });
}

export function ownLeaveRequestsQueryOptions(query: OwnLeaveRequestsQuery) {
  return queryOptions({
    queryKey: [...LEAVE_KEY, 'requests', query],
    queryFn: () => getOwnLeaveRequests(query),
    placeholderData: keepPreviousData,
  });
}

export function useOwnLeaveRequests(query: OwnLeaveRequestsQuery) {
  return useQuery(ownLeaveRequestsQueryOptions(query));
}
