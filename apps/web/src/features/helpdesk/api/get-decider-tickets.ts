import { helpdeskApi } from '@staffdesk/shared/api/helpdesk';
import type { TDeciderTicketQuery, TTicket } from '@staffdesk/shared/schemas/helpdesk';
import type { Page } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** A ticket in the desk's queue: what every request has (its description as the reason). */
export type QueuedTicket = TTicket & { reason: string };

/** The tickets of the desks the viewer runs, for the IT approvals queue. */
export async function getDeciderTickets(query: TDeciderTicketQuery): Promise<Page<QueuedTicket>> {
  const page = await callApi(helpdeskApi.deciderTickets, { query });
  return { ...page, items: page.items.map((t) => ({ ...t, reason: t.description })) };
}
