import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventRequest, TEventRequestCreate } from '@staffdesk/shared/schemas/leave';
import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import { callApi } from '@/lib/api-client';
import { LEAVE_KEY } from './get-leave-balances';

/** The form shows the server's refusal next to its fields, so the client does not toast it too. */
export function createLeaveRequest(body: TEventRequestCreate): Promise<TEventRequest> {
  return callApi(eventRequestsApi.createEventRequest, { body }, { toastErrors: false });
}

export function useCreateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEAVE_KEY }),
  });
}
