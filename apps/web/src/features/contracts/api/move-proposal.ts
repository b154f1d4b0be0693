import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalsApi } from '@staffdesk/shared/api/contracts';
import type { ProposalStatus, TProposal } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Submits, accepts or rejects a proposal; accepting one wins its enquiry. */
export function moveProposal({ id, status }: { id: number; status: ProposalStatus }): Promise<TProposal> {
  return callApi(proposalsApi.moveProposal, { params: { id }, body: { status } });
}

export function useMoveProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveProposal, onSuccess: () => refreshPipeline(queryClient) });
}
