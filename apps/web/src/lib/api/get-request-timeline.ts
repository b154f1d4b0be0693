import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestsApi } from '@staffdesk/shared/api/requests';
import type { TMergedRequestPage } from '@staffdesk/shared/schemas/leave';
import { callApi } from '../api-client';

/** Under the request screens' key, so that a decision refreshes the history open beside it. */
const TIMELINE_KEY = ['requests', 'timeline'] as const;

/** One list of an employee's requests of every family in the timeline, newest first. */
export function getRequestTimeline(employeeId: number, page: number, pageSize: number): Promise<TMergedRequestPage> {
  return callApi(requestsApi.requestTimeline, { params: { id: employeeId }, query: { page, pageSize } });
}

export function requestTimelineQueryOptions(employeeId: number, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...TIMELINE_KEY, employeeId, page, pageSize],
    queryFn: () => getRequestTimeline(employeeId, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useRequestTimeline(employeeId: number | undefined, page: number, pageSize: number) {
  return useQuery({
    ...requestTimelineQueryOptions(employeeId ?? 0, page, pageSize),
    enabled: employeeId !== undefined,
  });
}
