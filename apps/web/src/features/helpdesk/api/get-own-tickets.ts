import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { helpdeskApi } from '@staffdesk/shared/api/helpdesk';
import type { TOwnTicketQuery, TTicketPage } from '@staffdesk/shared/schemas/helpdesk';
import { callApi } from '@/lib/api-client';
import { HELPDESK_KEY } from './get-ticket';

export function getOwnTickets(query: TOwnTicketQuery): Promise<TTicketPage> {
  return callApi(helpdeskApi.ownTickets, { query });
}

export function ownTicketsQueryOptions(query: TOwnTicketQuery) {
  return queryOptions({
    queryKey: [...HELPDESK_KEY, 'own', query],
    queryFn: () => getOwnTickets(query),
    placeholderData: keepPreviousData,
  });
}

export function useOwnTickets(query: TOwnTicketQuery) {
  return useQuery(ownTicketsQueryOptions(query));
}
