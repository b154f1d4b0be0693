import { uiPath } from '@staffdesk/shared/routes';

export const HELP_DESK_LIST_PATH = uiPath('/ui/it/help-desk-list');
export const NEW_TICKET_PATH = uiPath('/ui/it/help-desk-request');

/** A ticket's page: the full list with the ticket open (the route table has no screen of its own for it). */
export const ticketPath = (id: number) => uiPath(HELP_DESK_LIST_PATH, { ticket: id });
