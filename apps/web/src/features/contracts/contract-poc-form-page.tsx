import { useNavigate, useSearchParams } from 'react-router';
import {
  CONTACT_SIDES,
  CONTACT_SIDE_LABELS,
  ZContactRequestSchema,
  type TContact,
  type TContract,
} from '@staffdesk/shared/schemas/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { CheckboxField } from '@/components/pipeline/checkbox-field';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { PipelineFormCard } from '@/components/pipeline/pipeline-form-card';
import { OptionSelect } from '@/components/pipeline/option-select';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useContacts } from './api/get-contacts';
import { useSaveContact } from './api/save-contact';
import { ContractPartLoader } from './contract-part-loader';
import { contractPagePath } from './paths';

const SIDE_OPTIONS = CONTACT_SIDES.map((s) => ({ value: s, label: CONTACT_SIDE_LABELS[s] }));

/** The point of contact form: `?contractId=` adds a contact to a contract, `&id=` changes one. */
export function ContractPocFormPage() {
  const [params] = useSearchParams();
  return (
    <ContractPartLoader
      params={params}
      title="Contract Point of Contact"
      choiceHint="A point of contact is someone to reach about a contract: choose which one."
      useParts={useContacts}
      render={(contract, contact) => <ContactForm contract={contract} contact={contact} />}
    />
  );
}

function ContactForm({ contract, contact }: { contract: TContract; contact?: TContact }) {
  const navigate = useNavigate();
  const save = useSaveContact();
  const form = useZodForm(ZContactRequestSchema, {
    defaultValues: {
      contractId: contract.id,
      side: contact?.side,
      name: contact?.name ?? '',
      designation: contact?.designation ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      isPrimary: contact?.isPrimary ?? false,
    },
  });
  const back = () => navigate(contractPagePath(contract.id));
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: contact?.id, body });
      toast.success(`${saved.name} was saved as a point of contact.`);
      await back();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const { control } = form;
  return (
    <>
      <PageHeader
        title="Contract Point of Contact"
        description={
          (contact ? `Changing ${contact.name}. ` : '') +
          `Someone on the client's side or ours for contract ${contract.number}; one primary per side.`
        }
      />
      <PipelineFormCard form={form} onSubmit={onSubmit} onCancel={() => void back()}>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={control} name="side" label="Side">
            {(field) => <OptionSelect {...field} options={SIDE_OPTIONS} placeholder="Choose a side" />}
          </LabeledField>
          <LabeledField control={control} name="name" label="Name">
            {(field) => <Input {...field} />}
          </LabeledField>
          <LabeledField control={control} name="designation" label="Designation">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </LabeledField>
          <LabeledField control={control} name="email" label="Email">
            {(field) => <Input type="email" {...field} />}
          </LabeledField>
          <LabeledField control={control} name="phone" label="Phone">
            {(field) => <Input type="tel" {...field} value={field.value ?? ''} />}
          </LabeledField>
        </div>
        <CheckboxField control={control} name="isPrimary" id="isPrimary" label="Primary contact of this side" />
      </PipelineFormCard>
    </>
  );
}
