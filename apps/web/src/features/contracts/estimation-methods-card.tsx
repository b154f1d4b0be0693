import { useState } from 'react';
import { Calculator } from 'lucide-react';
import { ZEstimationMethodRequestSchema, type TEstimationMethod } from '@staffdesk/shared/schemas/contracts';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { toast } from '@/lib/toast';
import { useEstimationMethods } from './api/get-estimation-methods';
import { useDeleteEstimationMethod } from './api/delete-estimation-method';
import { useSaveEstimationMethod } from './api/save-estimation-method';
import { TextField, usePipelineForm } from '@/components/pipeline/form-kit';
import { ReferenceDialog, ReferenceListCard } from '@/components/pipeline/reference-list-card';

const columns: DataTableColumn<TEstimationMethod>[] = [
  { id: 'label', header: 'Method', value: (m) => m.label, sortKey: 'label', card: 'title' },
  { id: 'code', header: 'Code', value: (m) => m.code, width: 'fit', card: 'subtitle' },
  { id: 'amount', header: 'Amount', value: (m) => (m.computesAmount ? 'Effort × rate' : 'Entered'), card: 'detail' },
  {
    id: 'active',
    header: 'State',
    value: (m) => (m.active ? 'Active' : 'Off'),
    cell: (m) => <Badge variant={m.active ? 'success' : 'outline'}>{m.active ? 'Active' : 'Off'}</Badge>,
    width: 'fit',
    card: 'badge',
  },
];

/** For those who keep the estimation methods (MANAGE_ESTIMATION_METHODS): list, add, change, delete. */
export function EstimationMethodsCard() {
  const methods = useEstimationMethods();
  const remove = useDeleteEstimationMethod();
  return (
    <ReferenceListCard
      title="Estimation Methods"
      description="How proposals are priced: by effort × rate, or a fixed amount. A method that is off is not offered for new proposals."
      noun="method"
      plural="estimation methods"
      icon={Calculator}
      columns={columns}
      query={methods}
      nameOf={(m) => m.label}
      deleteDescription={(m) => `${m.label} is removed. A method proposals use cannot be deleted: turn it off instead.`}
      remove={remove}
      dialog={(method, onClose) => <MethodDialog method={method} onClose={onClose} />}
    />
  );
}

function MethodDialog({ method, onClose }: { method?: TEstimationMethod; onClose: () => void }) {
  const form = usePipelineForm({ code: method?.code ?? '', label: method?.label ?? '' });
  const [computesAmount, setComputesAmount] = useState(method?.computesAmount ?? true);
  const [active, setActive] = useState(method?.active ?? true);
  const save = useSaveEstimationMethod();
  const submit = form.submitWith(
    ZEstimationMethodRequestSchema,
    { ...form.values, computesAmount, active },
    (parsed, done) =>
      save.mutate(
        { id: method?.id, body: parsed },
        {
          onSuccess: (saved) => {
            toast.success(method ? `${saved.label} was saved.` : `${saved.label} was added.`);
            onClose();
          },
          ...done,
        },
      ),
  );
  return (
    <ReferenceDialog
      title={method ? `Edit Method ${method.label}` : 'Add Estimation Method'}
      description="Its code is what the API and reports use; its label what people read."
      pending={save.isPending}
      refusal={form.refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="code"
        label="Code"
        hint="Capital letters, digits and underscores, such as T_AND_M."
      />
      <TextField form={form} name="label" label="Label" />
      <div className="flex items-center gap-2">
        <Checkbox
          id="method-computes"
          checked={computesAmount}
          onCheckedChange={(v) => setComputesAmount(v === true)}
        />
        <Label htmlFor="method-computes">Amount is effort (person-days) × rate</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="method-active" checked={active} onCheckedChange={(v) => setActive(v === true)} />
        <Label htmlFor="method-active">Offered for new proposals</Label>
      </div>
    </ReferenceDialog>
  );
}
