import { useState } from 'react';
import { History, RefreshCw, TriangleAlert } from 'lucide-react';
import type { TMergedRequest } from '@staffdesk/shared/schemas/leave';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { formatDate } from '@/lib/dates';
import { useRequestTimeline } from '@/lib/api/get-request-timeline';

const PAGE_SIZE = 8;

export interface HistoryTarget {
  employeeId: number;
  employeeName: string;
}

function detailOf(item: TMergedRequest): string {
  const dates = item.fromDate === item.toDate ? formatDate(item.fromDate) : `${formatDate(item.fromDate)} – ${formatDate(item.toDate)}`;
  if (item.kind === 'REGULARIZATION') return `${dates} · ${item.checkIn?.slice(0, 5) ?? '—'} – ${item.checkOut?.slice(0, 5) ?? '—'}`;
  return item.days !== null ? `${dates} · ${item.days} day${item.days === 1 ? '' : 's'}` : dates;
}

/** An employee's requests of every kind, newest first: what a manager reads before deciding. */
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
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>History of {target?.employeeName}</DialogTitle>
          <DialogDescription>Leave, work from home and regularizations, newest first.</DialogDescription>
        </DialogHeader>
        {timeline.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : timeline.isError ? (
          <EmptyState icon={TriangleAlert} title="The history could not be loaded." className="py-8">
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void timeline.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </EmptyState>
        ) : timeline.data.items.length === 0 ? (
          <EmptyState icon={History} title="No requests yet." className="py-8" />
        ) : (
          <>
            <ol className="divide-y rounded-md border" aria-label={`Requests of ${target?.employeeName}`}>
              {timeline.data.items.map((item) => (
                <li key={`${item.kind}-${item.id}`} className="grid gap-1 px-3 py-2.5 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{item.kind === 'REGULARIZATION' ? 'Regularization' : item.typeLabel}</span>
                    <RequestStatusBadge status={item.status} />
                  </div>
                  <p className="text-muted-foreground">{detailOf(item)}</p>
                  <p className="break-words">{item.reason}</p>
                  {(item.remark || item.decidedByName) && (
                    <p className="text-xs text-muted-foreground">
                      {item.decidedByName ? `${item.decidedByName}${item.decidedAt ? `, ${formatDate(item.decidedAt)}` : ''}` : 'Remark'}
                      {item.remark ? `: ${item.remark}` : ''}
                    </p>
                  )}
                  <p className="text-xs text-muted-foreground">Submitted {formatDate(item.createdAt)}</p>
                </li>
              ))}
            </ol>
            <Pagination page={timeline.data.page} pageSize={timeline.data.pageSize} total={timeline.data.total} onPageChange={setPage} noun="requests" />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
