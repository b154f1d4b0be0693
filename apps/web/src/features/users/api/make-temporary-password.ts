import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/** A one-time password for the user, who is signed out everywhere and must replace it at their next sign-in. */
export function makeTemporaryPassword(id: number) {
  return callApi(usersApi.temporaryPassword, { params: { id } });
}

export function useTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeTemporaryPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
