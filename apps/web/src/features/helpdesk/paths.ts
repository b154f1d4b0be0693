export const HELP_DESK_PATH = '/ui/it/help-desk';
export const HELP_DESK_LIST_PATH = '/ui/it/help-desk-list';
export const NEW_TICKET_PATH = '/ui/it/help-desk-request';

/** A ticket's page: the full list with the ticket open (the route table has no screen of its own for it). */
export const ticketPath = (id: number) => `${HELP_DESK_LIST_PATH}?ticket=${id}`;
