import type { ReactNode } from 'react';
import type { Row as TableRowModel, RowData } from '@tanstack/react-table';
import { Checkbox } from '@/components/ui/checkbox';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { HIGHLIGHTED_ROW } from './data-table-cards';
import { columnClassName, EDGE_CELL, type DataTableColumn, type DataTableFeatures } from './data-table-columns';
import { RowDetails, RowDetailsToggle, type CollapsibleColumns } from './data-table-row-details';
import { STICKY_ACTIONS, STICKY_SELECT, stickyFirst } from './data-table-sticky';
import type { DataTableInstance } from './use-data-table';

interface DataTableRowProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  row: TableRowModel<DataTableFeatures, Row>;
  columns: readonly DataTableColumn<Row>[];
  /** Names the row for its selection box ("Select {name}"); absent when rows cannot be selected. */
  selectLabel?: (row: Row) => string;
  /** The row as a person names it, for the button that shows its left-out columns. */
  name: string;
  rowActions?: (row: Row) => ReactNode;
  /** The columns the table leaves out at some widths, shown under the row when it is opened. */
  collapsible?: CollapsibleColumns<Row>;
  opened: boolean;
  onToggleDetails: () => void;
  detailsId: string;
  highlighted: boolean;
  /** How many cells a row has, for the line of details under it. */
  span: number;
}

/** One row of the table: its selection box, its cells, its actions stuck to the end, and the line of its details. */
export function DataTableRow<Row extends RowData>({
  table,
  row,
  columns,
  selectLabel,
  name,
  rowActions,
  collapsible,
  opened,
  onToggleDetails,
  detailsId,
  highlighted,
  span,
}: DataTableRowProps<Row>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const firstSticky = stickyFirst(selectLabel !== undefined);
  return (
    <>
      <TableRow
        data-row-id={row.id}
        data-state={row.getIsSelected() ? 'selected' : undefined}
        data-highlighted={highlighted || undefined}
        aria-current={highlighted || undefined}
        className={HIGHLIGHTED_ROW}
      >
        {selectLabel && (
          <TableCell className={cn(STICKY_SELECT, EDGE_CELL)}>
            <Checkbox
              checked={row.getIsSelected()}
              disabled={!row.getCanSelect()}
              onCheckedChange={(on) => row.toggleSelected(on === true)}
              aria-label={`Select ${selectLabel(row.original)}`}
            />
          </TableCell>
        )}
        {row.getAllCells().map((cell, index) => {
          const column = byId.get(cell.column.id);
          return (
            <TableCell
              key={cell.id}
              className={cn(column && columnClassName(column), index === 0 && firstSticky, EDGE_CELL)}
            >
              <table.FlexRender cell={cell} />
            </TableCell>
          );
        })}
        {(rowActions || collapsible) && (
          <TableCell className={cn('w-px text-right', STICKY_ACTIONS, EDGE_CELL)}>
            <div className="flex justify-end gap-1">
              {collapsible && (
                <RowDetailsToggle
                  open={opened}
                  name={name}
                  detailsId={detailsId}
                  below={collapsible.below}
                  onToggle={onToggleDetails}
                />
              )}
              {rowActions?.(row.original)}
            </div>
          </TableCell>
        )}
      </TableRow>
      {collapsible && opened && (
        <RowDetails
          row={row.original}
          id={detailsId}
          columns={collapsible.columns}
          below={collapsible.below}
          span={span}
        />
      )}
    </>
  );
}
