import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeRecordPage } from '@staffdesk/shared/schemas/organisation';
import { employeesApi } from '@staffdesk/shared/api/employees';
import { callApi } from '@/lib/api-client';

export const REPORTEES_PAGE_SIZE = 100;

/** Direct reportees (MD and ADMIN: everyone), searchable by name or code. */
export function getReportees(search: string): Promise<TEmployeeRecordPage> {
  return callApi(employeesApi.reportees, { query: { search: search || undefined, pageSize: REPORTEES_PAGE_SIZE } });
}

export function reporteesQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['employee', 'reportees', search],
    queryFn: () => getReportees(search),
    staleTime: 5 * 60_000,
  });
}

export function useReportees(search: string) {
  return useQuery({ ...reporteesQueryOptions(search), placeholderData: keepPreviousData });
}
