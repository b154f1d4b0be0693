import type { TRegularization } from '@staffdesk/shared/schemas/attendance';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { formatDate } from '@/lib/dates';

const times = (item: TRegularization) => `${item.checkIn.slice(0, 5)} – ${item.checkOut.slice(0, 5)}`;

export function RegularizationsTable({ items, onCancel }: { items: readonly TRegularization[]; onCancel: (item: TRegularization) => void }) {
  return (
    <Table aria-label="Your regularizations">
      <TableHeader>
        <TableRow>
          <TableHead>Day</TableHead>
          <TableHead className="hidden sm:table-cell">Times</TableHead>
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
              {formatDate(item.date)}
              <span className="block text-xs font-normal text-muted-foreground tabular-nums sm:hidden">
                {times(item)}
              </span>
            </TableCell>
            <TableCell className="hidden tabular-nums sm:table-cell">{times(item)}</TableCell>
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
                  Cancel<span className="sr-only"> the regularization of {formatDate(item.date)}</span>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
