import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useReporteeRequests } from './api/get-reportee-requests';
import { useReporteeRegularizations } from './api/get-reportee-regularizations';
import { eventRequestRow, regularizationRow } from './approval-row';
import { ApprovalQueue } from './approval-queue';

const PAGE_SIZE = 20;
const TABS = ['leave', 'wfh', 'regularizations'] as const;
type Tab = (typeof TABS)[number];

function pageParam(params: URLSearchParams, name: string): number {
  return Math.max(1, Number(params.get(name)) || 1);
}

export function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'leave';
  const leave = useReporteeRequests({ kind: 'leave', page: pageParam(params, 'leavePage'), pageSize: PAGE_SIZE });
  const wfh = useReporteeRequests({ kind: 'wfh', page: pageParam(params, 'wfhPage'), pageSize: PAGE_SIZE });
  const regularizations = useReporteeRegularizations({ page: pageParam(params, 'regularizationPage'), pageSize: PAGE_SIZE });

  const setParam = (name: string, value: string | number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, String(value));
        return next;
      },
      { replace: name === 'tab' },
    );

  const count = (total: number | undefined) =>
    total ? (
      <Badge variant="secondary" className="ml-0.5 h-5 min-w-5 rounded-full px-1.5 tabular-nums">
        {total}
      </Badge>
    ) : null;

  const leaveRows = leave.data ? { ...leave.data, items: leave.data.items.map(eventRequestRow) } : undefined;
  const wfhRows = wfh.data ? { ...wfh.data, items: wfh.data.items.map(eventRequestRow) } : undefined;
  const regularizationRows = regularizations.data ? { ...regularizations.data, items: regularizations.data.items.map(regularizationRow) } : undefined;

  return (
    <>
      <PageHeader title="Approvals" description="Requests from your team waiting for your decision." />
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value)}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="leave">Leave {count(leave.data?.total)}</TabsTrigger>
          <TabsTrigger value="wfh">Work from home {count(wfh.data?.total)}</TabsTrigger>
          <TabsTrigger value="regularizations">Regularizations {count(regularizations.data?.total)}</TabsTrigger>
        </TabsList>
        <TabsContent value="leave">
          <ApprovalQueue family="employee-event-request" noun="leave requests" query={{ ...leave, data: leaveRows }} onPageChange={(p) => setParam('leavePage', p)} />
        </TabsContent>
        <TabsContent value="wfh">
          <ApprovalQueue family="employee-event-request" noun="work-from-home requests" query={{ ...wfh, data: wfhRows }} onPageChange={(p) => setParam('wfhPage', p)} />
        </TabsContent>
        <TabsContent value="regularizations">
          <ApprovalQueue
            family="attendance-regularizations"
            noun="regularizations"
            query={{ ...regularizations, data: regularizationRows }}
            onPageChange={(p) => setParam('regularizationPage', p)}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
