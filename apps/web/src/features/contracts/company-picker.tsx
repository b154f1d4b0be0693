import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import type { TEnquiryRequest } from '@staffdesk/shared/schemas/contracts';
import { IdSelect } from '@/components/pipeline/id-select';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { Button } from '@/components/ui/button';
import { useCompanyOptions } from './api/get-companies';
import { NewCompanyFields } from './company-fields';

type Company = { id: number; name: string };

/** The enquiry's company: one of the list, or one added on the spot, which is then the one chosen. */
export function CompanyPicker({ chosen }: { chosen?: Company }) {
  const form = useFormContext<TEnquiryRequest>();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Company>();
  const companies = useCompanyOptions(added ?? chosen);
  return (
    <>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
        <LabeledField control={form.control} name="companyId" label="Company">
          {(field) => <IdSelect {...field} options={companies} placeholder="Choose a company" />}
        </LabeledField>
        {!adding && (
          <Button type="button" variant="outline" onClick={() => setAdding(true)} className="sm:mb-0.5">
            <Plus aria-hidden="true" />
            New company
          </Button>
        )}
      </div>
      {adding && (
        <NewCompanyFields
          onAdded={(company) => {
            setAdded(company);
            form.setValue('companyId', company.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
    </>
  );
}
