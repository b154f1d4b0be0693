import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { proposalsApi } from '@staffdesk/shared/api/contracts';
import type { TProposalListQuery } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';

export function getProposals(query: TProposalListQuery) {
  return callApi(proposalsApi.proposals, { query }, { toastErrors: false });
}

export function useProposals(query: TProposalListQuery) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'proposals', query],
    queryFn: () => getProposals(query),
    placeholderData: keepPreviousData,
  });
}
