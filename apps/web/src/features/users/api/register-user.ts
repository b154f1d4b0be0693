import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import type { TRegisterUserRequest } from '@staffdesk/shared/schemas/users';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/** The form shows the server's refusal next to its fields, so the client does not toast it too. */
export function registerUser(body: TRegisterUserRequest) {
  return callApi(usersApi.registerUser, { body }, { toastErrors: false });
}

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
