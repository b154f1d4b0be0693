import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import {
  ENQUIRY_SOURCES,
  ENQUIRY_SOURCE_LABELS,
  ZEnquiryRequestSchema,
  type TEnquiry,
} from '@staffdesk/shared/schemas/contracts';
import { FormAlert } from '@/components/form-alert';
import { FormFooter } from '@/components/form-footer';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useReportingManagers } from '@/lib/api/get-reporting-managers';
import { useUserContext } from '@/lib/api/get-user-context';
import { toast } from '@/lib/toast';
import { useOfficeToday } from '@/lib/office-time';
import { useCompanyOptions } from './api/get-companies';
import { useEnquiry } from './api/get-enquiry';
import { useSaveEnquiry } from './api/save-enquiry';
import { NewCompanyFields } from './company-fields';
import {
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  idOrUndefined,
  idParam,
  numberOrNull,
  usePipelineForm,
} from '@/components/pipeline/form-kit';
import { ENQUIRY_LIST_PATH } from './paths';

/** The business enquiry form: a new enquiry, or `?id=` to change one. */
export function BusinessEnquiryFormPage() {
  const [params] = useSearchParams();
  const id = idParam(params, 'id');
  const existing = useEnquiry(id);
  if (id === undefined) return <EnquiryForm />;
  if (existing.isError)
    return <LoadError title="The enquiry could not be loaded." onRetry={() => void existing.refetch()} />;
  if (!existing.data) return <Skeleton className="h-96 max-w-3xl" />;
  return <EnquiryForm enquiry={existing.data} />;
}

function EnquiryForm({ enquiry }: { enquiry?: TEnquiry }) {
  const navigate = useNavigate();
  const me = useUserContext().data;
  const owners = useReportingManagers().data ?? [];
  const [addingCompany, setAddingCompany] = useState(false);
  const [added, setAdded] = useState<{ id: number; name: string }>();
  const companies = useCompanyOptions(added ?? (enquiry && { id: enquiry.companyId, name: enquiry.companyName }));
  const today = useOfficeToday();
  const form = usePipelineForm({
    companyId: enquiry ? String(enquiry.companyId) : '',
    title: enquiry?.title ?? '',
    description: enquiry?.description ?? '',
    source: enquiry?.source ?? '',
    expectedValue: enquiry?.expectedValue === null || enquiry === undefined ? '' : String(enquiry.expectedValue),
    currency: enquiry?.currency ?? 'INR',
    receivedOn: enquiry?.receivedOn ?? today,
    ownerId: String(enquiry?.ownerId ?? me?.userId ?? ''),
  });
  const save = useSaveEnquiry();
  const v = form.values;
  const body = {
    ...v,
    companyId: idOrUndefined(v.companyId),
    ownerId: idOrUndefined(v.ownerId),
    expectedValue: numberOrNull(v.expectedValue),
    source: v.source || undefined,
  };
  const submit = form.submitWith(ZEnquiryRequestSchema, body, (parsed, done) =>
    save.mutate(
      { id: enquiry?.id, body: parsed },
      {
        onSuccess: (saved) => {
          toast.success(enquiry ? `${saved.title} was saved.` : `${saved.title} was recorded as a new enquiry.`);
          void navigate(ENQUIRY_LIST_PATH);
        },
        ...done,
      },
    ),
  );

  return (
    <>
      <PageHeader
        title="Business Enquiry Form"
        description={`${enquiry ? `Changing ${enquiry.title}. ` : ''}A lead from a company: what they want, where it came from and what it may be worth.`}
      />
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
              <SelectField
                form={form}
                name="companyId"
                label="Company"
                placeholder="Choose a company"
                options={companies}
              />
              {!addingCompany && (
                <Button type="button" variant="outline" onClick={() => setAddingCompany(true)} className="sm:mb-0.5">
                  <Plus aria-hidden="true" />
                  New company
                </Button>
              )}
            </div>
            {addingCompany && (
              <NewCompanyFields
                onAdded={(company) => {
                  setAdded(company);
                  form.set('companyId', String(company.id));
                  setAddingCompany(false);
                }}
                onCancel={() => setAddingCompany(false)}
              />
            )}
            <TextField form={form} name="title" label="Title" />
            <TextAreaField form={form} name="description" label="Description" />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                form={form}
                name="source"
                label="Source"
                placeholder="Choose a source"
                options={ENQUIRY_SOURCES.map((s) => ({ value: s, label: ENQUIRY_SOURCE_LABELS[s] }))}
              />
              <SelectField
                form={form}
                name="ownerId"
                label="Owner"
                placeholder="Choose the owner"
                options={owners.map((o) => ({ value: String(o.userId), label: o.fullname }))}
              />
              <TextField form={form} name="expectedValue" label="Expected value" inputMode="decimal" />
              <TextField form={form} name="currency" label="Currency" hint="A three-letter code such as INR." />
              <DateField form={form} name="receivedOn" label="Received on" />
            </div>
            <FormAlert message={form.refusal} />
          </CardContent>
          <FormFooter pending={save.isPending} onCancel={() => void navigate(ENQUIRY_LIST_PATH)} />
        </form>
      </Card>
    </>
  );
}
