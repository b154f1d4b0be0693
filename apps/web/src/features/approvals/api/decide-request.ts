import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { APPROVALS_KEY } from './get-reportee-requests';

/** The two request families decided on this screen, by their API path. */
export type ApprovalFamily = 'employee-event-request' | 'attendance-regularizations';
export type Decision = 'approve' | 'reject';

export interface DecideRequestInput {
  family: ApprovalFamily;
  decision: Decision;
  id: number;
  remark?: string;
}

export function decideRequest({ family, decision, id, remark }: DecideRequestInput): Promise<unknown> {
  return http.post(`/${family}/${decision}/${id}`, remark ? { remark } : {});
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
  });
}
