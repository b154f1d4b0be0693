import { useState } from 'react';
import { Link } from 'react-router';
import { ClockAlert, Plus } from 'lucide-react';
import type { TRegularization } from '@staffdesk/shared/schemas/attendance';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useCancelRegularization } from './api/cancel-regularization';
import { REGULARIZATIONS_PAGE_SIZE, useRegularizations } from './api/get-regularizations';
import { ListSkeleton } from './list-skeleton';
import { REGULARIZATION_FORM_PATH } from './paths';
import { RegularizationsTable } from './regularizations-table';
import { StatusFilter } from './status-filter';
import { useListParams } from './use-list-params';

export function RegularizationListPage() {
  const { status, page, setStatus, setPage } = useListParams();
  const { data, isPending, isError, isPlaceholderData, refetch } = useRegularizations({ status, page });
  const cancel = useCancelRegularization();
  const [cancelling, setCancelling] = useState<TRegularization>();

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success('The regularization was cancelled.'),
      onSettled: () => setCancelling(undefined),
    });
  };

  return (
    <>
      <PageHeader
        title="Regularizations"
        description="Your requests to correct a day's punches, newest first."
        actions={
          <Button asChild>
            <Link to={REGULARIZATION_FORM_PATH}>
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
            <LoadError title="Your regularizations could not be loaded." onRetry={() => void refetch()} />
          ) : data.items.length === 0 ? (
            <EmptyState icon={ClockAlert} title={status ? 'No regularizations with this status.' : 'No regularizations yet.'}>
              {!status && <p>Ask to correct a day from the missing punches on the attendance screen.</p>}
            </EmptyState>
          ) : (
            <>
              <RegularizationsTable items={data.items} onCancel={setCancelling} />
              <Pagination page={page} pageSize={REGULARIZATIONS_PAGE_SIZE} total={data.total} onPageChange={setPage} noun="regularizations" />
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => !open && setCancelling(undefined)}
        title="Cancel this regularization?"
        description={cancelling && `Your request to correct ${formatDate(cancelling.date)} will be withdrawn.`}
        confirmLabel="Cancel regularization"
        onConfirm={confirmCancel}
        pending={cancel.isPending}
      />
    </>
  );
}
