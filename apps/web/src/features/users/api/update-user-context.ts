import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdate, TUserContext } from '@staffdesk/shared/schemas/users';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '@/lib/api-client';
import type { RequestOptions } from '@/lib/http';
import { userContextQueryOptions } from '@/lib/api/get-user-context';

export function updateUserContext(body: TProfileUpdate, options?: RequestOptions): Promise<TUserContext> {
  return callApi(usersApi.replaceOwnProfile, { body }, options);
}

export function useUpdateUserContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdate) => updateUserContext(body),
    // The answer is the new context: put it in the cache instead of fetching it again.
    onSuccess: (context) => queryClient.setQueryData(userContextQueryOptions().queryKey, context),
  });
}
