import { Calculator } from 'lucide-react';
import { ZEstimationMethodRequestSchema, type TEstimationMethod } from '@staffdesk/shared/schemas/contracts';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { toast } from '@/lib/toast';
import { useEstimationMethods } from './api/get-estimation-methods';
import { useDeleteEstimationMethod } from './api/delete-estimation-method';
import { useSaveEstimationMethod } from './api/save-estimation-method';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { CheckboxField } from '@/components/pipeline/checkbox-field';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { ReferenceDialog } from '@/components/pipeline/reference-dialog';
import { ReferenceListCard } from '@/components/pipeline/reference-list-card';

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

/** Mounted only while open, so each opening starts from the method's own values. */
function MethodDialog({ method, onClose }: { method?: TEstimationMethod; onClose: () => void }) {
  const save = useSaveEstimationMethod();
  const form = useZodForm(ZEstimationMethodRequestSchema, {
    defaultValues: {
      code: method?.code ?? '',
      label: method?.label ?? '',
      computesAmount: method?.computesAmount ?? true,
      active: method?.active ?? true,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: method?.id, body });
      toast.success(method ? `${saved.label} was saved.` : `${saved.label} was added.`);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <ReferenceDialog
      title={method ? `Edit Method ${method.label}` : 'Add Estimation Method'}
      description="Its code is what the API and reports use; its label what people read."
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <LabeledField
        control={form.control}
        name="code"
        label="Code"
        hint="Capital letters, digits and underscores, such as T_AND_M."
      >
        {(field) => <Input {...field} />}
      </LabeledField>
      <LabeledField control={form.control} name="label" label="Label">
        {(field) => <Input {...field} />}
      </LabeledField>
      <CheckboxField
        control={form.control}
        name="computesAmount"
        id="method-computes"
        label="Amount is effort (person-days) × rate"
      />
      <CheckboxField control={form.control} name="active" id="method-active" label="Offered for new proposals" />
    </ReferenceDialog>
  );
}
