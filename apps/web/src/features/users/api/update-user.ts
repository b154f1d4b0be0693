import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@staffdesk/shared/api/users';
import type { TUserUpdate } from '@staffdesk/shared/schemas/users';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/** The edit form shows a refusal itself; the listing's (de)activation toasts it. */
export function updateUser({ id, body }: { id: number; body: TUserUpdate }) {
  return callApi(usersApi.updateUser, { params: { id }, body }, { toastErrors: false });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
