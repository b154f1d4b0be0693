import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import { callApi } from '@/lib/api-client';
import { APPROVAL_FAMILIES, type ApprovalFamily, type Decision } from './decide-request';
import { APPROVALS_KEY } from './get-reportee-requests';

export interface DecideInBulkInput {
  family: ApprovalFamily;
  decision: Decision;
  ids: number[];
  remark?: string;
}

/** One transaction on the server, answered per id: some may fail while others go through. */
export function decideRequestsInBulk({ family, decision, ids, remark }: DecideInBulkInput): Promise<TBulkDecisionResponse> {
  const endpoints = APPROVAL_FAMILIES[family].endpoints;
  return callApi(decision === 'approve' ? endpoints.approveMany : endpoints.rejectMany, { body: remark ? { ids, remark } : { ids } });
}

export function useDecideRequestsInBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequestsInBulk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
  });
}
