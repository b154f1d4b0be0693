import { useState } from 'react';
import { Link } from 'react-router';
import { House, Plus } from 'lucide-react';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useCancelWfhRequest } from './api/cancel-wfh-request';
import { WFH_PAGE_SIZE, useWfhRequests } from './api/get-wfh-requests';
import { ListSkeleton } from './list-skeleton';
import { WFH_FORM_PATH } from './paths';
import { StatusFilter } from './status-filter';
import { useListParams } from './use-list-params';
import { WfhRequestsTable } from './wfh-requests-table';

export function WfhRequestListPage() {
  const { status, page, setStatus, setPage } = useListParams();
  const { data, isPending, isError, isPlaceholderData, refetch } = useWfhRequests({ status, page });
  const cancel = useCancelWfhRequest();
  const [cancelling, setCancelling] = useState<TEventRequest>();

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success('The work-from-home request was cancelled.'),
      onSettled: () => setCancelling(undefined),
    });
  };

  return (
    <>
      <PageHeader
        title="Work From Home"
        description="Your work-from-home requests, newest first."
        actions={
          <Button asChild>
            <Link to={WFH_FORM_PATH}>
              <Plus aria-hidden="true" />
              New request
            </Link>
          </Button>
        }
      />
      <Card className="gap-4">
        <CardContent className="flex flex-wrap items-center justify-between gap-3 px-4 sm:px-6">
          <StatusFilter value={status} onChange={setStatus} />
        </CardContent>
        <CardContent className={isPlaceholderData ? 'space-y-4 px-4 opacity-60 transition-opacity sm:px-6' : 'space-y-4 px-4 sm:px-6'}>
          {isPending ? (
            <ListSkeleton />
          ) : isError || !data ? (
            <LoadError title="Your requests could not be loaded." onRetry={() => void refetch()} />
          ) : data.items.length === 0 ? (
            <EmptyState icon={House} title={status ? 'No requests with this status.' : 'No work-from-home requests yet.'}>
              {!status && <p>Requests you send appear here with their status.</p>}
            </EmptyState>
          ) : (
            <>
              <WfhRequestsTable requests={data.items} onCancel={setCancelling} />
              <Pagination page={page} pageSize={WFH_PAGE_SIZE} total={data.total} onPageChange={setPage} noun="requests" />
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => !open && setCancelling(undefined)}
        title="Cancel this request?"
        description={
          cancelling &&
          `Your request to work from home ${cancelling.fromDate === cancelling.toDate ? `on ${formatDate(cancelling.fromDate)}` : `from ${formatDate(cancelling.fromDate)} to ${formatDate(cancelling.toDate)}`} will be withdrawn.`
        }
        confirmLabel="Cancel request"
        onConfirm={confirmCancel}
        pending={cancel.isPending}
      />
    </>
  );
}
