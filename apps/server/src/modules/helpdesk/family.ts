import { ticketFamily } from '@staffdesk/shared/api/helpdesk';
import type { TTicket } from '@staffdesk/shared/schemas/helpdesk';
import { uiPath } from '@staffdesk/shared/routes';
import { helpdeskTickets } from '../../db/schema/helpdesk';
import { requestLink, requesterOrDecider, type ServerRequestFamily } from '../requests/family';
import { TICKET_ENTITY, ticketById } from './ticket-view';

export type TicketRow = typeof helpdeskTickets.$inferSelect;

/** Where a ticket is read: its page, for its requester and its deciders alike. */
export const ticketLink = (id: number) => uiPath('/ui/it/help-desk-list', { ticket: id });

/** Help desk tickets in the request lifecycle: the category picks the deciders; approve means solve. */
export const serverTicketFamily: ServerRequestFamily<typeof helpdeskTickets, TTicket> = {
  declaration: ticketFamily,
  entity: TICKET_ENTITY,
  table: helpdeskTickets,
  overdueColumn: helpdeskTickets.dueBy,
  describe: (row) => `the ${row.category} ticket "${row.subject}"`,
  links: (row) => ({ requester: ticketLink(row.id), decider: requestLink('/ui/it/approvals', row.id, 'tickets') }),
  view: ticketById,
  mayRead: requesterOrDecider(ticketFamily),
};
