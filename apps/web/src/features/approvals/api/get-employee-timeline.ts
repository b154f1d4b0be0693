import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMergedRequestPage } from '@staffdesk/shared/schemas/leave';
import { requestsApi } from '@staffdesk/shared/api/requests';
import { callApi } from '@/lib/api-client';
import { APPROVALS_KEY } from './get-reportee-requests';

/** One list of an employee's leave, work-from-home and regularization requests, newest first. */
export function getEmployeeTimeline(employeeId: number, page: number, pageSize: number): Promise<TMergedRequestPage> {
  return callApi(requestsApi.requestTimeline, { params: { id: employeeId }, query: { page, pageSize } });
}

export function employeeTimelineQueryOptions(employeeId: number, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...APPROVALS_KEY, 'timeline', employeeId, page, pageSize],
    queryFn: () => getEmployeeTimeline(employeeId, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeTimeline(employeeId: number | undefined, page: number, pageSize: number) {
  return useQuery({ ...employeeTimelineQueryOptions(employeeId ?? 0, page, pageSize), enabled: employeeId !== undefined });
}
