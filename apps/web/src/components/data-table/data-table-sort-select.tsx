import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { DataTableColumn, TableSort } from './data-table-columns';

interface DataTableSortSelectProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: TableSort | null;
  onChange: (sort: TableSort | null) => void;
  /** Whether "no particular order" is a choice: not when the list has a default sort. */
  allowNone: boolean;
  className?: string;
}

const encode = (sort: TableSort) => `${sort.order}:${sort.key}`;

/** Sorting for phones, where the cards have no headers to click: one choice per sortable column and direction. */
export function DataTableSortSelect<Row>({
  columns,
  sort,
  onChange,
  allowNone,
  className,
}: DataTableSortSelectProps<Row>) {
  const id = useId();
  const choices = columns.flatMap(({ sortKey: key, header }) =>
    key === undefined
      ? []
      : (['asc', 'desc'] as const).map((order) => ({
          sort: { key, order },
          text: `${header}, ${order === 'asc' ? 'ascending' : 'descending'}`,
        })),
  );
  if (choices.length === 0) return null;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Label htmlFor={id} className="text-muted-foreground">
        Sort
      </Label>
      <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
        <NativeSelect
          id={id}
          value={sort ? encode(sort) : ''}
          onChange={(event) =>
            onChange(choices.find((choice) => encode(choice.sort) === event.target.value)?.sort ?? null)
          }
        >
          {(allowNone || !sort) && <option value="">{allowNone ? 'No particular order' : 'Choose an order'}</option>}
          {choices.map((choice) => (
            <option key={encode(choice.sort)} value={encode(choice.sort)}>
              {choice.text}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
