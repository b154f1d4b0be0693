import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { EmptyState } from '@/components/empty-state';
import { EDGE_CELL } from './data-table-columns';
import { DataTableGrid } from './data-table-grid';
import type { DataTableEmptyText } from './data-table-props';

const SKELETON_ROWS = 5;

/** While the first rows load: skeleton rows under the real headers, and skeleton cards on phones. */
export function DataTableLoading({
  label,
  noun,
  header,
  span,
}: {
  label: string;
  noun: string;
  header: ReactNode;
  span: number;
}) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading {noun}…
      </p>
      <DataTableGrid label={label} header={header}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <TableRow key={i} className="hover:bg-transparent">
            <TableCell colSpan={span} className={EDGE_CELL}>
              <Skeleton className="h-6" />
            </TableCell>
          </TableRow>
        ))}
      </DataTableGrid>
      <div className="grid gap-2 md:hidden">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    </div>
  );
}

function filteredTitle(noun: string, searching: boolean, filtered: boolean): string {
  if (searching && filtered) return `No ${noun} match your search and filters.`;
  return searching ? `No ${noun} match your search.` : `No ${noun} match these filters.`;
}

interface DataTableEmptyProps {
  noun: string;
  empty: DataTableEmptyText;
  /** A search is typed: the list is empty because of it. */
  searching: boolean;
  filtered: boolean;
  onClearSearch: () => void;
  onClearFilters?: () => void;
}

/** No rows: nothing exists yet (with the caller's hint), or nothing matches, with the way to show everything again. */
export function DataTableEmpty({
  noun,
  empty,
  searching,
  filtered,
  onClearSearch,
  onClearFilters,
}: DataTableEmptyProps) {
  if (!searching && !filtered)
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.hint}
      </EmptyState>
    );
  const clearText =
    searching && filtered && onClearFilters ? 'Clear search and filters' : searching ? 'Clear search' : 'Clear filters';
  const clearAll = () => {
    if (searching) onClearSearch();
    onClearFilters?.();
  };
  return (
    <EmptyState icon={SearchX} title={empty.filteredTitle ?? filteredTitle(noun, searching, filtered)}>
      {(searching || onClearFilters) && (
        <Button variant="outline" size="sm" className="mt-3" onClick={clearAll}>
          {clearText}
        </Button>
      )}
    </EmptyState>
  );
}
