import { useState } from 'react';
import { ClipboardList, Contact, FileText, Receipt } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  CONTACT_SIDE_LABELS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_TRANSITIONS,
  RATE_UNIT_LABELS,
  type ContractStatus,
  type TContact,
  type TInvoiceRate,
  type TTaskOrder,
} from '@staffdesk/shared/schemas/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useDeleteContact } from './api/delete-contact';
import { useDeleteInvoiceRate } from './api/delete-invoice-rate';
import { useDeleteTaskOrder } from './api/delete-task-order';
import { useContacts } from './api/get-contacts';
import { useContract } from './api/get-contract';
import { useInvoiceRates } from './api/get-invoice-rates';
import { useMoveContract } from './api/move-contract';
import { useTaskOrders } from '@/lib/api/get-task-orders';
import { ContractPartSection } from './contract-part-section';
import { titleCase } from '@/lib/title-case';
import { CONTACT_FORM_PATH, RATE_FORM_PATH, TASK_ORDER_FORM_PATH } from './paths';
import { PipelineStatusBadge } from '@/components/pipeline/status-badge';

const MOVE_WORDS: Record<ContractStatus, string> = {
  DRAFT: 'Back to draft',
  ACTIVE: 'Activate',
  COMPLETED: 'Complete',
  TERMINATED: 'Terminate',
};
const money = (value: number | null, currency: string) => (value === null ? 'Hidden' : formatMoney(value, currency));

