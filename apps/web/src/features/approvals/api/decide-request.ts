import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventRequestFamily } from '@staffdesk/shared/api/leave';
import { regularizationFamily } from '@staffdesk/shared/api/regularizations';
import { callApi } from '@/lib/api-client';
import { APPROVALS_KEY } from './get-reportee-requests';

/** The two request families decided on this screen. */
export const APPROVAL_FAMILIES = { 'employee-event-request': eventRequestFamily, 'attendance-regularizations': regularizationFamily };
export type ApprovalFamily = keyof typeof APPROVAL_FAMILIES;
export type Decision = 'approve' | 'reject';

export interface DecideRequestInput {
  family: ApprovalFamily;
  decision: Decision;
  id: number;
  remark?: string;
}

export function decideRequest({ family, decision, id, remark }: DecideRequestInput): Promise<unknown> {
  const endpoints = APPROVAL_FAMILIES[family].endpoints;
  return callApi(decision === 'approve' ? endpoints.approve : endpoints.reject, { params: { id }, body: remark ? { remark } : {} });
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
  });
}
