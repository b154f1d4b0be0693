import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface DataTableSelectionBarProps {
  count: number;
  /** What can be done with the selected rows: "Approve selected", "Reject selected". */
  actions?: ReactNode;
  /** Said while nothing is selected: "Select requests to decide several at once." */
  hint?: string;
  onClear: () => void;
  /** The phone cards' select-all, which the table has in its header. */
  selectAll?: ReactNode;
}

/** How many rows are selected and what to do with them; kept in place while empty so the table does not jump. */
export function DataTableSelectionBar({ count, actions, hint, onClear, selectAll }: DataTableSelectionBarProps) {
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-2" aria-live="polite">
      {selectAll}
      {count > 0 ? (
        <>
          <span className="mr-2 text-sm font-medium">{count} selected</span>
          {actions}
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            Clear selection
          </Button>
        </>
      ) : (
        hint && <span className="text-sm text-muted-foreground">{hint}</span>
      )}
    </div>
  );
}
