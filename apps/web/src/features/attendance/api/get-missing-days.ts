import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMissingDayPage } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';

export const MISSING_DAYS_PAGE_SIZE = 5;

/** Missing-punch and absent days of an employee, newest first. */
export function getMissingDays(employeeId: number, page: number): Promise<TMissingDayPage> {
  return http.get<TMissingDayPage>(`/check-in-out-events/missing-events/${employeeId}`, { query: { page, pageSize: MISSING_DAYS_PAGE_SIZE } });
}

export function missingDaysQueryOptions(employeeId: number, page: number) {
  return queryOptions({ queryKey: ['attendance', 'missing-days', employeeId, page], queryFn: () => getMissingDays(employeeId, page) });
}

export function useMissingDays(employeeId: number | undefined, page: number) {
  return useQuery({ ...missingDaysQueryOptions(employeeId ?? 0, page), enabled: employeeId !== undefined, placeholderData: keepPreviousData });
}
