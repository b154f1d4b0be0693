import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { SearchX, TriangleAlert, type LucideIcon } from 'lucide-react';
import { functionalUpdate, useTable, type RowData, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/cn';
import {
  columnClassName,
  dataTableFeatures,
  rowName,
  searchRows,
  toColumnDefs,
  toSortingState,
  toTableSort,
  type DataTableColumn,
  type TableSort,
} from './data-table-columns';
import { DataTableCards, HIGHLIGHTED_ROW } from './data-table-cards';
import { DataTableColumnHeader } from './data-table-column-header';
import { DataTableSearch } from './data-table-search';
import { DataTableSelectionBar } from './data-table-selection-bar';
import { DataTableSortSelect } from './data-table-sort-select';
import { DataTableToolbar } from './data-table-toolbar';
import { STICKY_ACTIONS, STICKY_SELECT, stickyFirst } from './data-table-sticky';
import { RowDetails, RowDetailsToggle, collapsibleColumns } from './data-table-row-details';

// A fresh [] while loading would make TanStack rebuild its row models on every render.
const NO_ROWS: never[] = [];
const SKELETON_ROWS = 5;
// The table's own cells sit closer to its border than a card's content: give the outer ones room.
const EDGE = 'first:pl-4 last:pr-4';

/** The part of a TanStack Query result the table reads; a `useQuery` result fits as it is. */
interface DataTableQuery {
  isError: boolean;
  /** Another page or filter is loading and the rows are the previous ones: shown dimmed. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/** Selection by row id, owned by the caller (a bulk action decides on the ids). */
interface DataTableSelection<Row, Id> {
  selected: ReadonlySet<Id>;
  onSelectedChange: (selected: ReadonlySet<Id>) => void;
  /** Names a row for screen readers: "Select {rowLabel}". */
  rowLabel: (row: Row) => string;
  /** Buttons for the selected rows, shown with their count. */
  actions?: ReactNode;
  /** Said while nothing is selected. */
  hint?: string;
  /** Whether a row may be chosen (every row unless said): one the bulk action would refuse is not. */
  canSelect?: (row: Row) => boolean;
}

export interface DataTableProps<Row extends RowData, Id extends string | number> {
  /** Names the table (its caption) and the phone list: "Pending leave requests". */
  label: string;
  /** The rows in the plural, for the pager, the search box and the empty state: "leave requests". */
  noun: string;
  columns: readonly DataTableColumn<Row>[];
  /** `undefined` while there are none yet: the table shows skeleton rows, or the error when `query` failed. */
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => Id;
  /** `server`: the rows come sorted, searched and paged, and the caller puts sort and search in its query. `client`: the table sorts and searches the rows it has. */
  mode?: 'client' | 'server';
  query?: DataTableQuery;
  /** The error state's title; "{label} could not be loaded." unless said. */
  errorTitle?: string;
  empty: { icon: LucideIcon; title: string; hint?: ReactNode; filteredTitle?: string };
  /** The current sort, when the caller owns it (the URL, the server's query); the table keeps its own otherwise. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** The order with no sort chosen; with one, a header flips between ascending and descending and never removes the sort. */
  defaultSort?: TableSort;
  /** Shows the search box; `value` and `onChange` when the caller owns the text (server mode). */
  search?: { label?: string; value?: string; onChange?: (text: string) => void };
  /** The list's filter controls, shown beside the search box. */
  filters?: ReactNode;
  /** One of the caller's filters is on: the empty state says nothing matches instead of nothing exists. */
  filtered?: boolean;
  /** Turns the caller's filters (and search) off, from the empty state. */
  onClearFilters?: () => void;
  pagination?: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
  selection?: DataTableSelection<Row, Id>;
  /** The buttons of a row, in its last cell (and at the foot of its phone card); beside them, where the table leaves columns out, a button that shows their values under the row. */
  rowActions?: (row: Row) => ReactNode;
  /** The row a link points at (a notification's `?request=<id>`): marked, and scrolled into view once it is shown. */
  highlightedId?: Id;
}

function emptyFilteredTitle(noun: string, searching: boolean, filtered: boolean): string {
  if (searching && filtered) return `No ${noun} match your search and filters.`;
  return searching ? `No ${noun} match your search.` : `No ${noun} match these filters.`;
}

/** The one table of every list: columns from a declaration, sorting, search, filters, paging, selection, its states, and cards on phones. */
export function DataTable<Row extends RowData, Id extends string | number>({
  label,
  noun,
  columns,
  rows,
  getRowId,
  mode = 'client',
  query,
  errorTitle,
  empty,
  sort: controlledSort,
  onSortChange,
  defaultSort,
  search,
  filters,
  filtered = false,
  onClearFilters,
  pagination,
  selection,
  rowActions,
  highlightedId,
}: DataTableProps<Row, Id>) {
  const frame = useRef<HTMLDivElement>(null);
  const highlighted = highlightedId === undefined ? undefined : String(highlightedId);
  const highlightedShown =
    highlighted !== undefined && (rows ?? []).some((row) => String(getRowId(row)) === highlighted);
  // Scrolled to once, when it first shows: the table or the phone list, whichever is on screen.
  useEffect(() => {
    if (!highlightedShown) return;
    const target = [...(frame.current?.querySelectorAll<HTMLElement>('[data-highlighted="true"]') ?? [])].find(
      (el) => el.getClientRects().length > 0,
    );
    target?.scrollIntoView({ block: 'center' });
  }, [highlightedShown]);
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort ?? null);
  const detailsIds = useId();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggleDetails = (id: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const [ownSearch, setOwnSearch] = useState('');
  const searchText = search?.value ?? ownSearch;
  const searching = search !== undefined && searchText.trim() !== '';

  const changeSort = (next: TableSort | null) => {
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };
  const changeSearch = (text: string) => {
    if (search?.value === undefined) setOwnSearch(text);
    search?.onChange?.(text);
  };

  const columnDefs = useMemo(() => {
    // A sort key without a value sorts nothing in client mode: say so while developing, not to users.
    const unsortable = columns.filter((column) => column.sortKey !== undefined && !column.value);
    if (import.meta.env.DEV && mode === 'client' && unsortable.length > 0)
      console.warn(`DataTable "${label}": give ${unsortable.map((c) => c.id).join(', ')} a value to sort by.`);
    return toColumnDefs(columns);
  }, [columns, mode, label]);
  // Built from the sort's parts: a caller's new but equal sort object must not look like a change of state.
  const sortKey = sort?.key;
  const sortOrder = sort?.order;
  const sorting = useMemo(
    () => toSortingState(sortKey && sortOrder ? { key: sortKey, order: sortOrder } : null, columns),
    [sortKey, sortOrder, columns],
  );
  const selected = selection?.selected;
  const rowSelection = useMemo(() => {
    const state: RowSelectionState = {};
    selected?.forEach((id) => (state[String(id)] = true));
    return state;
  }, [selected]);
  const data = rows ?? NO_ROWS;
  const globalFilterFn = useMemo(() => searchRows<Row>(), []);

  const changeSelection = (updater: Updater<RowSelectionState>) => {
    if (!selection) return;
    const next = functionalUpdate(updater, rowSelection);
    // TanStack keys rows by string: give the caller back its own ids, including those of rows not on this page.
    const ids = new Map<string, Id>();
    selection.selected.forEach((id) => ids.set(String(id), id));
    data.forEach((row) => ids.set(String(getRowId(row)), getRowId(row)));
    selection.onSelectedChange(new Set(Object.keys(next).flatMap((key) => ids.get(key) ?? [])));
  };

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data,
    getRowId: (row) => String(getRowId(row)),
    state: { sorting, globalFilter: searching ? searchText : undefined, rowSelection },
    onSortingChange: (updater) => changeSort(toTableSort(functionalUpdate(updater, sorting), columns)),
    onRowSelectionChange: changeSelection,
    manualSorting: mode === 'server',
    manualFiltering: mode === 'server',
    enableMultiSort: false,
    enableSortingRemoval: defaultSort === undefined,
    enableRowSelection: selection ? (row) => selection.canSelect?.(row.original) ?? true : false,
    globalFilterFn,
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const firstSticky = stickyFirst(selection !== undefined);
  const collapsible = useMemo(() => collapsibleColumns(columns), [columns]);
  const hasActions = rowActions !== undefined || collapsible !== undefined;
  const span = columns.length + (selection ? 1 : 0) + (hasActions ? 1 : 0);
  const visible = table.getRowModel().rows;
  const failed = query?.isError === true && rows === undefined;
  const loading = rows === undefined && !failed;
  const refreshing = query?.isPlaceholderData === true;
  const clearSearch = search !== undefined && searching;
  const clearAll = () => {
    if (clearSearch) changeSearch('');
    onClearFilters?.();
  };

  const toolbar = (
    <DataTableToolbar
      search={
        search && (
          <DataTableSearch value={searchText} onChange={changeSearch} label={search.label ?? `Search ${noun}`} />
        )
      }
      filters={filters}
      sort={
        !loading &&
        !failed && (
          <DataTableSortSelect
            className="w-full sm:w-auto md:hidden"
            columns={columns}
            sort={sort}
            onChange={(next) => table.setSorting(toSortingState(next, columns))}
            allowNone={defaultSort === undefined}
          />
        )
      }
    />
  );

  const selectAllBox = selection && (
    <Checkbox
      checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
      disabled={visible.length === 0}
      onCheckedChange={(on) => table.toggleAllPageRowsSelected(on === true)}
      aria-label={`Select all ${noun} on this page`}
    />
  );
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const headerRow = (
    <TableRow className="hover:bg-transparent">
      {selection && <TableHead className={cn(STICKY_SELECT, EDGE)}>{selectAllBox}</TableHead>}
      {headers.map((header, index) => {
        const column = byId.get(header.column.id);
        if (!column) return null;
        return (
          <DataTableColumnHeader
            key={header.id}
            header={column.header}
            className={cn(columnClassName(column), index === 0 && firstSticky, EDGE)}
            sort={
              header.column.getCanSort()
                ? {
                    current: header.column.getIsSorted(),
                    next: header.column.getNextSortingOrder(),
                    onSort: () => header.column.toggleSorting(undefined, false),
                  }
                : undefined
            }
          />
        );
      })}
      {hasActions && (
        <TableHead scope="col" className={cn(STICKY_ACTIONS, EDGE)}>
          <span className="sr-only">Actions</span>
        </TableHead>
      )}
    </TableRow>
  );

  let body: ReactNode;
  if (failed) {
    body = (
      <LoadError
        icon={TriangleAlert}
        title={errorTitle ?? `${label} could not be loaded.`}
        onRetry={() => void query?.refetch()}
      />
    );
  } else if (loading) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading {noun}…
        </p>
        <div className="hidden rounded-md border md:block">
          <Table>
            <TableCaption className="sr-only">{label}</TableCaption>
            <TableHeader>{headerRow}</TableHeader>
            <TableBody>
              {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i} className="hover:bg-transparent">
                  <TableCell colSpan={span} className={EDGE}>
                    <Skeleton className="h-6" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <div className="grid gap-2 md:hidden">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      </div>
    );
  } else if (visible.length === 0) {
    const narrowed = searching || filtered;
    const clearText =
      clearSearch && filtered && onClearFilters
        ? 'Clear search and filters'
        : clearSearch
          ? 'Clear search'
          : 'Clear filters';
    body = narrowed ? (
      <EmptyState icon={SearchX} title={empty.filteredTitle ?? emptyFilteredTitle(noun, searching, filtered)}>
        {(clearSearch || onClearFilters) && (
          <Button variant="outline" size="sm" className="mt-3" onClick={clearAll}>
            {clearText}
          </Button>
        )}
      </EmptyState>
    ) : (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.hint}
      </EmptyState>
    );
  } else {
    const isSelected = (row: Row) => table.getRow(String(getRowId(row))).getIsSelected();
    body = (
      // While the next page loads the previous rows stay at full contrast, marked busy, under a thin pulsing bar
      // (dimming them made their text unreadable, and a check of contrast could read them half-way).
      <div aria-busy={refreshing || undefined} className="relative">
        {refreshing && (
          <div
            data-testid="table-refreshing"
            aria-hidden="true"
            className="absolute inset-x-0 -top-1 h-0.5 animate-pulse rounded-full bg-primary motion-reduce:animate-none"
          />
        )}
        <div className="hidden rounded-md border bg-card md:block">
          <Table>
            <TableCaption className="sr-only">{label}</TableCaption>
            <TableHeader>{headerRow}</TableHeader>
            <TableBody>
              {visible.map((row, rowIndex) => (
                <Fragment key={row.id}>
                  <TableRow
                    data-row-id={row.id}
                    data-state={row.getIsSelected() ? 'selected' : undefined}
                    data-highlighted={row.id === highlighted || undefined}
                    aria-current={row.id === highlighted || undefined}
                    className={HIGHLIGHTED_ROW}
                  >
                    {selection && (
                      <TableCell className={cn(STICKY_SELECT, EDGE)}>
                        <Checkbox
                          checked={row.getIsSelected()}
                          disabled={!row.getCanSelect()}
                          onCheckedChange={(on) => row.toggleSelected(on === true)}
                          aria-label={`Select ${selection.rowLabel(row.original)}`}
                        />
                      </TableCell>
                    )}
                    {row.getAllCells().map((cell, index) => {
                      const column = byId.get(cell.column.id);
                      return (
                        <TableCell
                          key={cell.id}
                          className={cn(column && columnClassName(column), index === 0 && firstSticky, EDGE)}
                        >
                          <table.FlexRender cell={cell} />
                        </TableCell>
                      );
                    })}
                    {hasActions && (
                      <TableCell className={cn('w-px text-right', STICKY_ACTIONS, EDGE)}>
                        <div className="flex justify-end gap-1">
                          {collapsible && (
                            <RowDetailsToggle
                              open={opened.has(row.id)}
                              name={
                                selection?.rowLabel(row.original) ??
                                (rowName(columns, row.original) || `row ${rowIndex + 1}`)
                              }
                              detailsId={`${detailsIds}-${row.id}`}
                              below={collapsible.below}
                              onToggle={() => toggleDetails(row.id)}
                            />
                          )}
                          {rowActions?.(row.original)}
                        </div>
                      </TableCell>
                    )}
                  </TableRow>
                  {collapsible && opened.has(row.id) && (
                    <RowDetails
                      row={row.original}
                      id={`${detailsIds}-${row.id}`}
                      columns={collapsible.columns}
                      below={collapsible.below}
                      span={span}
                    />
                  )}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </div>
        <DataTableCards
          className="md:hidden"
          label={label}
          columns={columns}
          rows={visible.map((row) => row.original)}
          rowKey={(row) => String(getRowId(row))}
          highlighted={highlighted}
          selection={
            selection && {
              isSelected,
              canSelect: (row) => table.getRow(String(getRowId(row))).getCanSelect(),
              onToggle: (row, on) => table.getRow(String(getRowId(row))).toggleSelected(on),
              rowLabel: selection.rowLabel,
            }
          }
          rowActions={rowActions}
        />
      </div>
    );
  }

  const showPager = pagination && !loading && !failed && (visible.length > 0 || pagination.page > 1);
  return (
    <div ref={frame} className="grid min-w-0 gap-3 [&>*]:min-w-0">
      {toolbar}
      {selection && !loading && !failed && visible.length > 0 && (
        <DataTableSelectionBar
          count={selection.selected.size}
          actions={selection.actions}
          hint={selection.hint}
          onClear={() => selection.onSelectedChange(new Set())}
          selectAll={
            <label className="mr-2 flex items-center gap-2 text-sm md:hidden">
              {selectAllBox}
              <span aria-hidden="true">Select all</span>
            </label>
          }
        />
      )}
      {body}
      {showPager && (
        <Pagination
          page={pagination.page}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onPageChange={pagination.onPageChange}
          noun={noun}
        />
      )}
    </div>
  );
}
