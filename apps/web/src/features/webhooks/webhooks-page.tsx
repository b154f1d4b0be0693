import { useState } from 'react';
import { KeyRound, List, Pencil, Plus, Trash2, Webhook } from 'lucide-react';
import type { TWebhookEndpoint } from '@staffdesk/shared/schemas/webhooks';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteWebhook, useRotateWebhookSecret, useWebhooks } from './api/webhooks';
import { DeliveryLogDialog, DeliveryStatus } from './delivery-log-dialog';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecret } from './webhook-secret';

type Open =
  | { mode: 'add' }
  | { mode: 'edit' | 'delete' | 'log' | 'rotate'; endpoint: TWebhookEndpoint }
  | { mode: 'secret'; secret: string }
  | undefined;

const columns: DataTableColumn<TWebhookEndpoint>[] = [
  {
    id: 'url',
    header: 'Address',
    value: (e) => e.url,
    cell: (e) => (
      <span className="grid">
        <span className="font-mono text-xs break-all">{e.url}</span>
        {e.description && <span className="text-xs text-muted-foreground">{e.description}</span>}
      </span>
    ),
    searchable: true,
    card: 'title',
    width: 'lg',
  },
  {
    id: 'events',
    header: 'Events',
    value: (e) => e.events.join(', '),
    cell: (e) => (e.events.length === 1 ? e.events[0] : `${e.events.length} events`),
    width: 'fit',
  },
  {
    id: 'active',
    header: 'Active',
    value: (e) => (e.active ? 'Active' : 'Off'),
    cell: (e) => <Badge variant={e.active ? 'success' : 'outline'}>{e.active ? 'Active' : 'Off'}</Badge>,
    width: 'fit',
    card: 'badge',
  },
  {
    id: 'last',
    header: 'Last delivery',
    cell: (e) => (e.lastStatus ? <DeliveryStatus status={e.lastStatus} /> : 'None yet'),
    width: 'fit',
  },
];

/** ADMIN's outbound webhooks (issue 45): the endpoints, what each is sent, and each one's delivery log. */
export function WebhooksPage() {
  const query = useWebhooks();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);

  const confirmDelete = () => {
    if (open?.mode !== 'delete') return;
    remove.mutate(open.endpoint.id, {
      onSuccess: () => toast.success('The endpoint was removed.'),
      onSettled: close,
    });
  };
  const confirmRotate = () => {
    if (open?.mode !== 'rotate') return;
    rotate.mutate(open.endpoint.id, { onSuccess: (made) => setOpen({ mode: 'secret', secret: made.secret }) });
  };
  const action = (mode: 'edit' | 'delete' | 'log' | 'rotate', endpoint: TWebhookEndpoint) => () =>
    setOpen({ mode, endpoint });

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Send the portal's events to other systems as signed Standard Webhooks."
      />
      <Card className="max-w-5xl">
        <CardHeader>
          <CardTitle>Endpoints</CardTitle>
          <CardDescription>
            Each endpoint is sent the events it chose, signed with its own secret, and tried again with growing waits
            when it does not answer 2xx.
          </CardDescription>
          <CardAction>
            <Button onClick={() => setOpen({ mode: 'add' })}>
              <Plus aria-hidden="true" />
              Add endpoint
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent>
          <DataTable
            label="Webhook endpoints"
            noun="endpoints"
            columns={columns}
            rows={query.data?.items}
            getRowId={(e) => e.id}
            query={query}
            errorTitle="The endpoints could not be loaded."
            empty={{
              icon: Webhook,
              title: 'No endpoints yet.',
              hint: 'Add one to send requests, new users and check-ins to another system as they happen.',
            }}
            search={{ label: 'Search endpoints' }}
            rowActions={(endpoint) => (
              <div className="flex justify-end">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={action('log', endpoint)}
                  aria-label={`Deliveries to ${endpoint.url}`}
                >
                  <List aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={action('edit', endpoint)}
                  aria-label={`Edit ${endpoint.url}`}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={action('rotate', endpoint)}
                  aria-label={`New secret for ${endpoint.url}`}
                >
                  <KeyRound aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={action('delete', endpoint)}
                  aria-label={`Delete ${endpoint.url}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            )}
          />
        </CardContent>
      </Card>
      {(open?.mode === 'add' || open?.mode === 'edit') && (
        <WebhookFormDialog endpoint={open.mode === 'edit' ? open.endpoint : undefined} onClose={close} />
      )}
      {open?.mode === 'log' && <DeliveryLogDialog endpoint={open.endpoint} onClose={close} />}
      {open?.mode === 'secret' && (
        <Dialog open onOpenChange={(isOpen) => !isOpen && close()}>
          <DialogContent className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle>New Signing Secret</DialogTitle>
              <DialogDescription>Deliveries are signed with this secret from now on.</DialogDescription>
            </DialogHeader>
            <WebhookSecret secret={open.secret} onDone={close} />
          </DialogContent>
        </Dialog>
      )}
      <ConfirmDialog
        open={open?.mode === 'rotate'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Give This Endpoint a New Secret?"
        description="The old secret stops working at once: the receiver must be given the new one."
        confirmLabel="Make a new secret"
        dismissLabel="Keep the old one"
        onConfirm={confirmRotate}
        pending={rotate.isPending}
      />
      <ConfirmDialog
        open={open?.mode === 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Delete This Endpoint?"
        description={
          open?.mode === 'delete' && `${open.endpoint.url} is sent nothing more, and its delivery log is deleted.`
        }
        confirmLabel="Delete endpoint"
        dismissLabel="Keep it"
        onConfirm={confirmDelete}
        pending={remove.isPending}
        destructive
      />
    </>
  );
}
