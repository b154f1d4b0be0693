import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdate, TUserContext } from '@staffdesk/shared/schemas/users';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '@/lib/api-client';
import { userContextQueryOptions } from '@/lib/api/get-user-context';

export function updateUserContext(body: TProfileUpdate): Promise<TUserContext> {
  return callApi(usersApi.replaceOwnProfile, { body });
}

export function useUpdateUserContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserContext,
    // The answer is the new context: put it in the cache instead of fetching it again.
    onSuccess: (context) => queryClient.setQueryData(userContextQueryOptions().queryKey, context),
  });
}
