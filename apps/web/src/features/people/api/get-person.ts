import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '@staffdesk/shared/api/employees';
import { callApi } from '@/lib/api-client';
import { PEOPLE_KEY } from './get-people-directory';

export function getPerson(id: number) {
  return callApi(employeesApi.employeeProfile, { params: { id } });
}

export function personQueryOptions(id: number) {
  return queryOptions({ queryKey: [...PEOPLE_KEY, 'person', id], queryFn: () => getPerson(id) });
}

/** A colleague's card: the directory fields, or the whole record for whoever may see it. */
export function usePerson(id: number | undefined) {
  return useQuery({ ...personQueryOptions(id ?? 0), enabled: id !== undefined });
}
