import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecoveryCodesResponse, TVerifyTotpRequest } from '@staffdesk/shared/schemas/auth';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { recoveryCodesLeftQueryOptions } from './get-recovery-codes-left';

/** Answers the first recovery codes, shown this once; a wrong code is shown under the code, not toasted. */
export function enableTwoFa(body: TVerifyTotpRequest): Promise<TRecoveryCodesResponse> {
  return callApi(authApi.enableTwoFactor, { body }, { toastErrors: false });
}

export function useEnableTwoFa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFa,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userContextQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: recoveryCodesLeftQueryOptions().queryKey }),
      ]),
  });
}
