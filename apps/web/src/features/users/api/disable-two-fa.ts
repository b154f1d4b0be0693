import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSecondFactorRequest } from '@staffdesk/shared/schemas/auth';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';
import { userContextQueryOptions } from '@/lib/api/get-user-context';

/** The dialog shows a wrong code under the code, so the client does not toast it too. */
export function disableTwoFa(body: TSecondFactorRequest): Promise<{ message: string }> {
  return callApi(authApi.disableOwnTwoFactor, { body }, { toastErrors: false });
}

export function useDisableTwoFa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userContextQueryOptions().queryKey }),
  });
}
