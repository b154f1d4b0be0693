import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsApi } from '@staffdesk/shared/api/contracts';
import type { TContract, TContractRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Registers a contract as a draft, or changes one when an id is given. The form shows a refusal itself. */
export function saveContract({ id, body }: { id?: number; body: TContractRequest }): Promise<TContract> {
  return id === undefined
    ? callApi(contractsApi.createContract, { body }, { toastErrors: false })
    : callApi(contractsApi.updateContract, { params: { id }, body }, { toastErrors: false });
}

export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContract, onSuccess: () => refreshPipeline(queryClient) });
}
