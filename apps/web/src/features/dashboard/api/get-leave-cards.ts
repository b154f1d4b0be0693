import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboardLeaves } from '@staffdesk/shared/schemas/dashboard';
import { leaveDashboardApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';

export function getLeaveCards(): Promise<TDashboardLeaves> {
  return callApi(leaveDashboardApi.leaveDashboard);
}

export function leaveCardsQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'leaves'], queryFn: getLeaveCards });
}

export function useLeaveCards() {
  return useQuery(leaveCardsQueryOptions());
}
