import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { toast } from '@/lib/toast';
import { formatDate } from '@/lib/dates';
import { NEWEST_FIRST } from './approval-queue';
import { ownListQueryOptions, useCancelRequest } from './request-queries';
import type { OwnRequestList, RequestItem, WebRequestFamily } from './request-family';

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

/** What was asked (the family's columns), then what every request has: reason, status, when, and the decision. */
function ownColumns<Item extends RequestItem>(own: OwnRequestList<Item>): DataTableColumn<Item>[] {
  return [
    ...own.columns,
    { id: 'reason', header: 'Reason', value: (r) => r.reason, hideBelow: 'lg', width: 'md' },
    { id: 'status', header: 'Status', cell: (r) => <RequestStatusBadge status={r.status} />, sortKey: 'status', card: 'badge', width: 'fit' },
    { id: 'createdAt', header: 'Requested on', cell: (r) => formatDate(r.createdAt), sortKey: 'createdAt', firstSort: 'desc', hideBelow: 'xl', width: 'fit' },
    { id: 'decision', header: 'Decision', cell: (r) => <Decision item={r} />, width: 'md' },
  ];
}

function FilterSelect({ id, label, allLabel, value, options, onChange }: { id: string; label: string; allLabel: string; value: string | undefined; options: readonly { value: string; label: string }[]; onChange: (value: string | undefined) => void }) {
  return (
    <div className="grid w-full gap-1.5 sm:w-48">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A family's filter beside the status, with the choices it gives (their hook runs here, once per filter). */
function ExtraFilter({ filter, value, onChange }: { filter: NonNullable<OwnRequestList<RequestItem>['filters']>[number]; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const options = filter.useOptions();
  return <FilterSelect id={`${filter.name}-filter`} label={filter.label} allLabel={filter.allLabel} value={value} options={options} onChange={onChange} />;
}

/**
 * The signed-in user's own requests of one family: filters, sorting and page in the URL, paging, and
 * cancelling an open request after a confirmation.
 */
export function OwnRequestsPage<Item extends RequestItem>({ family }: { family: WebRequestFamily<Item> & { own: OwnRequestList<Item> } }) {
  const { own, declaration } = family;
  const columns = useMemo(() => ownColumns(own), [own]);
  const filterSpecs = useMemo(() => ({ status: declaration.statuses, ...Object.fromEntries((own.filters ?? []).map((f) => [f.name, String])) }), [declaration, own]);
  const list = useTableParams<Record<string, readonly string[] | StringConstructor>>({ columns, defaultSort: NEWEST_FIRST, filters: filterSpecs });
  const { status, ...extra } = list.filters as Record<string, string | undefined>;
  const query = useQuery(ownListQueryOptions(family, { page: list.page, pageSize: PAGE_SIZE, sort: list.sort?.key, order: list.sort?.order, status, filters: extra }));
  const cancel = useCancelRequest(family);
  const [cancelling, setCancelling] = useState<Item>();
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
      <DataTable
        mode="server"
        label={`Your ${family.noun}`}
        noun={family.noun}
        columns={columns}
        rows={query.data?.items}
        getRowId={(r) => r.id}
        query={query}
        errorTitle={`Your ${family.noun} could not be loaded.`}
        empty={{ icon: own.emptyIcon, title: own.emptyTitle, hint: own.emptyHint, filteredTitle: `No ${family.noun} match these filters.` }}
        sort={list.sort}
        defaultSort={NEWEST_FIRST}
        onSortChange={list.setSort}
        filters={
          <>
            <FilterSelect
              id="status-filter"
              label="Status"
              allLabel="All statuses"
              value={status}
              options={declaration.statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
              onChange={(value) => list.setFilter('status', value)}
            />
            {(own.filters ?? []).map((filter) => (
              <ExtraFilter key={filter.name} filter={filter} value={extra[filter.name]} onChange={(value) => list.setFilter(filter.name, value)} />
            ))}
          </>
        }
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
        rowActions={(item) =>
          item.status === declaration.statuses[0] && (
            <Button variant="outline" size="sm" onClick={() => setCancelling(item)}>
              Cancel<span className="sr-only"> {family.describe(item)}</span>
            </Button>
          )
        }
      />
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
