import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regularizationFamily } from '@staffdesk/shared/api/regularizations';
import type { TRegularization } from '@staffdesk/shared/schemas/attendance';
import { callApi } from '@/lib/api-client';
import { REGULARIZATIONS_KEY } from './get-regularizations';

export function cancelRegularization(id: number): Promise<TRegularization> {
  return callApi(regularizationFamily.endpoints.cancel, { params: { id } });
}

export function useCancelRegularization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegularization,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: REGULARIZATIONS_KEY }), queryClient.invalidateQueries({ queryKey: ['attendance'] })]),
  });
}
