import type { TTicketDetail } from '@staffdesk/shared/schemas/helpdesk';
import { AttachmentViewer } from '@/components/attachments/attachment-viewer';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DueBy, PriorityBadge, TicketStatusBadge } from './ticket-bits';

/** What was asked: status, priority, due by, the resolution note, the description and the attachments inline. */
export function TicketDetailsCard({ ticket }: { ticket: TTicketDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <TicketStatusBadge status={ticket.status} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Priority</dt>
            <dd>
              <PriorityBadge priority={ticket.priority} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Due by</dt>
            <dd>
              <DueBy ticket={ticket} />
            </dd>
          </div>
          {ticket.remark && (
            <div>
              <dt className="text-muted-foreground">Resolution note</dt>
              <dd>{ticket.remark}</dd>
            </div>
          )}
        </dl>
        <div>
          <h3 className="text-sm text-muted-foreground">Description</h3>
          <p className="mt-1 whitespace-pre-wrap text-sm">{ticket.description}</p>
        </div>
        <div>
          <h3 className="mb-2 text-sm text-muted-foreground">Attachments</h3>
          <AttachmentViewer files={ticket.attachments} />
        </div>
      </CardContent>
    </Card>
  );
}
