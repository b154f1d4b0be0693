import { useState } from 'react';
import { Inbox, RotateCcw } from 'lucide-react';
import type { TWebhookDelivery, TWebhookEndpoint } from '@staffdesk/shared/schemas/webhooks';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useReplayDelivery, useWebhookDeliveries } from './api/webhooks';

const PAGE_SIZE = 10;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function DeliveryStatus({ status }: { status: TWebhookDelivery['status'] }) {
  const variant = status === 'DELIVERED' ? 'success' : status === 'FAILED' ? 'destructive' : 'secondary';
  const label = status === 'DELIVERED' ? 'Delivered' : status === 'FAILED' ? 'Failed' : 'Pending';
  return <Badge variant={variant}>{label}</Badge>;
}

/** What the last attempt came to, in words: the answer, the reason, or when the next try is. */
function outcomeOf(d: TWebhookDelivery): string {
  const answer = d.responseCode === null ? '' : `HTTP ${d.responseCode}`;
  const reason = d.status === 'DELIVERED' ? '' : (d.error ?? '');
  const next = d.nextAttemptAt ? `next try ${when(d.nextAttemptAt)}` : '';
  return [answer, reason, next].filter(Boolean).join(' · ') || 'Not tried yet';
}

const columns: DataTableColumn<TWebhookDelivery>[] = [
  { id: 'status', header: 'Status', cell: (d) => <DeliveryStatus status={d.status} />, width: 'fit', card: 'badge' },
  {
    id: 'type',
    header: 'Event',
    value: (d) => d.type,
    cell: (d) => <span className="font-mono text-xs">{d.type}</span>,
    card: 'title',
  },
  { id: 'created', header: 'Queued', value: (d) => when(d.createdAt), width: 'fit', card: 'subtitle' },
  { id: 'attempts', header: 'Attempts', value: (d) => d.attempts, numeric: true, width: 'fit' },
  { id: 'outcome', header: 'Outcome', value: outcomeOf, width: 'lg' },
];

/** An endpoint's deliveries, newest first, with a replay for each; read again every few seconds while open. */
export function DeliveryLogDialog({ endpoint, onClose }: { endpoint: TWebhookEndpoint; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(endpoint.id, page);
  const replay = useReplayDelivery();
  const resend = (delivery: TWebhookDelivery) =>
    replay.mutate(delivery.id, { onSuccess: () => toast.success(`${delivery.type} will be sent again shortly.`) });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Delivery Log</DialogTitle>
          <DialogDescription className="break-all">{endpoint.url}</DialogDescription>
        </DialogHeader>
        <DataTable
          label={`Deliveries to ${endpoint.url}`}
          noun="deliveries"
          mode="server"
          columns={columns}
          rows={query.data?.items}
          getRowId={(d) => d.id}
          query={query}
          errorTitle="The deliveries could not be loaded."
          empty={{
            icon: Inbox,
            title: 'Nothing sent yet.',
            hint: 'An event this endpoint chose appears here as soon as it happens.',
          }}
          pagination={{ page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: setPage }}
          rowActions={(delivery) => (
            <div className="flex justify-end">
              <Button
                variant="outline"
                size="sm"
                onClick={() => resend(delivery)}
                disabled={replay.isPending}
                aria-label={`Replay ${delivery.type} of ${when(delivery.createdAt)}`}
              >
                <RotateCcw aria-hidden="true" />
                Replay
              </Button>
            </div>
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
