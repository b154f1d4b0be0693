import type { TableSort } from '@/components/data-table/data-table-columns';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';

const PAGE_SIZE = 20;

interface PagedListOptions<Status extends string, Sort extends string> {
  columns: readonly { sortKey?: string }[];
  defaultSort: TableSort;
  /** The sorts the list's endpoint takes. */
  sorts: readonly Sort[];
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
  /** The status filter's id and the search box's label. */
  filterId: string;
  searchLabel: string;
}

/**
 * One of the section's lists paged on the server (enquiries, proposals, contracts, projects): its page, sort,
 * search and status in the URL, the query they make, and the data table's props that go with them.
 */
export function usePagedList<Status extends string, Sort extends string>({
  columns,
  defaultSort,
  sorts,
  statuses,
  statusLabels,
  filterId,
  searchLabel,
}: PagedListOptions<Status, Sort>) {
  const list = useTableParams({ columns, defaultSort, filters: { status: statuses } });
  const query = {
    page: list.page,
    pageSize: PAGE_SIZE,
    search: list.search || undefined,
    status: list.filters.status,
    sort: oneOf(sorts, list.sort?.key),
    order: list.sort?.order,
  };
  const tableProps = (total: number | undefined) => ({
    mode: 'server' as const,
    sort: list.sort,
    defaultSort,
    onSortChange: list.setSort,
    search: { label: searchLabel, value: list.search, onChange: list.setSearch },
    filters: (
      <FilterSelect
        id={filterId}
        label="Status"
        allLabel="All statuses"
        value={list.filters.status}
        options={statuses.map((s) => ({ value: s, label: statusLabels[s] }))}
        onChange={(v) => list.setFilter('status', v as never)}
      />
    ),
    filtered: list.filtered || list.search !== '',
    onClearFilters: list.clearFilters,
    pagination: { page: list.page, pageSize: PAGE_SIZE, total: total ?? 0, onPageChange: list.setPage },
  });
  return { query, tableProps };
}
