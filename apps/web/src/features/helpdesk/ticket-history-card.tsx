import type { TTicketDetail, TTicketEvent } from '@staffdesk/shared/schemas/helpdesk';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDateTimeText } from '@/lib/office-time';

const EVENT_WORDS: Record<TTicketEvent['kind'], string> = {
  OPENED: 'Opened',
  COMMENTED: 'Commented',
  SOLVED: 'Solved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/** What happened to a ticket, and who did it when. */
export function TicketHistoryCard({ ticket }: { ticket: TTicketDetail }) {
  const dateTimeText = useDateTimeText();
  return (
    <Card className="content-start">
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 text-sm" aria-label="History">
          {ticket.history.map((event, i) => (
            <li key={i} className="border-l-2 pl-3">
              <p className="font-medium">{EVENT_WORDS[event.kind]}</p>
              <p className="text-muted-foreground">
                {event.byName ?? 'Someone'}, {dateTimeText(event.at)}
              </p>
              {event.note && <p>{event.note}</p>}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
