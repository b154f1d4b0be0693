import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import { ticketFamily } from '@staffdesk/shared/api/helpdesk';
import { DECIDER_TICKET_SORTS, type TTicket } from '@staffdesk/shared/schemas/helpdesk';
import { AttachmentViewer } from '@/components/attachments/attachment-viewer';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { getDeciderTickets, type QueuedTicket } from './api/get-decider-tickets';
import { ticketColumns, useTicketLabels } from './ticket-bits';

/** The attachments of a ticket, opened inline in a dialog from the queue. */
function Attachments({ ticket }: { ticket: TTicket }) {
  const [open, setOpen] = useState(false);
  if (ticket.attachments.length === 0) return <span className="text-muted-foreground">—</span>;
  const n = ticket.attachments.length;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${n} attachment${n === 1 ? '' : 's'} of ticket #${ticket.id}`}
      >
        <Paperclip aria-hidden="true" /> {n}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>
              Attachments of #{ticket.id} {ticket.subject}
            </DialogTitle>
            <DialogDescription>Sent by {ticket.employeeName}.</DialogDescription>
          </DialogHeader>
          <AttachmentViewer files={ticket.attachments} initiallyOpen />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The category in the master data's words: a cell runs inside the table, so it asks for them there. */
function Category({ ticket }: { ticket: TTicket }) {
  const labels = useTicketLabels();
  return (
    <>
      {labels.category(ticket.category)} · {labels.subCategory(ticket.subCategory)}
    </>
  );
}

// The columns that need no labels, shared with the requester's lists.
const codes = { category: (c: string) => c, subCategory: (s: string) => s, master: undefined };
const [subject, , priority, dueBy] = ticketColumns(codes) as DataTableColumn<QueuedTicket>[];

/** Help desk tickets: the IT approvals screen, oldest due first, overdue ones marked, a note required to decide. */
export const ticketRequests = registerRequestFamily<QueuedTicket>({
  key: 'tickets',
  declaration: ticketFamily,
  area: 'it',
  label: 'Help desk tickets',
  noun: 'tickets',
  describe: (t) => `ticket #${t.id} ${t.subject}`,
  approvalColumns: [
    { ...subject!, card: 'subtitle' },
    { id: 'category', header: 'Category', cell: (t) => <Category ticket={t} />, sortKey: 'category', width: 'sm' },
    priority!,
    dueBy!,
    { id: 'attachments', header: 'Attachments', cell: (t) => <Attachments ticket={t} />, width: 'fit' },
  ],
  queue: ({ sort, ...q }) => getDeciderTickets({ ...q, sort: oneOf(DECIDER_TICKET_SORTS, sort), status: 'OPEN' }),
  queueSort: { key: 'dueBy', order: 'asc' },
  reasonLabel: 'Description',
  emptyQueueHint: 'Open tickets of the desks you run show up here, the soonest due first.',
  affects: [],
});
