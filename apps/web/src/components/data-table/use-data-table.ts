import { useMemo, useState } from 'react';
import {
  functionalUpdate,
  useTable,
  type ReactTable,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import {
  dataTableFeatures,
  searchRows,
  toColumnDefs,
  toSortingState,
  toTableSort,
  type DataTableColumn,
  type DataTableFeatures,
  type TableSort,
} from './data-table-columns';
import type { DataTableProps } from './data-table-props';

export type DataTableInstance<Row extends RowData> = ReactTable<DataTableFeatures, Row>;

// A fresh [] while loading would make TanStack rebuild its row models on every render.
const NO_ROWS: never[] = [];

/** A value the caller owns when it passes one (anything but undefined), else one the table keeps itself. */
function useOwnedState<T>(controlled: T | undefined, initial: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState<T>(initial);
  const change = (next: T) => {
    if (controlled === undefined) setOwn(next);
    onChange?.(next);
  };
  return [controlled !== undefined ? controlled : own, change] as const;
}

function useColumnDefs<Row extends RowData>(columns: readonly DataTableColumn<Row>[], mode: string, label: string) {
  return useMemo(() => {
    // A sort key without a value sorts nothing in client mode: say so while developing, not to users.
    const unsortable = columns.filter((column) => column.sortKey !== undefined && !column.value);
    if (import.meta.env.DEV && mode === 'client' && unsortable.length > 0)
      console.warn(`DataTable "${label}": give ${unsortable.map((c) => c.id).join(', ')} a value to sort by.`);
    return toColumnDefs(columns);
  }, [columns, mode, label]);
}

function useSortingState<Row>(sort: TableSort | null, columns: readonly DataTableColumn<Row>[]) {
  // Built from the sort's parts: a caller's new but equal sort object must not look like a change of state.
  const key = sort?.key;
  const order = sort?.order;
  return useMemo(() => toSortingState(key && order ? { key, order } : null, columns), [key, order, columns]);
}

function useRowSelectionState<Id>(selected: ReadonlySet<Id> | undefined) {
  return useMemo(() => {
    const state: RowSelectionState = {};
    selected?.forEach((id) => (state[String(id)] = true));
    return state;
  }, [selected]);
}

/** The TanStack table of a list: its sort and search (the caller's, or its own) and the caller's selection by id. */
export function useDataTable<Row extends RowData, Id extends string | number>({
  label,
  columns,
  rows,
  getRowId,
  mode = 'client',
  sort: controlledSort,
  onSortChange,
  defaultSort,
  search,
  selection,
}: DataTableProps<Row, Id>) {
  const [sort, changeSort] = useOwnedState(controlledSort, defaultSort ?? null, onSortChange);
  const [searchText, changeSearch] = useOwnedState(search?.value, '', search?.onChange);
  const searching = search !== undefined && searchText.trim() !== '';
  const columnDefs = useColumnDefs(columns, mode, label);
  const sorting = useSortingState(sort, columns);
  const rowSelection = useRowSelectionState(selection?.selected);
  const globalFilterFn = useMemo(() => searchRows<Row>(), []);
  const data = rows ?? NO_ROWS;

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
  return { table, sort, searchText, searching, changeSearch };
}
