import { useState } from 'react';
import { History } from 'lucide-react';
import type { MergedRequestKind, TMergedRequest } from '@staffdesk/shared/schemas/leave';
import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import { eventRequestFamily } from '@staffdesk/shared/api/leave';
import { regularizationFamily } from '@staffdesk/shared/api/regularizations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/dates';
import { useRequestTimeline } from '@/lib/api/get-request-timeline';
import { RequestTrail } from './request-trail';
import { titleCase } from '@/lib/title-case';

const PAGE_SIZE = 8;

export interface HistoryTarget {
  employeeId: number;
  employeeName: string;
}

function detailOf(item: TMergedRequest): string {
  const dates =
    item.fromDate === item.toDate
      ? formatDate(item.fromDate)
      : `${formatDate(item.fromDate)} – ${formatDate(item.toDate)}`;
  if (item.kind === 'REGULARIZATION') return `${dates} · ${item.checkIn ?? '—'} – ${item.checkOut ?? '—'}`;
  return item.days !== null ? `${dates} · ${item.days} day${item.days === 1 ? '' : 's'}` : dates;
}

function decisionOf(item: TMergedRequest): string {
  if (!item.remark && !item.decidedByName) return '—';
  const who = item.decidedByName
    ? `${item.decidedByName}${item.decidedAt ? `, ${formatDate(item.decidedAt)}` : ''}`
    : 'Remark';
  return item.remark ? `${who}: ${item.remark}` : who;
}

/** The family whose history endpoint answers for an entry of the timeline. */
const FAMILY_OF: Record<MergedRequestKind, RequestFamily> = {
  LEAVE: eventRequestFamily,
  WFH: eventRequestFamily,
  REGULARIZATION: regularizationFamily,
};

/** The decision, and the request's own history opened in place: who did what, when, and what changed. */
function DecisionCell({ item }: { item: TMergedRequest }) {
  const [open, setOpen] = useState(false);
  const what = item.kind === 'REGULARIZATION' ? 'regularization' : item.typeLabel;
  return (
    <div className="grid gap-1">
      <span>{decisionOf(item)}</span>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto justify-start p-0"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide history' : 'Show history'}
        <span className="sr-only">
          {' '}
          of the {what} of {detailOf(item)}
        </span>
      </Button>
      {open && (
        <RequestTrail declaration={FAMILY_OF[item.kind]} id={item.id} heading={titleCase(`History of this ${what}`)} />
      )}
    </div>
  );
}

// Four columns: the dialog is narrower than the page, and what was asked and when reads as one.
const columns: DataTableColumn<TMergedRequest>[] = [
  {
    id: 'request',
    header: 'Request',
    cell: (r) => (
      <>
        <span className="block font-medium">{r.kind === 'REGULARIZATION' ? 'Regularization' : r.typeLabel}</span>
        <span className="block text-xs text-muted-foreground">{detailOf(r)}</span>
        <span className="block text-xs text-muted-foreground">Submitted {formatDate(r.createdAt)}</span>
      </>
    ),
    card: 'title',
    width: 'md',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <RequestStatusBadge status={r.status} />,
    card: 'badge',
    width: 'fit',
  },
  { id: 'reason', header: 'Reason', value: (r) => r.reason, width: 'md' },
  { id: 'decision', header: 'Decision', cell: (r) => <DecisionCell item={r} />, width: 'md' },
];

/** An employee's requests of every family in the timeline, newest first: what a manager reads before deciding. */
export function HistoryDialog({ target, onClose }: { target: HistoryTarget | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const timeline = useRequestTimeline(target?.employeeId, page, PAGE_SIZE);

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return;
        setPage(1);
        onClose();
      }}
    >
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>History of {target?.employeeName}</DialogTitle>
          <DialogDescription>Leave, work from home and regularizations, newest first.</DialogDescription>
        </DialogHeader>
        <DataTable
          mode="server"
          label={`Requests of ${target?.employeeName ?? ''}`}
          noun="requests"
          columns={columns}
          rows={timeline.data?.items}
          getRowId={(r) => `${r.kind}-${r.id}`}
          query={timeline}
          errorTitle="The history could not be loaded."
          empty={{ icon: History, title: 'No requests yet.' }}
          pagination={{ page, pageSize: PAGE_SIZE, total: timeline.data?.total ?? 0, onPageChange: setPage }}
        />
      </DialogContent>
    </Dialog>
  );
}
