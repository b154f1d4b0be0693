import { useMemo, useState } from 'react';
import { Megaphone, Plus } from 'lucide-react';
import type { TFlash } from '@staffdesk/shared/schemas/flashes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import { toast } from '@/lib/toast';
import { useDateTimeText } from '@/lib/office-time';
import { useDeleteFlash } from './api/delete-flash';
import { useEndFlash } from './api/end-flash';
import { useFlashes } from './api/get-flashes';
import { FlashActions } from './flash-actions';
import { BY_START, flashColumns } from './flash-columns';
import { FlashFormDialog } from './flash-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit' | 'end' | 'delete'; flash: TFlash } | undefined;

/** The flash manager: every flash with its status; publish, change, end early, delete. */
export function FlashManagerPage() {
  const [editing, setEditing] = useState<Editing>();
  const when = useDateTimeText();
  const columns = useMemo(() => flashColumns(when), [when]);
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
            rowActions={(flash) => <FlashActions flash={flash} onAct={(mode) => setEditing({ mode, flash })} />}
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
