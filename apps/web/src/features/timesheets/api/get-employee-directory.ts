import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { employeesApi } from '@staffdesk/shared/api/employees';
import type { TEmployeeDirectoryPage } from '@staffdesk/shared/schemas/organisation';
import { callApi } from '@/lib/api-client';

/** The first colleagues of the directory whose name or code matches, to pick whose timesheet to see. */
export function getEmployeeDirectory(search: string): Promise<TEmployeeDirectoryPage> {
  return callApi(employeesApi.directory, { query: { page: 1, pageSize: 25, ...(search ? { search } : {}) } });
}

export function useEmployeeDirectory(search: string) {
  return useQuery({
    queryKey: ['employee', 'directory', 'timesheet-team', search],
    queryFn: () => getEmployeeDirectory(search),
    placeholderData: keepPreviousData,
  });
}
