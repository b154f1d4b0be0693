import type { ExpiryState } from '@staffdesk/shared/schemas/documents';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';

/** A document's expiry date, marked when it is near or past. */
export function Expiry({ date, state }: { date: string | null; state: ExpiryState | null }) {
  if (!date) return <span className="text-muted-foreground">No expiry</span>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {formatDate(date)}
      {state === 'EXPIRING' && (
        <Badge className="border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300">Expires soon</Badge>
      )}
      {state === 'EXPIRED' && <Badge variant="destructive">Expired</Badge>}
    </span>
  );
}
