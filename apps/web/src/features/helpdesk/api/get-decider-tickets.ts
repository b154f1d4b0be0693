import { helpdeskApi } from '@staffdesk/shared/api/helpdesk';
import { DECIDER_TICKET_SORTS, type TTicket } from '@staffdesk/shared/schemas/helpdesk';
import { oneOf, type ListQuery, type Page } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** A ticket in the desk's queue: what every request has (its description as the reason). */
export type QueuedTicket = TTicket & { reason: string };

/** The open tickets of the desks the viewer runs, for the IT approvals queue. */
export async function getDeciderTickets({ sort, ...query }: ListQuery): Promise<Page<QueuedTicket>> {
  const page = await callApi(helpdeskApi.deciderTickets, {
    query: { ...query, sort: oneOf(DECIDER_TICKET_SORTS, sort), status: 'OPEN' },
  });
  return { ...page, items: page.items.map((t) => ({ ...t, reason: t.description })) };
}
