import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import type { DataTableColumn, TableSort } from './data-table-columns';

/** The part of a TanStack Query result the table reads; a `useQuery` result fits as it is. */
interface DataTableQuery {
  isError: boolean;
  /** Another page or filter is loading and the rows are the previous ones: shown marked busy. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/** Selection by row id, owned by the caller (a bulk action decides on the ids). */
export interface DataTableSelection<Row, Id> {
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

/** What the table says with no rows: its icon, title and hint, and the title when a search or filter finds none. */
export interface DataTableEmptyText {
  icon: LucideIcon;
  title: string;
  hint?: ReactNode;
  filteredTitle?: string;
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
  /**
   * `server`: the rows come sorted, searched and paged, the caller's query holding the sort and the search.
   * `client`: the table sorts and searches the rows it has.
   */
  mode?: 'client' | 'server';
  query?: DataTableQuery;
  /** The error state's title; "{label} could not be loaded." unless said. */
  errorTitle?: string;
  empty: DataTableEmptyText;
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
  /**
   * The buttons of a row, in its last cell (and at the foot of its phone card); where the table leaves columns
   * out, a button beside them shows their values under the row.
   */
  rowActions?: (row: Row) => ReactNode;
  /** The row a link points at (a notification's `?request=<id>`): marked, and scrolled into view once it is shown. */
  highlightedId?: Id;
}
