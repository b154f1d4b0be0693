import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { http } from '@/lib/http';
import { LEAVE_KEY } from './get-leave-balances';

export function cancelLeaveRequest(id: number): Promise<TEventRequest> {
  return http.post<TEventRequest>(`/employee-event-request/cancel/${id}`);
}

export function useCancelLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLeaveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEAVE_KEY }),
  });
}
