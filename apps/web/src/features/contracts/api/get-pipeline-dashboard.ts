import { useQuery } from '@tanstack/react-query';
import { pipelineDashboardApi } from '@staffdesk/shared/api/contracts';
import type { TPipelineDashboard } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';

export function getPipelineDashboard(): Promise<TPipelineDashboard> {
  return callApi(pipelineDashboardApi.pipelineDashboard, undefined, { toastErrors: false });
}

export function usePipelineDashboard() {
  return useQuery({ queryKey: [...PIPELINE_KEY, 'dashboard'], queryFn: getPipelineDashboard });
}
