import type { ReactNode } from 'react';
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type FilterFn,
  type RowData,
  type SortFn,
  type SortingState,
} from '@tanstack/react-table';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';

/** A column's plain value: what client-side sorting compares and client-side search reads. */
type CellValue = string | number | boolean | Date | null | undefined;

/** Where a column goes in the phone card that replaces a row below the `md` breakpoint. */
type CardRole = 'title' | 'subtitle' | 'detail' | 'badge' | 'hidden';

/** One sort of a list, named by its column's `sortKey`: what goes in the URL and in the server's query. */
export interface TableSort {
  key: string;
  order: 'asc' | 'desc';
}

/** One column of a list, declared once per family: the table and the phone cards both read it. */
export interface DataTableColumn<Row> {
  id: string;
  /** Header text; also the label of the column's line in a phone card. */
  header: string;
  /** What a cell shows; without it, the `value` as text. */
  cell?: (row: Row) => ReactNode;
  /** The plain value: compared by client-side sorting, matched by client-side search (with `searchable`). */
  value?: (row: Row) => CellValue;
  /** Makes the column sortable: the key handed to `onSortChange` and the server (client mode sorts by `value`). */
  sortKey?: string;
  /** Which direction a first click sorts in; `asc` unless said. */
  firstSort?: 'asc' | 'desc';
  /** Client-side search looks in this column's `value`. */
  searchable?: boolean;
  /** Numbers: right-aligned, with tabular figures. */
  numeric?: boolean;
  align?: 'start' | 'center' | 'end';
  /** `fit` keeps the column as narrow as its content; `sm`, `md` and `lg` let long text wrap within a width range. */
  width?: 'fit' | 'sm' | 'md' | 'lg';
  /** Below this breakpoint the table leaves the column out (the phone card still follows `card`). */
  hideBelow?: 'lg' | 'xl';
  /** Where the column goes in a phone card; a `detail` line, with the header as its label, unless said. */
  card?: CardRole;
}

/** Everything the one data table uses of TanStack Table, registered once: sorting, search and selection. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSelectionFeature,
});
export type DataTableFeatures = typeof dataTableFeatures;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortable(value: CellValue): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Ascending order of two plain values: numbers and dates by size, text as people read it ("Item 2" before "Item 10"). */
export function compareValues(a: CellValue, b: CellValue): number {
  const left = sortable(a);
  const right = sortable(b);
  if (left === right) return 0;
  if (left === undefined) return 1;
  if (right === undefined) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** The text of a plain value, as a cell without a renderer shows it and as search reads it. */
function valueText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  return String(value);
}

/** A row as a person names it, for the buttons that act on it: its first column's plain value. */
export function rowName<Row>(columns: readonly DataTableColumn<Row>[], row: Row): string {
  const first = columns[0];
  return first ? valueText(first.value?.(row)) : '';
}

/** What a cell shows: its renderer's output, else its value as text, else a dash. */
export function renderCell<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  const text = valueText(column.value?.(row));
  return text === '' ? '—' : text;
}

function sortRows<Row extends RowData>(): SortFn<DataTableFeatures, Row> {
  return (a, b, columnId) => compareValues(a.getValue<CellValue>(columnId), b.getValue<CellValue>(columnId));
}

/** Client-side search: a row matches when one of its searchable columns contains the query, in any case. */
export function searchRows<Row extends RowData>(): FilterFn<DataTableFeatures, Row> {
  return (row, columnId, query: string) =>
    valueText(row.getValue<CellValue>(columnId)).toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/** The declarations as TanStack Table columns: a column without a `sortKey` cannot be sorted. */
export function toColumnDefs<Row extends RowData>(
  columns: readonly DataTableColumn<Row>[],
): ColumnDef<DataTableFeatures, Row>[] {
  const sortFn = sortRows<Row>();
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    // Every column has an accessor: TanStack sorts only columns that have one.
    accessorFn: (row: Row) => column.value?.(row) ?? undefined,
    cell: ({ row }) => renderCell(column, row.original),
    enableSorting: column.sortKey !== undefined,
    enableGlobalFilter: column.searchable === true && column.value !== undefined,
    sortDescFirst: column.firstSort === 'desc',
    sortUndefined: 'last',
    sortFn,
  }));
}

/** TanStack's sorting state for a list's sort. */
export function toSortingState<Row>(sort: TableSort | null, columns: readonly DataTableColumn<Row>[]): SortingState {
  const column = sort && columns.find((c) => c.sortKey === sort.key);
  return column ? [{ id: column.id, desc: sort.order === 'desc' }] : [];
}

/** A list's sort from TanStack's sorting state. */
export function toTableSort<Row>(sorting: SortingState, columns: readonly DataTableColumn<Row>[]): TableSort | null {
  const first = sorting[0];
  const key = first && columns.find((c) => c.id === first.id)?.sortKey;
  return first && key ? { key, order: first.desc ? 'desc' : 'asc' } : null;
}

const WIDTH = {
  fit: 'w-px',
  sm: 'min-w-24 max-w-40 whitespace-normal! wrap-anywhere',
  md: 'min-w-32 max-w-56 whitespace-normal! wrap-anywhere',
  lg: 'min-w-40 max-w-72 whitespace-normal! wrap-anywhere',
} as const;
const HIDE_BELOW = { lg: 'hidden lg:table-cell', xl: 'hidden xl:table-cell' } as const;
const ALIGN = { start: 'text-left', center: 'text-center', end: 'text-right' } as const;

/** The classes a column's header and cells share: alignment, width and when the table leaves it out. */
export function columnClassName<Row>(column: DataTableColumn<Row>): string {
  return cn(
    ALIGN[column.align ?? (column.numeric ? 'end' : 'start')],
    column.numeric && 'tabular-nums',
    column.width && WIDTH[column.width],
    column.hideBelow && HIDE_BELOW[column.hideBelow],
  );
}

/** The table's own cells sit closer to its border than a card's content: the outer ones get room. */
export const EDGE_CELL = 'first:pl-4 last:pr-4';
