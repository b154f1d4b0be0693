import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import type { TMissingDayPage } from '@staffdesk/shared/schemas/attendance';
import { punchesApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

export const MISSING_DAYS_PAGE_SIZE = 5;

export interface MissingDaysQuery {
  page: number;
  order: SortOrder;
}

/** Missing-punch and absent days of an employee, newest first unless asked otherwise. */
export function getMissingDays(employeeId: number, { page, order }: MissingDaysQuery): Promise<TMissingDayPage> {
  return callApi(punchesApi.missingDays, {
    params: { id: employeeId },
    query: { page, pageSize: MISSING_DAYS_PAGE_SIZE, sort: 'date', order },
  });
}

export function missingDaysQueryOptions(employeeId: number, query: MissingDaysQuery) {
  return queryOptions({
    queryKey: ['attendance', 'missing-days', employeeId, query],
    queryFn: () => getMissingDays(employeeId, query),
  });
}

export function useMissingDays(employeeId: number | undefined, query: MissingDaysQuery) {
  return useQuery({
    ...missingDaysQueryOptions(employeeId ?? 0, query),
    enabled: employeeId !== undefined,
    placeholderData: keepPreviousData,
  });
}
