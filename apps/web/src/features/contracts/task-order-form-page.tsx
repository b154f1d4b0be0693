import { useNavigate, useSearchParams } from 'react-router';
import { ZTaskOrderRequestSchema, type TContract, type TTaskOrder } from '@staffdesk/shared/schemas/contracts';
import { FormAlert } from '@/components/form-alert';
import { FormFooter } from '@/components/form-footer';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useTaskOrders } from '@/lib/api/get-task-orders';
import { useSaveTaskOrder } from './api/save-task-order';
import { DateField, TextAreaField, TextField, numberOrNull, usePipelineForm } from '@/components/pipeline/form-kit';
import { ContractPartLoader } from './contract-part-loader';
import { contractPagePath } from './paths';

/** The task order form: `?contractId=` adds one to a contract, `&id=` changes one. */
export function TaskOrderFormPage() {
  const [params] = useSearchParams();
  return (
    <ContractPartLoader
      params={params}
      title="Task Order"
      useParts={useTaskOrders}
      render={(contract, taskOrder) => <TaskOrderForm contract={contract} taskOrder={taskOrder} />}
    />
  );
}

function TaskOrderForm({ contract, taskOrder }: { contract: TContract; taskOrder?: TTaskOrder }) {
  const navigate = useNavigate();
  const form = usePipelineForm({
    number: taskOrder?.number ?? '',
    title: taskOrder?.title ?? '',
    scope: taskOrder?.scope ?? '',
    startDate: taskOrder?.startDate ?? contract.startDate,
    endDate: taskOrder?.endDate ?? contract.endDate,
    ceilingValue: taskOrder?.ceilingValue === null || taskOrder === undefined ? '' : String(taskOrder.ceilingValue),
  });
  const save = useSaveTaskOrder();
  const back = () => void navigate(contractPagePath(contract.id));
  const left =
    contract.value !== null && contract.ceilingTotal !== null
      ? contract.value - contract.ceilingTotal + (taskOrder?.ceilingValue ?? 0)
      : null;
  const submit = form.submitWith(
    ZTaskOrderRequestSchema,
    { ...form.values, contractId: contract.id, ceilingValue: numberOrNull(form.values.ceilingValue) ?? undefined },
    (body, done) =>
      save.mutate(
        { id: taskOrder?.id, body },
        {
          onSuccess: (saved) => {
            toast.success(`Task order ${saved.number} was saved.`);
            back();
          },
          ...done,
        },
      ),
  );
  return (
    <>
      <PageHeader
        title="Task Order"
        description={`${taskOrder ? `Changing task order ${taskOrder.number}. ` : ''}Under contract ${contract.number}, which runs ${formatDate(contract.startDate)} – ${formatDate(contract.endDate)}.`}
      />
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField form={form} name="number" label="Task order number" hint="Unique within the contract." />
              <TextField
                form={form}
                name="ceilingValue"
                label="Ceiling value"
                inputMode="decimal"
                hint={
                  left === null
                    ? undefined
                    : `At most ${left.toLocaleString('en-IN')} is left within the contract's value.`
                }
              />
            </div>
            <TextField form={form} name="title" label="Title" />
            <TextAreaField form={form} name="scope" label="Scope" />
            <div className="grid gap-5 sm:grid-cols-2">
              <DateField form={form} name="startDate" label="Start date" />
              <DateField form={form} name="endDate" label="End date" />
            </div>
            <FormAlert message={form.refusal} />
          </CardContent>
          <FormFooter pending={save.isPending} onCancel={back} />
        </form>
      </Card>
    </>
  );
}
