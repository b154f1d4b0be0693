import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '@staffdesk/shared/api/employees';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export async function getEmployeeName(id: number): Promise<string> {
  return (await callApi(employeesApi.employeeProfile, { params: { id } })).fullname;
}

export function employeeNameQueryOptions(id: number) {
  return queryOptions({ queryKey: [...LEAVE_KEY, 'employee-name', id], queryFn: () => getEmployeeName(id) });
}

/** Whose balances the leaves screen shows when it is given someone else's. */
export function useEmployeeName(id: number | undefined) {
  return useQuery({ ...employeeNameQueryOptions(id ?? 0), enabled: id !== undefined });
}
