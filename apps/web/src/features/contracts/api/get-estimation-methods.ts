import { useQuery } from '@tanstack/react-query';
import { estimationMethodsApi } from '@staffdesk/shared/api/contracts';
import type { TEstimationMethod } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';

export function getEstimationMethods(): Promise<TEstimationMethod[]> {
  return callApi(estimationMethodsApi.estimationMethods, undefined, { toastErrors: false });
}

export function useEstimationMethods() {
  return useQuery({ queryKey: [...PIPELINE_KEY, 'methods'], queryFn: getEstimationMethods });
}
