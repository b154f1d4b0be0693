import { useMutation, useQueryClient } from '@tanstack/react-query';
import { estimationMethodsApi } from '@staffdesk/shared/api/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

export function deleteEstimationMethod(id: number): Promise<void> {
  return callApi(estimationMethodsApi.deleteEstimationMethod, { params: { id } });
}

export function useDeleteEstimationMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEstimationMethod, onSuccess: () => refreshPipeline(queryClient) });
}
