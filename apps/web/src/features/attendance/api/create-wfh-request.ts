import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventRequest, TEventRequestCreate } from '@staffdesk/shared/schemas/leave';
import { http } from '@/lib/http';
import { WFH_REQUESTS_KEY } from './get-wfh-requests';

/** The form shows the server's refusal (overlap, no working day) itself, next to the fields. */
export function createWfhRequest(body: TEventRequestCreate): Promise<TEventRequest> {
  return http.post<TEventRequest>('/employee-event-request', body, { toastErrors: false });
}

export function useCreateWfhRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWfhRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WFH_REQUESTS_KEY }),
  });
}
