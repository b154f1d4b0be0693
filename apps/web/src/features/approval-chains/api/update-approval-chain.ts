import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalChainsApi } from '@staffdesk/shared/api/approval-chains';
import type { TChainStep } from '@staffdesk/shared/schemas/approval-chains';
import { callApi } from '@/lib/api-client';
import { approvalChainsQueryOptions } from './get-approval-chains';

/** Sets a family's later steps; the card explains a refusal itself, so no error toast. */
export function updateApprovalChain({ entity, steps }: { entity: string; steps: TChainStep[] }) {
  return callApi(
    approvalChainsApi.updateApprovalChain,
    { params: { entity }, body: { steps } },
    { toastErrors: false },
  );
}

export function useUpdateApprovalChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApprovalChain,
    // The answer is the chain as saved: the list takes it in place of the old one.
    onSuccess: (saved) =>
      queryClient.setQueryData(
        approvalChainsQueryOptions().queryKey,
        (list) => list && { items: list.items.map((c) => (c.entity === saved.entity ? saved : c)) },
      ),
  });
}
