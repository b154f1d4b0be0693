import { useState } from 'react';
import { FileText, Plus, ShieldCheck } from 'lucide-react';
import type { TItPolicy } from '@staffdesk/shared/schemas/helpdesk';
import { can } from '@staffdesk/shared/roles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { Button } from '@/components/ui/button';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useItPolicies } from './api/get-it-policies';
import { useRetireItPolicy } from './api/retire-it-policy';
import { ItPolicyDialog } from './it-policy-dialog';
import { ItPolicyViewer } from './it-policy-viewer';

const COLUMNS: DataTableColumn<TItPolicy>[] = [
  {
    id: 'title',
    header: 'Title',
    value: (p) => p.title,
    sortKey: 'title',
    searchable: true,
    card: 'title',
    width: 'sm',
  },
  { id: 'summary', header: 'Summary', value: (p) => p.summary, searchable: true, width: 'lg' },
  { id: 'version', header: 'Version', value: (p) => p.version, numeric: true, width: 'fit' },
  {
    id: 'effectiveFrom',
    header: 'Effective from',
    cell: (p) => formatDate(p.effectiveFrom),
    value: (p) => p.effectiveFrom,
    sortKey: 'effectiveFrom',
    width: 'fit',
  },
];

/** IT policies: everyone reads them; those who manage them add, change (a new version) and retire them. */
export function ItPoliciesPage() {
  const user = useUserContext();
  const manages = can(user.data?.userRoleList ?? [], 'MANAGE_IT_POLICIES');
  const query = useItPolicies();
  const [reading, setReading] = useState<TItPolicy | null>(null);
  const [editing, setEditing] = useState<TItPolicy | null | 'new'>(null);
  const [retiring, setRetiring] = useState<TItPolicy | null>(null);
  const retire = useRetireItPolicy();
  return (
    <>
      <PageHeader
        title="IT Policies"
        description="The rules for company devices, accounts and networks."
        actions={
          manages && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" /> Add policy
            </Button>
          )
        }
      />
      <DataTable
        mode="client"
        label="IT policies"
        noun="policies"
        columns={COLUMNS}
        rows={query.data}
        getRowId={(p) => p.id}
        query={query}
        errorTitle="The IT policies could not be loaded."
        empty={{
          icon: ShieldCheck,
          title: 'No IT policies yet.',
          hint: manages ? 'Add the first one.' : 'The IT desk publishes them here.',
        }}
        defaultSort={{ key: 'title', order: 'asc' }}
        search={{ label: 'Search policies' }}
        rowActions={(p) => (
          <div className="flex flex-wrap justify-end gap-1">
            <Button size="sm" variant="outline" onClick={() => setReading(p)} aria-label={`Open ${p.title}`}>
              <FileText aria-hidden="true" /> Open
            </Button>
            {manages && (
              <>
                <Button size="sm" variant="ghost" onClick={() => setEditing(p)} aria-label={`Edit ${p.title}`}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive hover:text-destructive"
                  onClick={() => setRetiring(p)}
                  aria-label={`Retire ${p.title}`}
                >
                  Retire
                </Button>
              </>
            )}
          </div>
        )}
      />
      <ItPolicyViewer policy={reading} onClose={() => setReading(null)} />
      {editing !== null && (
        <ItPolicyDialog
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={`Retire ${retiring?.title ?? 'this policy'}?`}
        description="It leaves the list; its versions are kept."
        confirmLabel="Retire policy"
        onConfirm={() =>
          retiring &&
          retire.mutate(retiring.id, {
            onSuccess: (p) => toast.success(`"${p.title}" was retired.`),
            onSettled: () => setRetiring(null),
          })
        }
        pending={retire.isPending}
      />
    </>
  );
}
