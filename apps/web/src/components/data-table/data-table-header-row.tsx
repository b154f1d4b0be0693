import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { Checkbox } from '@/components/ui/checkbox';
import { TableHead, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { columnClassName, EDGE_CELL, type DataTableColumn } from './data-table-columns';
import { DataTableColumnHeader } from './data-table-column-header';
import { STICKY_ACTIONS, STICKY_SELECT, stickyFirst } from './data-table-sticky';
import type { DataTableInstance } from './use-data-table';

/** The box that selects every row of the page; in the header row, and above the phone cards. */
export function DataTableSelectAll<Row extends RowData>({
  table,
  noun,
}: {
  table: DataTableInstance<Row>;
  noun: string;
}) {
  return (
    <Checkbox
      checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
      disabled={table.getRowModel().rows.length === 0}
      onCheckedChange={(on) => table.toggleAllPageRowsSelected(on === true)}
      aria-label={`Select all ${noun} on this page`}
    />
  );
}

interface DataTableHeaderRowProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  columns: readonly DataTableColumn<Row>[];
  /** The select-all box, when rows can be selected. */
  selectAll?: ReactNode;
  /** Leaves room at the end for the rows' actions. */
  hasActions: boolean;
}

/** The header row: the select-all box, a header per column (sortable ones a button), and the actions' place. */
export function DataTableHeaderRow<Row extends RowData>({
  table,
  columns,
  selectAll,
  hasActions,
}: DataTableHeaderRowProps<Row>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const firstSticky = stickyFirst(selectAll !== undefined);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <TableRow className="hover:bg-transparent">
      {selectAll !== undefined && <TableHead className={cn(STICKY_SELECT, EDGE_CELL)}>{selectAll}</TableHead>}
      {headers.map((header, index) => {
        const column = byId.get(header.column.id);
        if (!column) return null;
        return (
          <DataTableColumnHeader
            key={header.id}
            header={column.header}
            className={cn(columnClassName(column), index === 0 && firstSticky, EDGE_CELL)}
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
        <TableHead scope="col" className={cn(STICKY_ACTIONS, EDGE_CELL)}>
          <span className="sr-only">Actions</span>
        </TableHead>
      )}
    </TableRow>
  );
}
