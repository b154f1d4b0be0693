import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeRecord } from '@staffdesk/shared/schemas/organisation';
import { employeesApi } from '@staffdesk/shared/api/employees';
import { callApi } from '../api-client';

/** The signed-in user's employee record: their employee id, office hours and time zone. */
export function getEmployeeContext(): Promise<TEmployeeRecord> {
  return callApi(employeesApi.ownRecord);
}

export function employeeContextQueryOptions() {
  return queryOptions({ queryKey: ['employee', 'context'], queryFn: getEmployeeContext, staleTime: 5 * 60_000 });
}

export function useEmployeeContext() {
  return useQuery(employeeContextQueryOptions());
}
