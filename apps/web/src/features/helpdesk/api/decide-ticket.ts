import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketFamily } from '@staffdesk/shared/api/helpdesk';
import { callApi } from '@/lib/api-client';
import { refreshHelpdesk } from './get-ticket';

/** Approving a ticket solves it; either way the note is the resolution the requester reads. */
export function decideTicket({ id, decision, remark }: { id: number; decision: 'approve' | 'reject'; remark: string }) {
  const endpoint = decision === 'approve' ? ticketFamily.endpoints.approve : ticketFamily.endpoints.reject;
  return callApi(endpoint, { params: { id }, body: { remark } });
}

export function useDecideTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideTicket, onSettled: () => refreshHelpdesk(queryClient) });
}
