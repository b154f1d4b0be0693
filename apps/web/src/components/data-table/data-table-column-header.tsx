import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/cn';

type Direction = 'asc' | 'desc';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** What a click on a sortable header does, as its name says it: "Sort by Submitted, descending". */
function sortButtonLabel(header: string, next: Direction | false): string {
  return next ? `Sort by ${header}, ${ARIA_SORT[next]}` : `Remove sorting by ${header}`;
}

interface DataTableColumnHeaderProps {
  header: string;
  className?: string;
  /** Absent for a column that cannot be sorted. */
  sort?: { current: Direction | false; next: Direction | false; onSort: () => void };
}

/** A header cell; a sortable one holds a real button, and only the sorted column carries `aria-sort`. */
export function DataTableColumnHeader({ header, className, sort }: DataTableColumnHeaderProps) {
  if (!sort) {
    return (
      <TableHead scope="col" className={className}>
        {header}
      </TableHead>
    );
  }
  const Icon = sort.current === 'asc' ? ArrowUp : sort.current === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead scope="col" className={className} aria-sort={sort.current ? ARIA_SORT[sort.current] : undefined}>
      <Button
        variant="ghost"
        size="sm"
        // The ghost button's padding would push the header text off the column's edge: pull it back.
        className={cn('-mx-2 h-8 px-2 has-[>svg]:px-2', sort.current ? 'text-foreground' : 'text-muted-foreground')}
        onClick={sort.onSort}
        aria-label={sortButtonLabel(header, sort.next)}
      >
        {header}
        <Icon aria-hidden="true" className={cn('size-3.5', !sort.current && 'opacity-50')} />
      </Button>
    </TableHead>
  );
}
