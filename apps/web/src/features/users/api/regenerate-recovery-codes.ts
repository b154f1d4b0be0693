import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecoveryCodesResponse, TSecondFactorRequest } from '@staffdesk/shared/schemas/auth';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';
import { recoveryCodesLeftQueryOptions } from './get-recovery-codes-left';

/** The dialog shows a wrong code under the code, so the client does not toast it too. */
export function regenerateRecoveryCodes(body: TSecondFactorRequest): Promise<TRecoveryCodesResponse> {
  return callApi(authApi.regenerateRecoveryCodes, { body }, { toastErrors: false });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recoveryCodesLeftQueryOptions().queryKey }),
  });
}
