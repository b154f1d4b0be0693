import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeaveStatistics } from '@staffdesk/shared/schemas/leave';
import { leaveSummariesApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export function getLeaveStatistics(year?: number): Promise<TLeaveStatistics> {
  return callApi(leaveSummariesApi.leaveStatistics, { query: { year } });
}

export function leaveStatisticsQueryOptions(year?: number) {
  return queryOptions({
    queryKey: [...LEAVE_KEY, 'statistics', year ?? 'current'],
    queryFn: () => getLeaveStatistics(year),
  });
}

export function useLeaveStatistics(year?: number) {
  return useQuery(leaveStatisticsQueryOptions(year));
}
