import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeamToday } from '@staffdesk/shared/schemas/attendance';
import { attendanceDashboardApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

export function getTeamToday(): Promise<TTeamToday> {
  return callApi(attendanceDashboardApi.teamToday);
}

/** Under 'attendance': a punch, a decision or a new request refreshes it with the rest of attendance. */
export function teamTodayQueryOptions() {
  return queryOptions({ queryKey: ['attendance', 'team-today'], queryFn: getTeamToday, staleTime: 60_000 });
}

export function useTeamToday() {
  return useQuery(teamTodayQueryOptions());
}
