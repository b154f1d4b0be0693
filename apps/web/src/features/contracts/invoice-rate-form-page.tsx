import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  RATE_UNITS,
  RATE_UNIT_LABELS,
  ZInvoiceRateRequestSchema,
  type TContract,
  type TInvoiceRate,
} from '@staffdesk/shared/schemas/contracts';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { DecimalInput } from '@/components/pipeline/decimal-input';
import { IdSelect } from '@/components/pipeline/id-select';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { PipelineFormCard } from '@/components/pipeline/pipeline-form-card';
import { OptionSelect } from '@/components/pipeline/option-select';
import { Input } from '@/components/ui/input';
import { useTaskOrders } from '@/lib/api/get-task-orders';
import { toast } from '@/lib/toast';
import { useInvoiceRates } from './api/get-invoice-rates';
import { useSaveInvoiceRate } from './api/save-invoice-rate';
import { ContractPartLoader } from './contract-part-loader';
import { contractPagePath } from './paths';

const UNIT_OPTIONS = RATE_UNITS.map((u) => ({ value: u, label: RATE_UNIT_LABELS[u] }));

/** The invoice rate form: `?contractId=` adds a rate to a contract, `&id=` changes one. */
export function InvoiceRateFormPage() {
  const [params] = useSearchParams();
  return (
    <ContractPartLoader
      params={params}
      title="Invoice Rate"
      choiceHint="An invoice rate is what a contract bills a role at: choose which contract."
      useParts={useInvoiceRates}
      render={(contract, rate) => <InvoiceRateForm contract={contract} rate={rate} />}
    />
  );
}

function InvoiceRateForm({ contract, rate }: { contract: TContract; rate?: TInvoiceRate }) {
  const navigate = useNavigate();
  const taskOrders = useTaskOrders(contract.id).data ?? [];
  const save = useSaveInvoiceRate();
  const form = useZodForm(ZInvoiceRateRequestSchema, {
    defaultValues: {
      contractId: contract.id,
      role: rate?.role ?? '',
      unit: rate?.unit,
      rate: rate?.rate,
      currency: rate?.currency ?? contract.currency,
      effectiveFrom: rate?.effectiveFrom ?? contract.startDate,
      effectiveTo: rate?.effectiveTo ?? null,
      taskOrderId: rate?.taskOrderId ?? null,
    },
  });
  const taskOrderId = useWatch({ control: form.control, name: 'taskOrderId' });
  const back = () => navigate(contractPagePath(contract.id));
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: rate?.id, body });
      toast.success(`The rate for ${saved.role} was saved.`);
      await back();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const { control } = form;
  return (
    <>
      <PageHeader
        title="Invoice Rate"
        description={
          (rate ? `Changing the rate for ${rate.role}. ` : '') +
          `What contract ${contract.number} bills per role and unit. Two rates of one role and unit may not overlap.`
        }
      />
      <PipelineFormCard form={form} onSubmit={onSubmit} onCancel={() => void back()}>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={control} name="role" label="Role or designation">
            {(field) => <Input {...field} />}
          </LabeledField>
          <LabeledField control={control} name="unit" label="Unit">
            {(field) => <OptionSelect {...field} options={UNIT_OPTIONS} placeholder="Choose a unit" />}
          </LabeledField>
          <LabeledField control={control} name="rate" label="Rate">
            {(field) => <DecimalInput {...field} />}
          </LabeledField>
          <LabeledField control={control} name="currency" label="Currency" hint="A three-letter code such as INR.">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </LabeledField>
          <LabeledField control={control} name="effectiveFrom" label="Effective from">
            {(field) => <DateField id={field.name} ref={field.ref} value={field.value} onChange={field.onChange} />}
          </LabeledField>
          <LabeledField
            control={control}
            name="effectiveTo"
            label="Effective to"
            hint="Leave empty for a rate with no end."
          >
            {(field) => (
              <DateField
                id={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(day) => field.onChange(day || null)}
              />
            )}
          </LabeledField>
          <LabeledField
            control={control}
            name="taskOrderId"
            label="Task order"
            hint={taskOrders.find((t) => t.id === taskOrderId)?.title}
          >
            {(field) => (
              <IdSelect
                {...field}
                placeholder="The whole contract"
                options={taskOrders.map((t) => ({ value: String(t.id), label: t.number }))}
              />
            )}
          </LabeledField>
        </div>
      </PipelineFormCard>
    </>
  );
}
