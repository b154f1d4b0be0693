import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { History, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/data-table/filter-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EscalatedBadge, RequestStatusBadge } from '@/components/request-status-badge';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { toast } from '@/lib/toast';
import { formatDate } from '@/lib/dates';
import { NEWEST_FIRST } from './approval-queue';
import { ownListQueryOptions, useCancelRequest } from './request-queries';
import type { OwnRequestList, RequestItem, WebRequestFamily } from './request-family';
import { ChainStep } from './chain-step';
import { LinkedRequestMissing, useLinkedRequest } from './linked-request';
import { RequestTrailDialog, type TrailTarget } from './request-trail-dialog';

const PAGE_SIZE = 10;

/** A status in words, "Pending" for PENDING. */
const statusLabel = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();

function Decision({ item }: { item: RequestItem }) {
  if (!item.remark && !item.decidedByName) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      {item.remark && <span className="block">{item.remark}</span>}
      {item.decidedByName && (
        <span className="block text-xs text-muted-foreground">
          {item.decidedByName}
          {item.decidedAt ? `, ${formatDate(item.decidedAt)}` : ''}
        </span>
      )}
    </>
  );
}

/**
 * What was asked (the family's columns), then what every request has: reason, status (with whom an open one
 * waits for, when it goes through several steps), when, and the decision.
 */
function ownColumns<Item extends RequestItem>(
  own: OwnRequestList<Item>,
  declaration: WebRequestFamily['declaration'],
): DataTableColumn<Item>[] {
  return [
    ...own.columns,
    { id: 'reason', header: 'Reason', value: (r) => r.reason, hideBelow: 'lg', width: 'md' },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <RequestStatusBadge status={r.status} />
          {r.escalated && <EscalatedBadge />}
          {r.status === declaration.statuses[0] && (
            <ChainStep request={r} firstStep={declaration.chain?.firstStep ?? 'the decider'} />
          )}
        </span>
      ),
      sortKey: 'status',
      card: 'badge',
      width: 'fit',
    },
    {
      id: 'createdAt',
      header: 'Requested on',
      cell: (r) => formatDate(r.createdAt),
      sortKey: 'createdAt',
      firstSort: 'desc',
      hideBelow: 'xl',
      width: 'fit',
    },
    { id: 'decision', header: 'Decision', cell: (r) => <Decision item={r} />, width: 'md' },
  ];
}

/** A family's filter beside the status, with the choices it gives (their hook runs here, once per filter). */
function ExtraFilter({
  filter,
  value,
  onChange,
}: {
  filter: NonNullable<OwnRequestList<RequestItem>['filters']>[number];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const options = filter.useOptions();
  return (
    <FilterSelect
      className="sm:w-48"
      id={`${filter.name}-filter`}
      label={filter.label}
      allLabel={filter.allLabel}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}

/**
 * The signed-in user's own requests of one family: filters, sorting and page in the URL, paging, and
 * cancelling an open request after a confirmation.
 */
export function OwnRequestsPage<Item extends RequestItem>({
  family,
}: {
  family: WebRequestFamily<Item> & { own: OwnRequestList<Item> };
}) {
  const { own, declaration } = family;
  const columns = useMemo(() => ownColumns(own, declaration), [own, declaration]);
  const filterSpecs = useMemo(
    () => ({ status: declaration.statuses, ...Object.fromEntries((own.filters ?? []).map((f) => [f.name, String])) }),
    [declaration, own],
  );
  const list = useTableParams<Record<string, readonly string[] | StringConstructor>>({
    columns,
    defaultSort: NEWEST_FIRST,
    filters: filterSpecs,
  });
  const { status, ...extra } = list.filters as Record<string, string | undefined>;
  const query = useQuery(
    ownListQueryOptions(family, {
      page: list.page,
      pageSize: PAGE_SIZE,
      sort: list.sort?.key,
      order: list.sort?.order,
      status,
      filters: extra,
    }),
  );
  const cancel = useCancelRequest(family);
  const linked = useLinkedRequest();
  const [cancelling, setCancelling] = useState<Item>();
  const [trail, setTrail] = useState<TrailTarget | null>(null);
  const dialog = cancelling && own.cancelDialog(cancelling);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success(own.cancelledMessage),
      onSettled: () => setCancelling(undefined),
    });
  };

  return (
    <>
      <PageHeader
        title={own.title}
        description={own.description}
        actions={
          <Button asChild>
            <Link to={own.newRequest.path}>
              <Plus aria-hidden="true" />
              {own.newRequest.label}
            </Link>
          </Button>
        }
      />
      {!query.isPlaceholderData && (
        <LinkedRequestMissing
          rows={query.data?.items}
          linked={linked}
          message="The request you opened is not on this page: clear the filters or turn the page to find it."
        />
      )}
      <DataTable
        mode="server"
        label={`Your ${family.noun}`}
        noun={family.noun}
        columns={columns}
        rows={query.data?.items}
        getRowId={(r) => r.id}
        query={query}
        errorTitle={`Your ${family.noun} could not be loaded.`}
        empty={{
          icon: own.emptyIcon,
          title: own.emptyTitle,
          hint: own.emptyHint,
          filteredTitle: `No ${family.noun} match these filters.`,
        }}
        sort={list.sort}
        defaultSort={NEWEST_FIRST}
        onSortChange={list.setSort}
        filters={
          <>
            <FilterSelect
              className="sm:w-48"
              id="status-filter"
              label="Status"
              allLabel="All statuses"
              value={status}
              options={declaration.statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
              onChange={(value) => list.setFilter('status', value)}
            />
            {(own.filters ?? []).map((filter) => (
              <ExtraFilter
                key={filter.name}
                filter={filter}
                value={extra[filter.name]}
                onChange={(value) => list.setFilter(filter.name, value)}
              />
            ))}
          </>
        }
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
        highlightedId={linked}
        rowActions={(item) => (
          <div className="flex flex-wrap justify-end gap-1">
            <Button variant="ghost" size="sm" onClick={() => setTrail({ id: item.id, subject: family.describe(item) })}>
              <History aria-hidden="true" />
              History<span className="sr-only"> of {family.describe(item)}</span>
            </Button>
            {(own.mayCancel?.(item) ?? item.status === declaration.statuses[0]) && (
              <Button variant="outline" size="sm" onClick={() => setCancelling(item)}>
                Cancel<span className="sr-only"> {family.describe(item)}</span>
              </Button>
            )}
          </div>
        )}
      />
      <RequestTrailDialog declaration={declaration} target={trail} onClose={() => setTrail(null)} />
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
