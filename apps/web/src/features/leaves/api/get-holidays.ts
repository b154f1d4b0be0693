import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THoliday } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';

export function getHolidays(year: number): Promise<THoliday[]> {
  return http.get<THoliday[]>('/holidays', { query: { year }, toastErrors: false });
}

/** The leave form counts working days with them; a missing list only means the server counts instead. */
export function holidaysQueryOptions(year: number) {
  return queryOptions({ queryKey: ['holidays', year], queryFn: () => getHolidays(year), staleTime: 10 * 60_000 });
}

export function useHolidays(year: number) {
  return useQuery(holidaysQueryOptions(year));
}
