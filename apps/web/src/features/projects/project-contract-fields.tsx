import { useFormContext, useWatch } from 'react-hook-form';
import type { TProjectRequest } from '@staffdesk/shared/schemas/projects';
import { ContractPicker } from '@/components/pipeline/contract-picker';
import { IdSelect } from '@/components/pipeline/id-select';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { useTaskOrders } from '@/lib/api/get-task-orders';

/** The contract a project is under, if any, and then one of its task orders, if any. */
export function ProjectContractFields() {
  const form = useFormContext<TProjectRequest>();
  const contractId = useWatch({ control: form.control, name: 'contractId' });
  const taskOrderId = useWatch({ control: form.control, name: 'taskOrderId' });
  const taskOrders = useTaskOrders(contractId ?? undefined).data ?? [];
  return (
    <>
      <LabeledField control={form.control} name="contractId" label="Contract (optional)">
        {(field) => (
          <ContractPicker
            {...field}
            placeholder="No contract"
            onChange={(id) => {
              field.onChange(id);
              form.setValue('taskOrderId', null);
            }}
          />
        )}
      </LabeledField>
      <LabeledField
        control={form.control}
        name="taskOrderId"
        label="Task order (optional)"
        hint={taskOrders.find((t) => t.id === taskOrderId)?.title}
      >
        {(field) => (
          <IdSelect
            {...field}
            placeholder={contractId === null || contractId === undefined ? 'Choose a contract first' : 'No task order'}
            options={taskOrders.map((t) => ({ value: String(t.id), label: t.number }))}
          />
        )}
      </LabeledField>
    </>
  );
}
