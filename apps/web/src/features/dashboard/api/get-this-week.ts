import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TThisWeek } from '@staffdesk/shared/schemas/dashboard';
import { thisWeekApi } from '@staffdesk/shared/api/employees';
import { callApi } from '@/lib/api-client';

export function getThisWeek(): Promise<TThisWeek> {
  return callApi(thisWeekApi.thisWeek);
}

/** The days change once a day: an hour's staleness is plenty. */
export function thisWeekQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'this-week'], queryFn: getThisWeek, staleTime: 60 * 60_000 });
}

export function useThisWeek() {
  return useQuery(thisWeekQueryOptions());
}
