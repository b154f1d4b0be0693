import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { http } from '@/lib/http';
import { WFH_REQUESTS_KEY } from './get-wfh-requests';

export function cancelWfhRequest(id: number): Promise<TEventRequest> {
  return http.post<TEventRequest>(`/employee-event-request/cancel/${id}`);
}

export function useCancelWfhRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWfhRequest,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: WFH_REQUESTS_KEY }), queryClient.invalidateQueries({ queryKey: ['attendance'] })]),
  });
}
