import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { helpdeskApi, helpdeskStatisticsApi, ticketFamily } from '@staffdesk/shared/api/helpdesk';
import type { TOwnTicketQuery, TTicketCreate } from '@staffdesk/shared/schemas/helpdesk';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** Under the request screens' key: a decision or cancellation on the approvals screen refreshes these too. */
export const HELPDESK_KEY = [...REQUESTS_KEY, 'helpdesk'] as const;

export function ownTicketsQueryOptions(query: TOwnTicketQuery) {
  return queryOptions({
    queryKey: [...HELPDESK_KEY, 'own', query],
    queryFn: () => callApi(helpdeskApi.ownTickets, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(id: number | undefined) {
  return useQuery({
    queryKey: [...HELPDESK_KEY, 'ticket', id],
    queryFn: () => callApi(helpdeskApi.ticket, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

export function useHelpdeskStatistics(scope?: 'MINE' | 'DECIDER') {
  return useQuery({
    queryKey: [...HELPDESK_KEY, 'statistics', scope ?? 'default'],
    queryFn: () => callApi(helpdeskStatisticsApi.helpdeskStatistics, { query: { scope } }),
  });
}

function useRefreshHelpdesk() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
}

/** The form shows the server's refusal next to its fields, so the client does not toast it too. */
export function useCreateTicket() {
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: (body: TTicketCreate) => callApi(helpdeskApi.createTicket, { body }, { toastErrors: false }),
    onSuccess: refresh,
  });
}

export function useCommentOnTicket(id: number) {
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(helpdeskApi.commentOnTicket, { params: { id }, body: { body } }, { toastErrors: false }),
    onSuccess: refresh,
  });
}

export function useCancelTicket() {
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: (id: number) => callApi(ticketFamily.endpoints.cancel, { params: { id } }),
    onSettled: refresh,
  });
}

export function useDecideTicket() {
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: ({ id, decision, remark }: { id: number; decision: 'approve' | 'reject'; remark: string }) =>
      callApi(decision === 'approve' ? ticketFamily.endpoints.approve : ticketFamily.endpoints.reject, {
        params: { id },
        body: { remark },
      }),
    onSettled: refresh,
  });
}
