import { useFormContext, useWatch } from 'react-hook-form';
import type { TCountry, TState } from '@staffdesk/shared/schemas/countries';
import { SelectField, TextField } from './user-fields';
import type { TAddUserForm } from './user-form-schemas';

interface AddUserAddressFieldsProps {
  countries: readonly TCountry[];
  /** The chosen country's states; undefined until they are loaded. */
  states: readonly TState[] | undefined;
}

/** The street typed, the country and its state chosen from the countries service. */
export function AddUserAddressFields({ countries, states }: AddUserAddressFieldsProps) {
  const { control, setValue } = useFormContext<TAddUserForm>();
  const country = useWatch({ control, name: 'country' });
  return (
    <section className="grid gap-4" aria-labelledby="address-heading">
      <h2 id="address-heading" className="text-base font-semibold">
        Address
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="addressLine" label="Street and city" />
        <SelectField
          name="country"
          label="Country"
          emptyLabel="Choose…"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          // Another country's states are not this one's.
          onChosen={() => setValue('state', '')}
        />
        <SelectField
          name="state"
          label="State"
          emptyLabel={country && states?.length === 0 ? 'None' : 'Choose…'}
          disabled={!country || !states?.length}
          options={(states ?? []).map((s) => ({ value: s.code, label: s.name }))}
        />
      </div>
    </section>
  );
}
