import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeRecord } from '@staffdesk/shared/schemas/organisation';
import { http } from '@/lib/http';

/** The signed-in user's employee record: their employee id, office hours and time zone. */
export function getEmployeeContext(): Promise<TEmployeeRecord> {
  return http.get<TEmployeeRecord>('/employee/context');
}

export function employeeContextQueryOptions() {
  return queryOptions({ queryKey: ['employee', 'context'], queryFn: getEmployeeContext, staleTime: 5 * 60_000 });
}

export function useEmployeeContext() {
  return useQuery(employeeContextQueryOptions());
}
