import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '../api-client';

export function getUserContext(): Promise<TUserContext> {
  // The guard fetches it silently (spec section 2): failures are not toasted.
  return callApi(usersApi.userContext, {}, { toastErrors: false });
}

/** The signed-in user. Kept until sign-out or an update: the guard fetches it once per session. */
export function userContextQueryOptions() {
  return queryOptions({ queryKey: ['users', 'context'], queryFn: getUserContext, staleTime: Infinity });
}

export function useUserContext() {
  return useQuery(userContextQueryOptions());
}
