import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketFamily } from '@staffdesk/shared/api/helpdesk';
import { callApi } from '@/lib/api-client';
import { refreshHelpdesk } from './get-ticket';

export function cancelTicket(id: number) {
  return callApi(ticketFamily.endpoints.cancel, { params: { id } });
}

export function useCancelTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelTicket, onSettled: () => refreshHelpdesk(queryClient) });
}
