import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus, type LucideIcon } from 'lucide-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { RequestStatus } from '@staffdesk/shared/schemas/requests';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/lib/toast';
import { ListSkeleton } from './list-skeleton';
import { StatusFilter } from './status-filter';
import { useListParams } from './use-list-params';

interface Page<Item> {
  items: Item[];
  total: number;
}

/** What one kind of request brings to the shared "my requests" list: words, data hooks and its table. */
export interface OwnRequestsConfig<Item extends { id: number }> {
  title: string;
  description: string;
  newRequestPath: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyFilteredTitle: string;
  emptyHint: string;
  loadErrorTitle: string;
  cancelledMessage: string;
  /** Plural noun for the pager's label. */
  noun: string;
  pageSize: number;
  useItems: (filter: { status?: RequestStatus; page: number }) => UseQueryResult<Page<Item>>;
  useCancel: () => UseMutationResult<unknown, Error, number>;
  renderTable: (items: Item[], onCancel: (item: Item) => void) => ReactNode;
  cancelDialog: (item: Item) => { title: string; description: string; confirmLabel: string };
}

/** The signed-in user's own requests of one kind: status filter and page in the URL, paging, cancel with confirmation. */
export function OwnRequestsPage<Item extends { id: number }>({ config }: { config: OwnRequestsConfig<Item> }) {
  const { status, page, setStatus, setPage } = useListParams();
  const { data, isPending, isError, isPlaceholderData, refetch } = config.useItems({ status, page });
  const cancel = config.useCancel();
  const [cancelling, setCancelling] = useState<Item>();
  const dialog = cancelling && config.cancelDialog(cancelling);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success(config.cancelledMessage),
      onSettled: () => setCancelling(undefined),
    });
  };

  return (
    <>
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          <Button asChild>
            <Link to={config.newRequestPath}>
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
            <LoadError title={config.loadErrorTitle} onRetry={() => void refetch()} />
          ) : data.items.length === 0 ? (
            <EmptyState icon={config.emptyIcon} title={status ? config.emptyFilteredTitle : config.emptyTitle}>
              {!status && <p>{config.emptyHint}</p>}
            </EmptyState>
          ) : (
            <>
              {config.renderTable(data.items, setCancelling)}
              <Pagination page={page} pageSize={config.pageSize} total={data.total} onPageChange={setPage} noun={config.noun} />
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => !open && setCancelling(undefined)}
        title={dialog?.title ?? ''}
        description={dialog?.description}
        confirmLabel={dialog?.confirmLabel ?? ''}
        onConfirm={confirmCancel}
        pending={cancel.isPending}
      />
    </>
  );
}
