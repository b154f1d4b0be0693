import { useMemo, useRef, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import { Pagination } from '@/components/ui/pagination';
import { LoadError } from '@/components/load-error';
import { toSortingState } from './data-table-columns';
import { DataTableHeaderRow, DataTableSelectAll } from './data-table-header-row';
import type { DataTableProps } from './data-table-props';
import { collapsibleColumns } from './data-table-row-details';
import { DataTableRows } from './data-table-rows';
import { DataTableSearch } from './data-table-search';
import { DataTableSelectionBar } from './data-table-selection-bar';
import { DataTableSortSelect } from './data-table-sort-select';
import { DataTableEmpty, DataTableLoading } from './data-table-states';
import { DataTableToolbar } from './data-table-toolbar';
import { useDataTable } from './use-data-table';
import { useHighlightedRow } from './use-highlighted-row';

export type { DataTableProps } from './data-table-props';

/** The one table of every list: columns from a declaration, sorting, search, filters, paging, selection, its states, and cards on phones. */
export function DataTable<Row extends RowData, Id extends string | number>(props: DataTableProps<Row, Id>) {
  const { label, noun, columns, rows, getRowId, query, empty, search, filtered = false, pagination, selection } = props;
  const frame = useRef<HTMLDivElement>(null);
  const highlighted = useHighlightedRow(frame, rows, getRowId, props.highlightedId);
  const { table, sort, searchText, searching, changeSearch } = useDataTable(props);
  const collapsible = useMemo(() => collapsibleColumns(columns), [columns]);
  const hasActions = props.rowActions !== undefined || collapsible !== undefined;
  const span = columns.length + (selection ? 1 : 0) + (hasActions ? 1 : 0);
  const visible = table.getRowModel().rows;
  const failed = query?.isError === true && rows === undefined;
  const loading = rows === undefined && !failed;
  const shown = !loading && !failed;
  const selectAll = selection && <DataTableSelectAll table={table} noun={noun} />;
  const header = <DataTableHeaderRow table={table} columns={columns} selectAll={selectAll} hasActions={hasActions} />;

  let body: ReactNode;
  if (failed)
    body = (
      <LoadError
        icon={TriangleAlert}
        title={props.errorTitle ?? `${label} could not be loaded.`}
        onRetry={() => void query?.refetch()}
      />
    );
  else if (loading) body = <DataTableLoading label={label} noun={noun} header={header} span={span} />;
  else if (visible.length === 0)
    body = (
      <DataTableEmpty
        noun={noun}
        empty={empty}
        searching={searching}
        filtered={filtered}
        onClearSearch={() => changeSearch('')}
        onClearFilters={props.onClearFilters}
      />
    );
  else
    body = (
      <DataTableRows
        table={table}
        label={label}
        columns={columns}
        getRowId={getRowId}
        header={header}
        span={span}
        selection={selection}
        rowActions={props.rowActions}
        collapsible={collapsible}
        highlighted={highlighted}
        refreshing={query?.isPlaceholderData === true}
      />
    );

  return (
    <div ref={frame} className="grid min-w-0 gap-3 [&>*]:min-w-0">
      <DataTableToolbar
        search={
          search && (
            <DataTableSearch value={searchText} onChange={changeSearch} label={search.label ?? `Search ${noun}`} />
          )
        }
        filters={props.filters}
        sort={
          shown && (
            <DataTableSortSelect
              className="w-full sm:w-auto md:hidden"
              columns={columns}
              sort={sort}
              onChange={(next) => table.setSorting(toSortingState(next, columns))}
              allowNone={props.defaultSort === undefined}
            />
          )
        }
      />
      {selection && shown && visible.length > 0 && (
        <DataTableSelectionBar
          count={selection.selected.size}
          actions={selection.actions}
          hint={selection.hint}
          onClear={() => selection.onSelectedChange(new Set())}
          selectAll={
            <label className="mr-2 flex items-center gap-2 text-sm md:hidden">
              {selectAll}
              <span aria-hidden="true">Select all</span>
            </label>
          }
        />
      )}
      {body}
      {pagination && shown && (visible.length > 0 || pagination.page > 1) && (
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
