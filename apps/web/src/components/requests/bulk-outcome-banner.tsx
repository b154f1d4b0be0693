import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { BulkSummary } from './bulk-outcome';

/** What a bulk action did, in a status line tinted by its tone, until the user dismisses it. */
export function BulkOutcomeBanner({ outcome, onDismiss }: { outcome: BulkSummary; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm',
        outcome.tone === 'success' && 'border-success/40 bg-success/10',
        outcome.tone === 'warning' && 'border-amber-500/40 bg-amber-500/10',
        outcome.tone === 'error' && 'border-destructive/40 bg-destructive/10',
      )}
    >
      <p>{outcome.text}</p>
      <Button variant="ghost" size="sm" className="-my-1 h-7 px-2" onClick={onDismiss} aria-label="Dismiss the outcome">
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
