import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskOrdersApi } from '@staffdesk/shared/api/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

export function deleteTaskOrder(id: number): Promise<void> {
  return callApi(taskOrdersApi.deleteContractTaskOrder, { params: { id } });
}

export function useDeleteTaskOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTaskOrder, onSuccess: () => refreshPipeline(queryClient) });
}
