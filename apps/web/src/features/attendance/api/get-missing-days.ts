import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMissingDayPage } from '@staffdesk/shared/schemas/attendance';
import { punchesApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

export const MISSING_DAYS_PAGE_SIZE = 5;

/** Missing-punch and absent days of an employee, newest first. */
export function getMissingDays(employeeId: number, page: number): Promise<TMissingDayPage> {
  return callApi(punchesApi.missingDays, { params: { id: employeeId }, query: { page, pageSize: MISSING_DAYS_PAGE_SIZE } });
}

export function missingDaysQueryOptions(employeeId: number, page: number) {
  return queryOptions({ queryKey: ['attendance', 'missing-days', employeeId, page], queryFn: () => getMissingDays(employeeId, page) });
}

export function useMissingDays(employeeId: number | undefined, page: number) {
  return useQuery({ ...missingDaysQueryOptions(employeeId ?? 0, page), enabled: employeeId !== undefined, placeholderData: keepPreviousData });
}
