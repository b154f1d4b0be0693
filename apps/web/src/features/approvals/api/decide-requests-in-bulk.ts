import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import { http } from '@/lib/http';
import type { ApprovalFamily, Decision } from './decide-request';
import { APPROVALS_KEY } from './get-reportee-requests';

export interface DecideInBulkInput {
  family: ApprovalFamily;
  decision: Decision;
  ids: number[];
  remark?: string;
}

/** One transaction on the server, answered per id: some may fail while others go through. */
export function decideRequestsInBulk({ family, decision, ids, remark }: DecideInBulkInput): Promise<TBulkDecisionResponse> {
  return http.post<TBulkDecisionResponse>(`/${family}/bulk-${decision}`, remark ? { ids, remark } : { ids });
}

export function useDecideRequestsInBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequestsInBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
  });
}
