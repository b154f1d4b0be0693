import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboardLeaves } from '@staffdesk/shared/schemas/dashboard';
import { http } from '@/lib/http';

export function getLeaveCards(): Promise<TDashboardLeaves> {
  return http.get<TDashboardLeaves>('/dashboard/leaves');
}

export function leaveCardsQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'leaves'], queryFn: getLeaveCards });
}

export function useLeaveCards() {
  return useQuery(leaveCardsQueryOptions());
}
