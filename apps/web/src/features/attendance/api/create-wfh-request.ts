import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import type { TEventRequest, TEventRequestCreate } from '@staffdesk/shared/schemas/leave';
import { callApi } from '@/lib/api-client';
import { REQUESTS_KEY } from '@/components/requests/request-family';

/** The form shows the server's refusal (overlap, no working day) itself, next to the fields. */
export function createWfhRequest(body: TEventRequestCreate): Promise<TEventRequest> {
  return callApi(eventRequestsApi.createEventRequest, { body }, { toastErrors: false });
}

export function useCreateWfhRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWfhRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
