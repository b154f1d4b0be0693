import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { formatDate, formatDateRange } from '@/lib/dates';
import { daysText } from './leave-form-rules';

const HALF_DAY_TEXT: Record<string, string> = { FIRST_HALF: 'first half', SECOND_HALF: 'second half' };

function amountText(r: TEventRequest): string {
  return HALF_DAY_TEXT[r.halfDay] ? `${daysText(r.days)}, ${HALF_DAY_TEXT[r.halfDay]}` : daysText(r.days);
}

interface LeaveRequestsTableProps {
  requests: TEventRequest[];
  onCancel: (request: TEventRequest) => void;
}

function Decision({ r }: { r: TEventRequest }) {
  if (!r.remark && !r.decidedByName) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      {r.remark && <span className="block">{r.remark}</span>}
      {r.decidedByName && (
        <span className="block text-xs text-muted-foreground">
          {r.decidedByName}
          {r.decidedAt ? `, ${formatDate(r.decidedAt)}` : ''}
        </span>
      )}
    </>
  );
}

/** Own leave requests: what was asked, how it stands, and what the decider said. A table, or cards on a phone. */
export function LeaveRequestsTable({ requests, onCancel }: LeaveRequestsTableProps) {
  const cancelButton = (r: TEventRequest) =>
    r.status === 'PENDING' && (
      <Button variant="outline" size="sm" onClick={() => onCancel(r)} aria-label={`Cancel ${r.typeLabel} request for ${formatDateRange(r.fromDate, r.toDate)}`}>
        Cancel
      </Button>
    );
  return (
    <>
      <ul className="divide-y md:hidden" aria-label="Leave requests">
        {requests.map((r) => (
          <li key={r.id} className="grid gap-1.5 p-4 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">{r.typeLabel}</span>
              <RequestStatusBadge status={r.status} />
            </div>
            <p>
              {formatDateRange(r.fromDate, r.toDate)} <span className="text-muted-foreground">· {amountText(r)}</span>
            </p>
            <p className="break-words text-muted-foreground">{r.reason}</p>
            {(r.remark || r.decidedByName) && (
              <div className="rounded-md bg-muted/60 px-2.5 py-1.5">
                <Decision r={r} />
              </div>
            )}
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground">Submitted {formatDate(r.createdAt)}</span>
              {cancelButton(r)}
            </div>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">Leave</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Decision</TableHead>
            <TableHead>Submitted</TableHead>
            <TableHead className="pr-4 text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.map((r) => (
            <TableRow key={r.id} data-testid={`leave-request-${r.id}`}>
              <TableCell className="pl-4 whitespace-normal!">
                <span className="block font-medium">{r.typeLabel}</span>
                <span className="block">{formatDateRange(r.fromDate, r.toDate)}</span>
                <span className="block text-xs text-muted-foreground">{amountText(r)}</span>
              </TableCell>
              <TableCell className="max-w-56 min-w-32 whitespace-normal! break-words">{r.reason}</TableCell>
              <TableCell>
                <RequestStatusBadge status={r.status} />
              </TableCell>
              <TableCell className="max-w-64 min-w-32 whitespace-normal! break-words">
                <Decision r={r} />
              </TableCell>
              <TableCell>{formatDate(r.createdAt)}</TableCell>
              <TableCell className="pr-4 text-right">{cancelButton(r)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
