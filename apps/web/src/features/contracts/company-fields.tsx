import { ZContractCompanyRequestSchema, type TContractCompany } from '@staffdesk/shared/schemas/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { OptionSelect } from '@/components/pipeline/option-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useCreateCompany } from './api/create-company';
import { useCountries } from './api/get-countries';
import { useCountryStates } from './api/get-country-states';

/**
 * A new contract company, added on the spot from the enquiry form: name, industry, website, address, and
 * the country and state from our countries list. A form of its own, though it sits inside the enquiry's
 * <form>: it is sent by its own button, not by the enquiry's Submit.
 */
export function NewCompanyFields({
  onAdded,
  onCancel,
}: {
  onAdded: (company: TContractCompany) => void;
  onCancel: () => void;
}) {
  const create = useCreateCompany();
  const form = useZodForm(ZContractCompanyRequestSchema, {
    defaultValues: { name: '', industry: '', website: '', address: '', countryCode: 'IN', stateCode: '' },
  });
  const countries = useCountries().data ?? [];
  const states = useCountryStates(form.watch('countryCode')).data ?? [];
  const add = form.handleSubmit(async (body) => {
    try {
      const company = await create.mutateAsync(body);
      toast.success(`${company.name} was added.`);
      onAdded(company);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const sending = form.formState.isSubmitting;
  const { control } = form;

  return (
    <Form form={form}>
      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">New company</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabeledField control={control} name="name" label="Company name">
            {(field) => <Input {...field} />}
          </LabeledField>
          <LabeledField control={control} name="industry" label="Industry">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </LabeledField>
          <LabeledField control={control} name="website" label="Website">
            {(field) => <Input type="url" {...field} value={field.value ?? ''} />}
          </LabeledField>
          <LabeledField control={control} name="address" label="Address">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </LabeledField>
          <LabeledField control={control} name="countryCode" label="Country">
            {(field) => (
              <OptionSelect
                {...field}
                placeholder="Choose a country"
                options={countries.map((c) => ({ value: c.code, label: c.name }))}
                onChange={(code) => {
                  field.onChange(code);
                  form.setValue('stateCode', '');
                }}
              />
            )}
          </LabeledField>
          <LabeledField control={control} name="stateCode" label="State">
            {(field) => (
              <OptionSelect
                {...field}
                placeholder={states.length ? 'Choose a state' : 'No states listed'}
                options={states.map((s) => ({ value: s.code, label: s.name }))}
              />
            )}
          </LabeledField>
        </div>
        <FormServerAlert />
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={() => void add()} disabled={sending}>
            {sending && <Spinner />}
            Add company
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
