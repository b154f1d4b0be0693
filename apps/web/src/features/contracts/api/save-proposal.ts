import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalsApi } from '@staffdesk/shared/api/contracts';
import type { TProposal, TProposalRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Saves a new version as a draft, or changes a draft when an id is given. The form shows a refusal itself. */
export function saveProposal({ id, body }: { id?: number; body: TProposalRequest }): Promise<TProposal> {
  return id === undefined
    ? callApi(proposalsApi.createProposal, { body }, { toastErrors: false })
    : callApi(proposalsApi.updateProposal, { params: { id }, body }, { toastErrors: false });
}

export function useSaveProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProposal, onSuccess: () => refreshPipeline(queryClient) });
}
