import { queryOptions, useQuery } from '@tanstack/react-query';
import { holidaysApi } from '@staffdesk/shared/api/attendance';
import type { THoliday } from '@staffdesk/shared/schemas/attendance';
import { callApi } from '../api-client';

/** Every holiday query starts with this key: a change on the administration screen refreshes every calendar. */
export const HOLIDAYS_KEY = ['holidays'] as const;

export function getHolidays(year: number): Promise<THoliday[]> {
  return callApi(holidaysApi.holidays, { query: { year } }, { toastErrors: false });
}

/** The holidays of a year, for calendars, forms and the administration screen alike. */
export function holidaysQueryOptions(year: number) {
  return queryOptions({ queryKey: [...HOLIDAYS_KEY, year], queryFn: () => getHolidays(year), staleTime: 5 * 60_000 });
}

export function useHolidays(year: number) {
  return useQuery(holidaysQueryOptions(year));
}
