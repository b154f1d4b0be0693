import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { renderCell, type DataTableColumn } from './data-table-columns';

type Breakpoint = NonNullable<DataTableColumn<unknown>['hideBelow']>;

// Whole class names, for Tailwind to find: shown only below the breakpoint.
const BELOW: Record<Breakpoint, string> = { lg: 'lg:hidden', xl: 'xl:hidden' };

/** The columns the table leaves out below a width, and the class that shows a thing only below the widest of them. */
export interface CollapsibleColumns<Row> {
  columns: DataTableColumn<Row>[];
  below: string;
}

/** The columns the table leaves out below a width, and the widest such width: below it a row can show them. */
export function collapsibleColumns<Row>(columns: readonly DataTableColumn<Row>[]): CollapsibleColumns<Row> | undefined {
  const collapsible = columns.filter((column) => column.hideBelow !== undefined);
  if (collapsible.length === 0) return undefined;
  return { columns: collapsible, below: BELOW[collapsible.some((column) => column.hideBelow === 'xl') ? 'xl' : 'lg'] };
}

interface RowDetailsToggleProps {
  open: boolean;
  /** The row, as a person names it: "Show more of {name}". */
  name: string;
  detailsId: string;
  below: string;
  onToggle: () => void;
}

/** The button, among a row's actions, that shows or hides the values of the columns left out at this width. */
export function RowDetailsToggle({ open, name, detailsId, below, onToggle }: RowDetailsToggleProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={below}
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      aria-label={`${open ? 'Show less' : 'Show more'} of ${name}`}
      onClick={onToggle}
    >
      <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
    </Button>
  );
}

/** The row under an opened row: each left-out column's header and value, each only while the table leaves it out. */
export function RowDetails<Row>({
  row,
  id,
  columns,
  below,
  span,
}: {
  row: Row;
  id: string;
  columns: readonly DataTableColumn<Row>[];
  below: string;
  span: number;
}) {
  return (
    <TableRow id={id} className={cn('bg-muted/30 hover:bg-muted/30', below)}>
      <TableCell colSpan={span} className="px-4 whitespace-normal">
        {/* Held at the start of the table's view while a wide table is scrolled sideways. */}
        <dl className="sticky left-4 grid w-fit max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          {columns.map((column) => (
            <div key={column.id} className={cn('contents', BELOW[column.hideBelow!])}>
              <dt className="text-muted-foreground">{column.header}</dt>
              <dd className="min-w-0 wrap-anywhere">{renderCell(column, row)}</dd>
            </div>
          ))}
        </dl>
      </TableCell>
    </TableRow>
  );
}