/** One contract opened on the registration screen: its facts, its status moves, its documents and what hangs off it. */
export function ContractDetail({
  contractId,
  manages,
  typeLabel,
}: {
  contractId: number;
  manages: boolean;
  typeLabel: (code: string) => string;
}) {
  const contract = useContract(contractId);
  const seesValues = can(useUserContext().data?.userRoleList ?? [], 'SEE_CONTRACT_VALUES');
  const taskOrders = useTaskOrders(contractId);
  const rates = useInvoiceRates(contractId, seesValues);
  const contacts = useContacts(contractId);
  const move = useMoveContract();
  const deleteTaskOrder = useDeleteTaskOrder();
  const deleteRate = useDeleteInvoiceRate();
  const deleteContact = useDeleteContact();
  const [moving, setMoving] = useState<ContractStatus>();

  if (contract.isError)
    return (
      <LoadError className="mb-6" title="The contract could not be loaded." onRetry={() => void contract.refetch()} />
    );
  const c = contract.data;
  if (!c) return <Skeleton className="mb-6 h-64" />;
  const writable = manages && c.status !== 'COMPLETED' && c.status !== 'TERMINATED';

  const taskOrderColumns: DataTableColumn<TTaskOrder>[] = [
    { id: 'number', header: 'Number', value: (t) => t.number, width: 'fit', card: 'title' },
    { id: 'title', header: 'Title', value: (t) => t.title, card: 'subtitle' },
    {
      id: 'runs',
      header: 'Runs',
      value: (t) => t.startDate,
      cell: (t) => `${formatDate(t.startDate)} – ${formatDate(t.endDate)}`,
      card: 'detail',
    },
    {
      id: 'ceiling',
      header: 'Ceiling',
      value: (t) => t.ceilingValue,
      cell: (t) => money(t.ceilingValue, c.currency),
      numeric: true,
      card: 'detail',
    },
  ];
  const rateColumns: DataTableColumn<TInvoiceRate>[] = [
    { id: 'role', header: 'Role or designation', value: (r) => r.role, card: 'title' },
    { id: 'unit', header: 'Unit', value: (r) => RATE_UNIT_LABELS[r.unit], width: 'fit', card: 'detail' },
    {
      id: 'rate',
      header: 'Rate',
      value: (r) => r.rate,
      cell: (r) => formatMoney(r.rate, r.currency),
      numeric: true,
      card: 'subtitle',
    },
    {
      id: 'effective',
      header: 'Effective',
      value: (r) => r.effectiveFrom,
      cell: (r) => `${formatDate(r.effectiveFrom)} – ${r.effectiveTo ? formatDate(r.effectiveTo) : 'open-ended'}`,
      card: 'detail',
    },
    {
      id: 'taskOrder',
      header: 'Task order',
      value: (r) => r.taskOrderNumber ?? 'Whole contract',
      hideBelow: 'lg',
      card: 'detail',
    },
  ];
  const contactColumns: DataTableColumn<TContact>[] = [
    {
      id: 'name',
      header: 'Name',
      value: (p) => p.name,
      cell: (p) => (p.isPrimary ? `${p.name} (primary)` : p.name),
      card: 'title',
    },
    { id: 'side', header: 'Side', value: (p) => CONTACT_SIDE_LABELS[p.side], width: 'fit', card: 'badge' },
    { id: 'designation', header: 'Designation', value: (p) => p.designation ?? '—', hideBelow: 'lg', card: 'subtitle' },
    { id: 'email', header: 'Email', value: (p) => p.email, card: 'detail' },
    { id: 'phone', header: 'Phone', value: (p) => p.phone ?? '—', hideBelow: 'xl', card: 'detail' },
  ];

  return (
    <Card className="mb-6">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-semibold">
            {c.number}: {c.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {c.companyName} · {typeLabel(c.contractType)} · {formatDate(c.startDate)} – {formatDate(c.endDate)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PipelineStatusBadge status={c.status} />
          {manages &&
            CONTRACT_TRANSITIONS[c.status].map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'TERMINATED' ? 'outline' : 'default'}
                onClick={() => setMoving(to)}
              >
                {MOVE_WORDS[to]}
              </Button>
            ))}
        </div>
      </CardHeader>
      <CardContent className="grid gap-8">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Value</dt>
            <dd className="font-medium">{money(c.value, c.currency)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Task orders&apos; ceilings</dt>
            <dd className="font-medium">{money(c.ceilingTotal, c.currency)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Documents</dt>
            <dd>
              {c.documents === null
                ? 'Hidden'
                : c.documents.length === 0
                  ? 'None'
                  : c.documents.map((d) => (
                      <a
                        key={d.id}
                        href={d.downloadPath}
                        className="mr-3 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                      >
                        <FileText className="size-4" aria-hidden="true" />
                        {d.name}
                      </a>
                    ))}
            </dd>
          </div>
        </dl>
        <ContractPartSection
          title="Task Orders"
          noun="task order"
          icon={ClipboardList}
          columns={taskOrderColumns}
          query={taskOrders}
          formPath={TASK_ORDER_FORM_PATH}
          contractId={c.id}
          writable={writable}
          name={(t) => t.number}
          remove={deleteTaskOrder}
        />
        {seesValues && (
          <ContractPartSection
            title="Invoice Rates"
            noun="invoice rate"
            icon={Receipt}
            columns={rateColumns}
            query={rates}
            formPath={RATE_FORM_PATH}
            contractId={c.id}
            writable={writable}
            name={(r) => `${r.role} (${RATE_UNIT_LABELS[r.unit].toLowerCase()})`}
            remove={deleteRate}
          />
        )}
        <ContractPartSection
          title="Points of Contact"
          noun="point of contact"
          icon={Contact}
          columns={contactColumns}
          query={contacts}
          formPath={CONTACT_FORM_PATH}
          contractId={c.id}
          writable={writable}
          name={(p) => p.name}
          remove={deleteContact}
        />
      </CardContent>
      <ConfirmDialog
        open={moving !== undefined}
        onOpenChange={(open) => !open && setMoving(undefined)}
        title={moving ? titleCase(`${MOVE_WORDS[moving]} contract ${c.number}?`) : ''}
        description={
          moving === 'ACTIVE'
            ? 'Work may start under it.'
            : 'It closes for good: neither it nor its task orders, rates or contacts change any more.'
        }
        confirmLabel={moving ? MOVE_WORDS[moving] : 'Confirm'}
        dismissLabel="Cancel"
        destructive={moving === 'TERMINATED'}
        pending={move.isPending}
        onConfirm={() =>
          moving &&
          move.mutate(
            { id: c.id, status: moving },
            {
              onSuccess: () =>
                toast.success(`Contract ${c.number} is ${CONTRACT_STATUS_LABELS[moving].toLowerCase()}.`),
              onSettled: () => setMoving(undefined),
            },
          )
        }
      />
    </Card>
  );
}
