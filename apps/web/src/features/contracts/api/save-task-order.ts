import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskOrdersApi } from '@staffdesk/shared/api/contracts';
import type { TTaskOrder, TTaskOrderRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Adds a task order to its contract, or changes one when an id is given. The form shows a refusal itself. */
export function saveTaskOrder({ id, body }: { id?: number; body: TTaskOrderRequest }): Promise<TTaskOrder> {
  return id === undefined
    ? callApi(taskOrdersApi.createContractTaskOrder, { body }, { toastErrors: false })
    : callApi(taskOrdersApi.updateContractTaskOrder, { params: { id }, body }, { toastErrors: false });
}

export function useSaveTaskOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTaskOrder, onSuccess: () => refreshPipeline(queryClient) });
}
