import { useNavigate, useSearchParams } from 'react-router';
import {
  CONTACT_SIDES,
  CONTACT_SIDE_LABELS,
  ZContactRequestSchema,
  type TContact,
  type TContract,
} from '@staffdesk/shared/schemas/contracts';
import { FormAlert } from '@/components/form-alert';
import { FormFooter } from '@/components/form-footer';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useContacts } from './api/get-contacts';
import { useSaveContact } from './api/save-contact';
import { ContractPartLoader } from './contract-part-loader';
import { SelectField, TextField, usePipelineForm } from '@/components/pipeline/form-kit';
import { contractPagePath } from './paths';

/** The point of contact form: `?contractId=` adds a contact to a contract, `&id=` changes one. */
export function ContractPocFormPage() {
  const [params] = useSearchParams();
  return (
    <ContractPartLoader
      params={params}
      title="Contract Point of Contact"
      useParts={useContacts}
      render={(contract, contact) => <ContactForm contract={contract} contact={contact} />}
    />
  );
}

function ContactForm({ contract, contact }: { contract: TContract; contact?: TContact }) {
  const navigate = useNavigate();
  const form = usePipelineForm({
    side: contact?.side ?? '',
    name: contact?.name ?? '',
    designation: contact?.designation ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    isPrimary: contact?.isPrimary ? 'yes' : '',
  });
  const save = useSaveContact();
  const back = () => void navigate(contractPagePath(contract.id));
  const v = form.values;
  const submit = form.submitWith(
    ZContactRequestSchema,
    { ...v, contractId: contract.id, side: v.side || undefined, isPrimary: v.isPrimary === 'yes' },
    (body, done) =>
      save.mutate(
        { id: contact?.id, body },
        {
          onSuccess: (saved) => {
            toast.success(`${saved.name} was saved as a point of contact.`);
            back();
          },
          ...done,
        },
      ),
  );
  return (
    <>
      <PageHeader
        title="Contract Point of Contact"
        description={`${contact ? `Changing ${contact.name}. ` : ''}Someone on the client's side or ours for contract ${contract.number}; one primary per side.`}
      />
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                form={form}
                name="side"
                label="Side"
                placeholder="Choose a side"
                options={CONTACT_SIDES.map((s) => ({ value: s, label: CONTACT_SIDE_LABELS[s] }))}
              />
              <TextField form={form} name="name" label="Name" />
              <TextField form={form} name="designation" label="Designation" />
              <TextField form={form} name="email" label="Email" type="email" />
              <TextField form={form} name="phone" label="Phone" type="tel" />
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id="isPrimary"
                checked={v.isPrimary === 'yes'}
                onCheckedChange={(checked) => form.set('isPrimary', checked === true ? 'yes' : '')}
              />
              <Label htmlFor="isPrimary">Primary contact of this side</Label>
            </div>
            <FormAlert message={form.refusal} />
          </CardContent>
          <FormFooter pending={save.isPending} onCancel={back} />
        </form>
      </Card>
    </>
  );
}
