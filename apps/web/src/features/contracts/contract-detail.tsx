import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardList, Contact, Plus, Receipt } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  CLOSED_CONTRACT_STATUSES,
  CONTRACT_TRANSITIONS,
  RATE_UNIT_LABELS,
  type ContractStatus,
} from '@staffdesk/shared/schemas/contracts';
import { LoadError } from '@/components/load-error';
import { PipelineStatusBadge } from '@/components/pipeline/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTaskOrders } from '@/lib/api/get-task-orders';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { useDeleteContact } from './api/delete-contact';
import { useDeleteInvoiceRate } from './api/delete-invoice-rate';
import { useDeleteTaskOrder } from './api/delete-task-order';
import { useContacts } from './api/get-contacts';
import { useContract } from '@/lib/api/get-contract';
import { useInvoiceRates } from './api/get-invoice-rates';
import { ContractFacts } from './contract-facts';
import { ContractMoveDialog } from './contract-move-dialog';
import { MOVE_WORDS } from './contract-move-words';
import { CONTACT_COLUMNS, RATE_COLUMNS, taskOrderColumns } from './contract-part-columns';
import { ContractPartSection } from './contract-part-section';
import { CONTACT_FORM_PATH, RATE_FORM_PATH, TASK_ORDER_FORM_PATH, newProjectPath } from './paths';

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
  const roles = useUserContext().data?.userRoleList ?? [];
  const seesValues = can(roles, 'SEE_CONTRACT_VALUES');
  const taskOrders = useTaskOrders(contractId);
  const rates = useInvoiceRates(contractId, seesValues);
  const contacts = useContacts(contractId);
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
  const open = !CLOSED_CONTRACT_STATUSES.includes(c.status);
  const writable = manages && open;

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
          {open && can(roles, 'CREATE_PROJECTS') && (
            <Button asChild size="sm" variant="outline">
              <Link to={newProjectPath(c.id)}>
                <Plus aria-hidden="true" />
                New project
              </Link>
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-8">
        <ContractFacts contract={c} />
        <ContractPartSection
          title="Task Orders"
          noun="task order"
          icon={ClipboardList}
          columns={taskOrderColumns(c.currency)}
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
            columns={RATE_COLUMNS}
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
          plural="points of contact"
          icon={Contact}
          columns={CONTACT_COLUMNS}
          query={contacts}
          formPath={CONTACT_FORM_PATH}
          contractId={c.id}
          writable={writable}
          name={(p) => p.name}
          remove={deleteContact}
        />
      </CardContent>
      <ContractMoveDialog contract={c} to={moving} onClose={() => setMoving(undefined)} />
    </Card>
  );
}
