import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { NEW_TICKET_PATH } from './paths';
import { TicketList } from './ticket-list';
import { TicketPage } from './ticket-page';

/** Every ticket of yours; with `?ticket=<id>`, that ticket's page (for requester and desk alike). */
export function HelpDeskListPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('ticket'));
  if (Number.isInteger(id) && id > 0) return <TicketPage key={id} id={id} />;
  return (
    <>
      <PageHeader
        title="Help Desk Tickets"
        description="Every ticket you raised, newest first."
        actions={
          <Button asChild>
            <Link to={NEW_TICKET_PATH}>
              <Plus aria-hidden="true" /> New ticket
            </Link>
          </Button>
        }
      />
      <TicketList pageSize={20} />
    </>
  );
}
