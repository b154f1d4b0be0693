import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THoliday } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';

export function getHolidays(year: number): Promise<THoliday[]> {
  return http.get<THoliday[]>('/holidays', { query: { year } });
}

/** Keyed like the administration screen's list, so a change there refreshes this one too. */
export function holidaysQueryOptions(year: number) {
  return queryOptions({ queryKey: ['holidays', year], queryFn: () => getHolidays(year), staleTime: 5 * 60_000 });
}

export function useHolidays(year: number) {
  return useQuery(holidaysQueryOptions(year));
}
