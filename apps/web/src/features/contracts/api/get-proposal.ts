import { useQuery } from '@tanstack/react-query';
import { proposalsApi } from '@staffdesk/shared/api/contracts';
import type { TProposal } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';

export function getProposal(id: number): Promise<TProposal> {
  return callApi(proposalsApi.proposal, { params: { id } }, { toastErrors: false });
}

/** One proposal; none asked without an id. */
export function useProposal(id: number | undefined) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'proposal', id],
    queryFn: () => getProposal(id!),
    enabled: id !== undefined,
  });
}
