import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdate, TUserContext } from '@staffdesk/shared/schemas/users';
import { http } from '@/lib/http';
import { userContextQueryOptions } from '@/lib/api/get-user-context';

export function updateUserContext(body: TProfileUpdate): Promise<TUserContext> {
  return http.put<TUserContext>('/users/context', body);
}

export function useUpdateUserContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserContext,
    // The answer is the new context: put it in the cache instead of fetching it again.
    onSuccess: (context) => queryClient.setQueryData(userContextQueryOptions().queryKey, context),
  });
}
