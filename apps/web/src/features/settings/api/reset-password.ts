import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@staffdesk/shared/schemas/auth';
import { http } from '@/lib/http';

export function resetPassword(body: TResetPasswordRequest): Promise<{ message: string }> {
  return http.post<{ message: string }>('/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
