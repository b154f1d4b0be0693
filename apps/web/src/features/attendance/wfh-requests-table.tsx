import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { formatDate } from '@/lib/dates';

function range(request: TEventRequest): string {
  return request.fromDate === request.toDate ? formatDate(request.fromDate) : `${formatDate(request.fromDate)} – ${formatDate(request.toDate)}`;
}

export function WfhRequestsTable({ requests, onCancel }: { requests: readonly TEventRequest[]; onCancel: (request: TEventRequest) => void }) {
  return (
    <Table aria-label="Your work-from-home requests">
      <TableHeader>
        <TableRow>
          <TableHead>Dates</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Days</TableHead>
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
        {requests.map((request) => (
          <TableRow key={request.id}>
            <TableCell className="font-medium whitespace-normal">
              {range(request)}
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                {request.days} {request.days === 1 ? 'day' : 'days'}
              </span>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">{request.days}</TableCell>
            <TableCell className="hidden max-w-64 truncate md:table-cell" title={request.reason}>
              {request.reason}
            </TableCell>
            <TableCell>
              <RequestStatusBadge status={request.status} />
            </TableCell>
            <TableCell className="hidden lg:table-cell">{formatDate(request.createdAt)}</TableCell>
            <TableCell className="hidden max-w-64 truncate text-muted-foreground md:table-cell" title={request.remark ?? undefined}>
              {request.decidedByName ? `${request.decidedByName}${request.remark ? `: ${request.remark}` : ''}` : '—'}
            </TableCell>
            <TableCell className="text-right">
              {request.status === 'PENDING' && (
                <Button variant="outline" size="sm" onClick={() => onCancel(request)}>
                  Cancel<span className="sr-only"> the request for {range(request)}</span>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
