import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THoliday } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';

export function getHolidays(year: number): Promise<THoliday[]> {
  return http.get<THoliday[]>('/holidays', { query: { year } });
}

/** Same key as the attendance screen's holiday card: a change here refreshes it too. */
export function holidaysQueryOptions(year: number) {
  return queryOptions({ queryKey: ['holidays', year], queryFn: () => getHolidays(year) });
}

export function useHolidays(year: number) {
  return useQuery(holidaysQueryOptions(year));
}
