import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerifyTotpRequest } from '@staffdesk/shared/schemas/auth';
import { http } from '@/lib/http';
import { userContextQueryOptions } from '@/lib/api/get-user-context';

export function enableTwoFa(body: TVerifyTotpRequest): Promise<{ message: string }> {
  return http.post<{ message: string }>('/users/enable-2fa', body);
}

export function useEnableTwoFa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userContextQueryOptions().queryKey }),
  });
}
