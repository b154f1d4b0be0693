import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { renderCell, type DataTableColumn } from './data-table-columns';

/** How the row a link points at stands out, in the table and as a card. */
export const HIGHLIGHTED_ROW =
  'data-[highlighted=true]:bg-primary/10 data-[highlighted=true]:ring-2 data-[highlighted=true]:ring-primary data-[highlighted=true]:ring-inset';

interface DataTableCardsProps<Row> {
  /** Names the list for screen readers, as the table's caption does. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  selection?: {
    isSelected: (row: Row) => boolean;
    canSelect?: (row: Row) => boolean;
    onToggle: (row: Row, selected: boolean) => void;
    rowLabel: (row: Row) => string;
  };
  rowActions?: (row: Row) => ReactNode;
  /** The key of the row a link points at. */
  highlighted?: string;
  className?: string;
}

/** The rows of a list as cards, for phones: title, subtitle, badge and labelled detail lines from the column declarations. */
export function DataTableCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  selection,
  rowActions,
  highlighted,
  className,
}: DataTableCardsProps<Row>) {
  const byRole = (role: string) => columns.filter((c) => (c.card ?? 'detail') === role);
  const titles = byRole('title');
  const subtitles = byRole('subtitle');
  const badges = byRole('badge');
  const details = byRole('detail');

  return (
    <ul aria-label={label} className={cn('divide-y rounded-md border', className)}>
      {rows.map((row) => {
        const key = rowKey(row);
        const selected = selection?.isSelected(row) ?? false;
        const actions = rowActions?.(row);
        return (
          <li
            key={key}
            data-row-id={key}
            data-state={selected ? 'selected' : undefined}
            data-highlighted={key === highlighted || undefined}
            aria-current={key === highlighted || undefined}
            className={cn('flex gap-3 p-4 text-sm data-[state=selected]:bg-muted', HIGHLIGHTED_ROW)}
          >
            {selection && (
              <Checkbox
                className="mt-0.5"
                checked={selected}
                disabled={selection.canSelect?.(row) === false}
                onCheckedChange={(on) => selection.onToggle(row, on === true)}
                aria-label={`Select ${selection.rowLabel(row)}`}
              />
            )}
            <div className="grid min-w-0 flex-1 gap-1.5">
              {(titles.length > 0 || badges.length > 0) && (
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0 font-medium wrap-anywhere">
                    {titles.map((c) => (
                      <div key={c.id}>{renderCell(c, row)}</div>
                    ))}
                  </div>
                  {badges.length > 0 && (
                    <div className="flex shrink-0 flex-wrap justify-end gap-1">
                      {badges.map((c) => (
                        <span key={c.id}>{renderCell(c, row)}</span>
                      ))}
                    </div>
                  )}
                </div>
              )}
              {subtitles.map((c) => (
                <div key={c.id} className="wrap-anywhere text-muted-foreground">
                  {renderCell(c, row)}
                </div>
              ))}
              {details.length > 0 && (
                <dl className="grid gap-1">
                  {details.map((c) => (
                    <div key={c.id} className="flex gap-3">
                      <dt className="w-24 shrink-0 wrap-anywhere text-muted-foreground">{c.header}</dt>
                      <dd className={cn('min-w-0 flex-1 wrap-anywhere', c.numeric && 'tabular-nums')}>
                        {renderCell(c, row)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions && <div className="flex flex-wrap justify-end gap-1 pt-1">{actions}</div>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
