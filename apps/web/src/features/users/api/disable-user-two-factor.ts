import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/** An administrator turns someone else's two-factor sign-in off (a lost phone). */
export function disableUserTwoFactor(id: number) {
  return callApi(authApi.disableTwoFactorFor, { params: { id } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUserTwoFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
