import { ZContractCompanyRequestSchema, type TContractCompany } from '@staffdesk/shared/schemas/contracts';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useCountries } from './api/get-countries';
import { useCountryStates } from './api/get-country-states';
import { useCreateCompany } from './api/create-company';
import { SelectField, TextField, usePipelineForm } from '@/components/pipeline/form-kit';

const EMPTY = { name: '', industry: '', website: '', address: '', countryCode: 'IN', stateCode: '' };

/**
 * A new contract company, added on the spot from the enquiry form: name, industry, website, address, and
 * the country and state from our countries list. Not a form of its own (it sits inside the enquiry's form).
 */
export function NewCompanyFields({
  onAdded,
  onCancel,
}: {
  onAdded: (company: TContractCompany) => void;
  onCancel: () => void;
}) {
  const form = usePipelineForm(EMPTY);
  const countries = useCountries().data ?? [];
  const states = useCountryStates(form.values.countryCode).data ?? [];
  const create = useCreateCompany();
  const add = form.submitWith(ZContractCompanyRequestSchema, form.values, (body, done) =>
    create.mutate(body, {
      onSuccess: (company) => {
        toast.success(`${company.name} was added.`);
        onAdded(company);
      },
      ...done,
    }),
  );

  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">New company</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label="Company name" />
        <TextField form={form} name="industry" label="Industry" />
        <TextField form={form} name="website" label="Website" type="url" />
        <TextField form={form} name="address" label="Address" />
        <SelectField
          form={form}
          name="countryCode"
          label="Country"
          placeholder="Choose a country"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          onPick={() => form.set('stateCode', '')}
        />
        <SelectField
          form={form}
          name="stateCode"
          label="State"
          placeholder={states.length ? 'Choose a state' : 'No states listed'}
          options={states.map((s) => ({ value: s.code, label: s.name }))}
        />
      </div>
      <FormAlert message={form.refusal} />
      <div className="flex gap-2">
        {/* A button, not a submit: this sits inside the enquiry's form. */}
        <Button type="button" variant="secondary" onClick={add} disabled={create.isPending}>
          {create.isPending && <Spinner />}
          Add company
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
