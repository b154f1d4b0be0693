import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventRequestFamily } from '@staffdesk/shared/api/leave';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { callApi } from '@/lib/api-client';
import { WFH_REQUESTS_KEY } from './get-wfh-requests';

export function cancelWfhRequest(id: number): Promise<TEventRequest> {
  return callApi(eventRequestFamily.endpoints.cancel, { params: { id } });
}

export function useCancelWfhRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWfhRequest,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: WFH_REQUESTS_KEY }), queryClient.invalidateQueries({ queryKey: ['attendance'] })]),
  });
}
