import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeaveStatistics } from '@staffdesk/shared/schemas/leave';
import { http } from '@/lib/http';
import { LEAVE_KEY } from './get-leave-balances';

export function getLeaveStatistics(year?: number): Promise<TLeaveStatistics> {
  return http.get<TLeaveStatistics>('/employee/leave-statistics', { query: { year } });
}

export function leaveStatisticsQueryOptions(year?: number) {
  return queryOptions({ queryKey: [...LEAVE_KEY, 'statistics', year ?? 'current'], queryFn: () => getLeaveStatistics(year) });
}

export function useLeaveStatistics(year?: number) {
  return useQuery(leaveStatisticsQueryOptions(year));
}
