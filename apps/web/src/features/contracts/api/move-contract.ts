import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsApi } from '@staffdesk/shared/api/contracts';
import type { ContractStatus, TContract } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Activates, completes or terminates a contract. */
export function moveContract({ id, status }: { id: number; status: ContractStatus }): Promise<TContract> {
  return callApi(contractsApi.moveContract, { params: { id }, body: { status } });
}

export function useMoveContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveContract, onSuccess: () => refreshPipeline(queryClient) });
}
