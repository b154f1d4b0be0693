import { useMemo, useState } from 'react';
import { Megaphone, Pencil, Plus, TimerOff, Trash2 } from 'lucide-react';
import type { FlashStatus, TFlash } from '@staffdesk/shared/schemas/flashes';
import { ROLE_LABELS } from '@staffdesk/shared/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { toast } from '@/lib/toast';
import { useDateTimeText } from '@/lib/office-time';
import { useDeleteFlash } from './api/delete-flash';
import { useEndFlash } from './api/end-flash';
import { useFlashes } from './api/get-flashes';
import { FlashFormDialog } from './flash-form-dialog';
import { SEVERITY_LABELS, STATUS_LABELS } from './severity';

type Editing = { mode: 'add' } | { mode: 'edit' | 'end' | 'delete'; flash: TFlash } | undefined;

const STATUS_VARIANT: Record<FlashStatus, 'success' | 'secondary' | 'outline'> = {
  LIVE: 'success',
  SCHEDULED: 'secondary',
  ENDED: 'outline',
};
const audienceOf = (f: TFlash) =>
  f.audience.length === 0 ? 'Everyone' : f.audience.map((r) => ROLE_LABELS[r]).join(', ');
const BY_START = { key: 'visibleFrom', order: 'desc' } as const;

/** The columns, with times in office time (`when`). */
const columnsFor = (when: (iso: string) => string): DataTableColumn<TFlash>[] => [
  {
    id: 'message',
    header: 'Message',
    value: (f) => f.message,
    cell: (f) => <span className="line-clamp-2 break-words">{f.message}</span>,
    searchable: true,
    width: 'lg',
    card: 'title',
  },
  {
    id: 'severity',
    header: 'Severity',
    value: (f) => SEVERITY_LABELS[f.severity],
    sortKey: 'severity',
    width: 'fit',
    card: 'detail',
  },
  {
    id: 'status',
    header: 'Status',
    value: (f) => STATUS_LABELS[f.status],
    cell: (f) => <Badge variant={STATUS_VARIANT[f.status]}>{STATUS_LABELS[f.status]}</Badge>,
    sortKey: 'status',
    width: 'fit',
    card: 'badge',
  },
  {
    id: 'visibleFrom',
    header: 'From',
    value: (f) => f.visibleFrom,
    cell: (f) => when(f.visibleFrom),
    sortKey: 'visibleFrom',
    width: 'fit',
    card: 'subtitle',
  },
  {
    id: 'visibleUntil',
    header: 'Until',
    value: (f) => f.visibleUntil,
    cell: (f) => when(f.visibleUntil),
    sortKey: 'visibleUntil',
    width: 'fit',
    card: 'detail',
  },
  { id: 'audience', header: 'Audience', value: audienceOf, hideBelow: 'xl', searchable: true, card: 'detail' },
];

/** The flash manager: every flash with its status; publish, change, end early, delete. */
export function FlashManagerPage() {
  const [editing, setEditing] = useState<Editing>();
  const when = useDateTimeText();
  const columns = useMemo(() => columnsFor(when), [when]);
  const query = useFlashes();
  const end = useEndFlash();
  const remove = useDeleteFlash();

  const confirm = () => {
    if (editing?.mode !== 'end' && editing?.mode !== 'delete') return;
    const { flash } = editing;
    const mutation = editing.mode === 'end' ? end : remove;
    mutation.mutate(flash.id, {
      onSuccess: () => toast.success(editing.mode === 'end' ? 'The flash was ended.' : 'The flash was deleted.'),
      onSettled: () => setEditing(undefined),
    });
  };

  return (
    <>
      <PageHeader
        title="Flash Manager"
        description="Short announcements shown as a banner on every screen, to everyone or some roles, for a window of time."
        actions={
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            New flash
          </Button>
        }
      />
      <Card>
        <CardContent>
          <DataTable
            label="Flashes"
            noun="flashes"
            columns={columns}
            rows={query.data}
            getRowId={(f) => f.id}
            query={query}
            empty={{
              icon: Megaphone,
              title: 'No flashes yet.',
              hint: 'Publish one to show a banner to everyone, or to some roles.',
            }}
            defaultSort={BY_START}
            search={{ label: 'Search flashes' }}
            rowActions={(flash) => (
              <div className="flex justify-end">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setEditing({ mode: 'edit', flash })}
                  aria-label={`Edit flash: ${flash.message.slice(0, 40)}`}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                {flash.status !== 'ENDED' && (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setEditing({ mode: 'end', flash })}
                    aria-label={`End flash now: ${flash.message.slice(0, 40)}`}
                  >
                    <TimerOff aria-hidden="true" />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setEditing({ mode: 'delete', flash })}
                  aria-label={`Delete flash: ${flash.message.slice(0, 40)}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            )}
          />
        </CardContent>
      </Card>
      {(editing?.mode === 'add' || editing?.mode === 'edit') && (
        <FlashFormDialog
          flash={editing.mode === 'edit' ? editing.flash : undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={editing?.mode === 'end' || editing?.mode === 'delete'}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={editing?.mode === 'end' ? 'End This Flash Now?' : 'Delete This Flash?'}
        description={
          editing?.mode === 'end'
            ? 'It disappears from every screen at once.'
            : 'It is removed for good, from the list and from every screen.'
        }
        confirmLabel={editing?.mode === 'end' ? 'End flash' : 'Delete flash'}
        dismissLabel="Keep it"
        onConfirm={confirm}
        pending={end.isPending || remove.isPending}
      />
    </>
  );
}
