import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import type { TUserListQuery } from '@staffdesk/shared/schemas/users';
import { callApi } from '@/lib/api-client';

/** Every query of the user screens starts with this key: a user added or changed refreshes each of them. */
export const USERS_KEY = ['onboarding', 'users'] as const;

export function getUsers(query: TUserListQuery) {
  return callApi(usersApi.listUsers, { query });
}

export function userListQueryOptions(query: TUserListQuery) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}

/** A page of the user listing, the one before kept in view while the next loads. */
export function useUsers(query: TUserListQuery) {
  return useQuery(userListQueryOptions(query));
}
