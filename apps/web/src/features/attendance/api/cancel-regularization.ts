import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRegularization } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';
import { REGULARIZATIONS_KEY } from './get-regularizations';

export function cancelRegularization(id: number): Promise<TRegularization> {
  return http.post<TRegularization>(`/attendance-regularizations/cancel/${id}`);
}

export function useCancelRegularization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegularization,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: REGULARIZATIONS_KEY }), queryClient.invalidateQueries({ queryKey: ['attendance'] })]),
  });
}
