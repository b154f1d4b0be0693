import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateTimeText } from '@/lib/office-time';
import { useTicket } from './api/get-ticket';
import { HELP_DESK_LIST_PATH } from './paths';
import { TicketActions } from './ticket-actions';
import { useTicketLabels } from './ticket-bits';
import { TicketComments } from './ticket-comments';
import { TicketDetailsCard } from './ticket-details-card';
import { TicketHistoryCard } from './ticket-history-card';

/** One ticket: what was asked, its attachments shown inline, its history and comments; cancel, solve or reject. */
export function TicketPage({ id }: { id: number }) {
  const dateTimeText = useDateTimeText();
  const ticket = useTicket(id);
  const labels = useTicketLabels();
  const [refusal, setRefusal] = useState<string>();
  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link to={HELP_DESK_LIST_PATH}>
        <ArrowLeft aria-hidden="true" /> All my tickets
      </Link>
    </Button>
  );

  if (ticket.isPending) {
    return (
      <>
        <PageHeader title="Ticket" />
        <Skeleton className="h-64" aria-busy="true" />
      </>
    );
  }
  if (ticket.isError) {
    return (
      <>
        <PageHeader title="Ticket" actions={back} />
        <LoadError
          icon={TriangleAlert}
          title="This ticket could not be loaded."
          onRetry={() => void ticket.refetch()}
        />
      </>
    );
  }
  const t = ticket.data;
  return (
    <>
      <PageHeader
        title={`#${t.id} ${t.subject}`}
        description={`${labels.category(t.category)} · ${labels.subCategory(t.subCategory)}, raised by ${t.employeeName} on ${dateTimeText(t.createdAt)}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {back}
            <TicketActions ticket={t} onRefused={setRefusal} />
          </div>
        }
      />
      <FormAlert message={refusal} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <TicketDetailsCard ticket={t} />
          <TicketComments ticket={t} />
        </div>
        <TicketHistoryCard ticket={t} />
      </div>
    </>
  );
}
