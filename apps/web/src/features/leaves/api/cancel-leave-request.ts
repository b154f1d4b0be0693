import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { eventRequestFamily } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

export function cancelLeaveRequest(id: number): Promise<TEventRequest> {
  return callApi(eventRequestFamily.endpoints.cancel, { params: { id } });
}

export function useCancelLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLeaveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEAVE_KEY }),
  });
}
