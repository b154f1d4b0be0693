import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { formatDate } from '@/lib/dates';

/** What every request of one's own has: the columns this table shows for all of them. */
interface OwnRequest {
  id: number;
  reason: string;
  status: string;
  createdAt: string;
  decidedByName: string | null;
  remark: string | null;
}

/** The two columns a kind of request adds in front: what was asked (with its detail under it on a phone) and its detail. */
export interface OwnRequestColumns<Item> {
  label: string;
  what: { head: string; cell: (item: Item) => ReactNode };
  detail: { head: string; cell: (item: Item) => ReactNode; numeric?: boolean };
  /** Completes "Cancel …" for screen readers, naming the request. */
  cancelName: (item: Item) => string;
}

/** One's own requests of one kind: what, detail, reason, status, when requested, the decision, and Cancel while pending. */
export function OwnRequestsTable<Item extends OwnRequest>({ items, columns, onCancel }: { items: readonly Item[]; columns: OwnRequestColumns<Item>; onCancel: (item: Item) => void }) {
  const detailClass = columns.detail.numeric ? 'text-right tabular-nums' : 'tabular-nums';
  return (
    <Table aria-label={columns.label}>
      <TableHeader>
        <TableRow>
          <TableHead>{columns.what.head}</TableHead>
          <TableHead className={`hidden sm:table-cell ${columns.detail.numeric ? 'text-right' : ''}`}>{columns.detail.head}</TableHead>
          <TableHead className="hidden md:table-cell">Reason</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="hidden lg:table-cell">Requested on</TableHead>
          <TableHead className="hidden md:table-cell">Decision</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="font-medium whitespace-normal">
              {columns.what.cell(item)}
              <span className="block text-xs font-normal text-muted-foreground tabular-nums sm:hidden">{columns.detail.cell(item)}</span>
            </TableCell>
            <TableCell className={`hidden sm:table-cell ${detailClass}`}>{columns.detail.cell(item)}</TableCell>
            <TableCell className="hidden max-w-64 truncate md:table-cell" title={item.reason}>
              {item.reason}
            </TableCell>
            <TableCell>
              <RequestStatusBadge status={item.status} />
            </TableCell>
            <TableCell className="hidden lg:table-cell">{formatDate(item.createdAt)}</TableCell>
            <TableCell className="hidden max-w-64 truncate text-muted-foreground md:table-cell" title={item.remark ?? undefined}>
              {item.decidedByName ? `${item.decidedByName}${item.remark ? `: ${item.remark}` : ''}` : '—'}
            </TableCell>
            <TableCell className="text-right">
              {item.status === 'PENDING' && (
                <Button variant="outline" size="sm" onClick={() => onCancel(item)}>
                  Cancel<span className="sr-only"> {columns.cancelName(item)}</span>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
