import { useNavigate, useSearchParams } from 'react-router';
import {
  RATE_UNITS,
  RATE_UNIT_LABELS,
  ZInvoiceRateRequestSchema,
  type TContract,
  type TInvoiceRate,
} from '@staffdesk/shared/schemas/contracts';
import { FormAlert } from '@/components/form-alert';
import { FormFooter } from '@/components/form-footer';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useTaskOrders } from '@/lib/api/get-task-orders';
import { useInvoiceRates } from './api/get-invoice-rates';
import { useSaveInvoiceRate } from './api/save-invoice-rate';
import { ContractPartLoader } from './contract-part-loader';
import {
  DateField,
  SelectField,
  TextField,
  idOrUndefined,
  numberOrNull,
  usePipelineForm,
} from '@/components/pipeline/form-kit';
import { contractPagePath } from './paths';

/** The invoice rate form: `?contractId=` adds a rate to a contract, `&id=` changes one. */
export function InvoiceRateFormPage() {
  const [params] = useSearchParams();
  return (
    <ContractPartLoader
      params={params}
      title="Invoice Rate"
      useParts={useInvoiceRates}
      render={(contract, rate) => <InvoiceRateForm contract={contract} rate={rate} />}
    />
  );
}

function InvoiceRateForm({ contract, rate }: { contract: TContract; rate?: TInvoiceRate }) {
  const navigate = useNavigate();
  const taskOrders = useTaskOrders(contract.id).data ?? [];
  const form = usePipelineForm({
    role: rate?.role ?? '',
    unit: rate?.unit ?? '',
    rate: rate ? String(rate.rate) : '',
    currency: rate?.currency ?? contract.currency,
    effectiveFrom: rate?.effectiveFrom ?? contract.startDate,
    effectiveTo: rate?.effectiveTo ?? '',
    taskOrderId: rate?.taskOrderId ? String(rate.taskOrderId) : '',
  });
  const save = useSaveInvoiceRate();
  const back = () => void navigate(contractPagePath(contract.id));
  const v = form.values;
  const body = {
    ...v,
    contractId: contract.id,
    unit: v.unit || undefined,
    rate: numberOrNull(v.rate) ?? undefined,
    effectiveTo: v.effectiveTo || null,
    taskOrderId: idOrUndefined(v.taskOrderId) ?? null,
  };
  const submit = form.submitWith(ZInvoiceRateRequestSchema, body, (parsed, done) =>
    save.mutate(
      { id: rate?.id, body: parsed },
      {
        onSuccess: (saved) => {
          toast.success(`The rate for ${saved.role} was saved.`);
          back();
        },
        ...done,
      },
    ),
  );
  return (
    <>
      <PageHeader
        title="Invoice Rate"
        description={`${rate ? `Changing the rate for ${rate.role}. ` : ''}What contract ${contract.number} bills per role and unit. Two rates of one role and unit may not overlap.`}
      />
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField form={form} name="role" label="Role or designation" />
              <SelectField
                form={form}
                name="unit"
                label="Unit"
                placeholder="Choose a unit"
                options={RATE_UNITS.map((u) => ({ value: u, label: RATE_UNIT_LABELS[u] }))}
              />
              <TextField form={form} name="rate" label="Rate" inputMode="decimal" />
              <TextField form={form} name="currency" label="Currency" hint="A three-letter code such as INR." />
              <DateField form={form} name="effectiveFrom" label="Effective from" />
              <DateField
                form={form}
                name="effectiveTo"
                label="Effective to"
                hint="Leave empty for a rate with no end."
              />
              <SelectField
                form={form}
                name="taskOrderId"
                label="Task order"
                placeholder="The whole contract"
                options={taskOrders.map((t) => ({ value: String(t.id), label: `${t.number}: ${t.title}` }))}
              />
            </div>
            <FormAlert message={form.refusal} />
          </CardContent>
          <FormFooter pending={save.isPending} onCancel={back} />
        </form>
      </Card>
    </>
  );
}
