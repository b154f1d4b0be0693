import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { helpdeskApi } from '@staffdesk/shared/api/helpdesk';
import type { TTicketDetail } from '@staffdesk/shared/schemas/helpdesk';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** Under the request screens' key: a decision or cancellation on the approvals screen refreshes these too. */
export const HELPDESK_KEY = [...REQUESTS_KEY, 'helpdesk'] as const;

/** A new ticket, a comment or a decision changes the desk's lists and the approvals queues alike. */
export function refreshHelpdesk(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
}

export function getTicket(id: number): Promise<TTicketDetail> {
  return callApi(helpdeskApi.ticket, { params: { id } });
}

export function ticketQueryOptions(id: number) {
  return queryOptions({ queryKey: [...HELPDESK_KEY, 'ticket', id], queryFn: () => getTicket(id) });
}

export function useTicket(id: number | undefined) {
  return useQuery({ ...ticketQueryOptions(id ?? 0), enabled: id !== undefined });
}
