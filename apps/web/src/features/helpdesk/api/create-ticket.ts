import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpdeskApi } from '@staffdesk/shared/api/helpdesk';
import type { TTicket, TTicketCreate } from '@staffdesk/shared/schemas/helpdesk';
import { callApi } from '@/lib/api-client';
import { refreshHelpdesk } from './get-ticket';

/** The form shows the server's refusal next to its fields, so the client does not toast it too. */
export function createTicket(body: TTicketCreate): Promise<TTicket> {
  return callApi(helpdeskApi.createTicket, { body }, { toastErrors: false });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: () => refreshHelpdesk(queryClient) });
}
