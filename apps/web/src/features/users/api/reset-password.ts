import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@staffdesk/shared/schemas/auth';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';

export function resetPassword(body: TResetPasswordRequest): Promise<{ message: string }> {
  return callApi(authApi.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
