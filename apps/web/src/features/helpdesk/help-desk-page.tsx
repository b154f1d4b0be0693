import { Link, useSearchParams } from 'react-router';
import { List, Plus } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { HELP_DESK_LIST_PATH, NEW_TICKET_PATH } from './paths';
import { HelpDeskStatisticsCards } from './help-desk-statistics-cards';
import { TicketList } from './ticket-list';

const TABS = ['tickets', 'statistics'] as const;

/** Help Desk: your tickets and their numbers, with the way to raise a new one. */
export function HelpDeskPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'tickets';
  return (
    <>
      <PageHeader
        title="Help Desk"
        description="Ask the IT, HR or administration desk for help and follow your tickets."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={HELP_DESK_LIST_PATH}>
                <List aria-hidden="true" /> All tickets
              </Link>
            </Button>
            <Button asChild>
              <Link to={NEW_TICKET_PATH}>
                <Plus aria-hidden="true" /> New ticket
              </Link>
            </Button>
          </div>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (next) => {
              if (value === 'tickets') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList>
          <TabsTrigger value="tickets">My tickets</TabsTrigger>
          <TabsTrigger value="statistics">Statistics</TabsTrigger>
        </TabsList>
        <TabsContent value="tickets" className="mt-4">
          <TicketList pageSize={10} />
        </TabsContent>
        <TabsContent value="statistics" className="mt-4">
          <HelpDeskStatisticsCards />
        </TabsContent>
      </Tabs>
    </>
  );
}
