import { useQuery } from '@tanstack/react-query';
import { contractsApi } from '@staffdesk/shared/api/contracts';
import type { TContract } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '../api-client';
import { PIPELINE_KEY } from './get-contracts';

export function getContract(id: number): Promise<TContract> {
  return callApi(contractsApi.contract, { params: { id } }, { toastErrors: false });
}

/** One contract: opened on its page, and named by a picker that has it chosen. None asked without an id. */
export function useContract(id: number | undefined) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'contract', id],
    queryFn: () => getContract(id!),
    enabled: id !== undefined,
  });
}
