import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

export function getUser(id: number) {
  return callApi(usersApi.getUser, { params: { id } });
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: [...USERS_KEY, 'detail', id], queryFn: () => getUser(id) });
}

/** One user with their employee record, as the edit dialog opens on them. */
export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
