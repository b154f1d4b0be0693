import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestStatus } from '@staffdesk/shared/schemas/requests';
import type { TEventRequestPage } from '@staffdesk/shared/schemas/leave';
import { http } from '@/lib/http';
import { LEAVE_KEY } from './get-leave-balances';

export interface OwnLeaveRequestsQuery {
  page: number;
  pageSize: number;
  status?: RequestStatus;
  typeCode?: string;
}

/** Your leave requests (not work from home), newest first. */
export function getOwnLeaveRequests(query: OwnLeaveRequestsQuery): Promise<TEventRequestPage> {
  return http.get<TEventRequestPage>('/employee-event-request/employee', { query: { kind: 'leave', ...query } });
}

export function ownLeaveRequestsQueryOptions(query: OwnLeaveRequestsQuery) {
  return queryOptions({ queryKey: [...LEAVE_KEY, 'requests', query], queryFn: () => getOwnLeaveRequests(query), placeholderData: keepPreviousData });
}

export function useOwnLeaveRequests(query: OwnLeaveRequestsQuery) {
  return useQuery(ownLeaveRequestsQueryOptions(query));
}
