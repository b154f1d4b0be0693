import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

export function getDepartments() {
  return callApi(usersApi.departments);
}

export function departmentsQueryOptions() {
  return queryOptions({ queryKey: [...USERS_KEY, 'departments'], queryFn: getDepartments, staleTime: 60_000 });
}

/** The departments users are in: a filter of the listing, suggestions in the forms. */
export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
