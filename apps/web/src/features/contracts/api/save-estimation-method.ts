import { useMutation, useQueryClient } from '@tanstack/react-query';
import { estimationMethodsApi } from '@staffdesk/shared/api/contracts';
import type { TEstimationMethod, TEstimationMethodRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Adds a method, or changes one when an id is given. The dialog shows a refusal (a code taken) itself. */
export function saveEstimationMethod({
  id,
  body,
}: {
  id?: number;
  body: TEstimationMethodRequest;
}): Promise<TEstimationMethod> {
  return id === undefined
    ? callApi(estimationMethodsApi.createEstimationMethod, { body }, { toastErrors: false })
    : callApi(estimationMethodsApi.updateEstimationMethod, { params: { id }, body }, { toastErrors: false });
}

export function useSaveEstimationMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEstimationMethod, onSuccess: () => refreshPipeline(queryClient) });
}
