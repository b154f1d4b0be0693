import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerifyTotpRequest } from '@staffdesk/shared/schemas/auth';
import { http } from '@/lib/http';
import { userContextQueryOptions } from '@/lib/api/get-user-context';

export function disableTwoFa(body: TVerifyTotpRequest): Promise<{ message: string }> {
  return http.post<{ message: string }>('/users/disable-2fa', body);
}

export function useDisableTwoFa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userContextQueryOptions().queryKey }),
  });
}
