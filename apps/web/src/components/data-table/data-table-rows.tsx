import { useId, useState, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { DataTableCards } from './data-table-cards';
import { rowName, type DataTableColumn } from './data-table-columns';
import { DataTableGrid } from './data-table-grid';
import type { DataTableSelection } from './data-table-props';
import type { CollapsibleColumns } from './data-table-row-details';
import { DataTableRow } from './data-table-row';
import type { DataTableInstance } from './use-data-table';

interface DataTableRowsProps<Row extends RowData, Id> {
  table: DataTableInstance<Row>;
  label: string;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => Id;
  header: ReactNode;
  span: number;
  selection?: DataTableSelection<Row, Id>;
  rowActions?: (row: Row) => ReactNode;
  collapsible?: CollapsibleColumns<Row>;
  highlighted?: string;
  /** The rows are the previous page's while the next one loads. */
  refreshing: boolean;
}

/** Which rows have their line of left-out columns open. */
function useOpenedRows() {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return [opened, toggle] as const;
}

/** The rows of a list: as a table from `md` up and as cards below it, both in the page and one hidden by CSS. */
export function DataTableRows<Row extends RowData, Id>({
  table,
  label,
  columns,
  getRowId,
  header,
  span,
  selection,
  rowActions,
  collapsible,
  highlighted,
  refreshing,
}: DataTableRowsProps<Row, Id>) {
  const detailsIds = useId();
  const [opened, toggleDetails] = useOpenedRows();
  const visible = table.getRowModel().rows;
  const tableRow = (row: Row) => table.getRow(String(getRowId(row)));
  return (
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
      <DataTableGrid label={label} header={header} className="bg-card">
        {visible.map((row, rowIndex) => (
          <DataTableRow
            key={row.id}
            table={table}
            row={row}
            columns={columns}
            selectLabel={selection?.rowLabel}
            name={selection?.rowLabel(row.original) ?? (rowName(columns, row.original) || `row ${rowIndex + 1}`)}
            rowActions={rowActions}
            collapsible={collapsible}
            opened={opened.has(row.id)}
            onToggleDetails={() => toggleDetails(row.id)}
            detailsId={`${detailsIds}-${row.id}`}
            highlighted={row.id === highlighted}
            span={span}
          />
        ))}
      </DataTableGrid>
      <DataTableCards
        className="md:hidden"
        label={label}
        columns={columns}
        rows={visible.map((row) => row.original)}
        rowKey={(row) => String(getRowId(row))}
        highlighted={highlighted}
        selection={
          selection && {
            isSelected: (row) => tableRow(row).getIsSelected(),
            canSelect: (row) => tableRow(row).getCanSelect(),
            onToggle: (row, on) => tableRow(row).toggleSelected(on),
            rowLabel: selection.rowLabel,
          }
        }
        rowActions={rowActions}
      />
    </div>
  );
}
