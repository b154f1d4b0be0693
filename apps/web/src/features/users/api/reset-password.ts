import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@staffdesk/shared/schemas/auth';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';

/** The form shows a refusal under its field or above its buttons, so the client does not toast it too. */
export function resetPassword(body: TResetPasswordRequest): Promise<{ message: string }> {
  return callApi(authApi.resetPassword, { body }, { toastErrors: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
