import { useNavigate, useSearchParams } from 'react-router';
import { ZTaskOrderRequestSchema, type TContract, type TTaskOrder } from '@staffdesk/shared/schemas/contracts';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { DecimalInput } from '@/components/pipeline/decimal-input';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { PipelineFormCard } from '@/components/pipeline/pipeline-form-card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTaskOrders } from '@/lib/api/get-task-orders';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useSaveTaskOrder } from './api/save-task-order';
import { ContractPartLoader } from './contract-part-loader';
import { contractPagePath } from './paths';

/** The task order form: `?contractId=` adds one to a contract, `&id=` changes one. */
export function TaskOrderFormPage() {
  const [params] = useSearchParams();
  return (
    <ContractPartLoader
      params={params}
      title="Task Order"
      choiceHint="A task order is work under a contract: choose which one."
      useParts={useTaskOrders}
      render={(contract, taskOrder) => <TaskOrderForm contract={contract} taskOrder={taskOrder} />}
    />
  );
}

function TaskOrderForm({ contract, taskOrder }: { contract: TContract; taskOrder?: TTaskOrder }) {
  const navigate = useNavigate();
  const save = useSaveTaskOrder();
  const form = useZodForm(ZTaskOrderRequestSchema, {
    defaultValues: {
      contractId: contract.id,
      number: taskOrder?.number ?? '',
      title: taskOrder?.title ?? '',
      scope: taskOrder?.scope ?? '',
      startDate: taskOrder?.startDate ?? contract.startDate,
      endDate: taskOrder?.endDate ?? contract.endDate,
      ceilingValue: taskOrder?.ceilingValue ?? undefined,
    },
  });
  const back = () => navigate(contractPagePath(contract.id));
  const left =
    contract.value !== null && contract.ceilingTotal !== null
      ? contract.value - contract.ceilingTotal + (taskOrder?.ceilingValue ?? 0)
      : null;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: taskOrder?.id, body });
      toast.success(`Task order ${saved.number} was saved.`);
      await back();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const { control } = form;
  return (
    <>
      <PageHeader
        title="Task Order"
        description={
          (taskOrder ? `Changing task order ${taskOrder.number}. ` : '') +
          `Under contract ${contract.number}, which runs ${formatDate(contract.startDate)} – ${formatDate(contract.endDate)}.`
        }
      />
      <PipelineFormCard form={form} onSubmit={onSubmit} onCancel={() => void back()}>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={control} name="number" label="Task order number" hint="Unique within the contract.">
            {(field) => <Input {...field} />}
          </LabeledField>
          <LabeledField
            control={control}
            name="ceilingValue"
            label="Ceiling value"
            hint={
              left === null ? undefined : `At most ${left.toLocaleString('en-IN')} is left within the contract's value.`
            }
          >
            {(field) => <DecimalInput {...field} />}
          </LabeledField>
        </div>
        <LabeledField control={control} name="title" label="Title">
          {(field) => <Input {...field} />}
        </LabeledField>
        <LabeledField control={control} name="scope" label="Scope">
          {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
        </LabeledField>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={control} name="startDate" label="Start date">
            {(field) => <DateField id={field.name} ref={field.ref} value={field.value} onChange={field.onChange} />}
          </LabeledField>
          <LabeledField control={control} name="endDate" label="End date">
            {(field) => <DateField id={field.name} ref={field.ref} value={field.value} onChange={field.onChange} />}
          </LabeledField>
        </div>
      </PipelineFormCard>
    </>
  );
}
