import { useNavigate, useSearchParams } from 'react-router';
import {
  ENQUIRY_SOURCES,
  ENQUIRY_SOURCE_LABELS,
  ZEnquiryRequestSchema,
  type TEnquiry,
} from '@staffdesk/shared/schemas/contracts';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { DecimalInput } from '@/components/pipeline/decimal-input';
import { idParam } from '@/components/pipeline/id-param';
import { IdSelect } from '@/components/pipeline/id-select';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { PipelineFormCard, PipelineFormSkeleton } from '@/components/pipeline/pipeline-form-card';
import { OptionSelect } from '@/components/pipeline/option-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useReportingManagers } from '@/lib/api/get-reporting-managers';
import { useUserContext } from '@/lib/api/get-user-context';
import { useOfficeToday } from '@/lib/office-time';
import { toast } from '@/lib/toast';
import { useEnquiry } from './api/get-enquiry';
import { useSaveEnquiry } from './api/save-enquiry';
import { CompanyPicker } from './company-picker';
import { ENQUIRY_LIST_PATH } from './paths';

const SOURCE_OPTIONS = ENQUIRY_SOURCES.map((s) => ({ value: s, label: ENQUIRY_SOURCE_LABELS[s] }));

/** The business enquiry form: a new enquiry, or `?id=` to change one. */
export function BusinessEnquiryFormPage() {
  const [params] = useSearchParams();
  const id = idParam(params, 'id');
  const existing = useEnquiry(id);
  if (id === undefined) return <EnquiryForm />;
  if (existing.isError)
    return <LoadError title="The enquiry could not be loaded." onRetry={() => void existing.refetch()} />;
  if (!existing.data) return <PipelineFormSkeleton />;
  return <EnquiryForm enquiry={existing.data} />;
}

function EnquiryForm({ enquiry }: { enquiry?: TEnquiry }) {
  const navigate = useNavigate();
  const me = useUserContext().data;
  const owners = useReportingManagers().data ?? [];
  const today = useOfficeToday();
  const save = useSaveEnquiry();
  const form = useZodForm(ZEnquiryRequestSchema, {
    defaultValues: {
      companyId: enquiry?.companyId,
      title: enquiry?.title ?? '',
      description: enquiry?.description ?? '',
      source: enquiry?.source,
      expectedValue: enquiry?.expectedValue ?? null,
      currency: enquiry?.currency ?? 'INR',
      receivedOn: enquiry?.receivedOn ?? today,
      ownerId: enquiry?.ownerId ?? me?.userId,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: enquiry?.id, body });
      toast.success(enquiry ? `${saved.title} was saved.` : `${saved.title} was recorded as a new enquiry.`);
      await navigate(ENQUIRY_LIST_PATH);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const { control } = form;

  return (
    <>
      <PageHeader
        title="Business Enquiry Form"
        description={`${enquiry ? `Changing ${enquiry.title}. ` : ''}A lead from a company: what they want, where it came from and what it may be worth.`}
      />
      <PipelineFormCard form={form} onSubmit={onSubmit} onCancel={() => void navigate(ENQUIRY_LIST_PATH)}>
        <CompanyPicker chosen={enquiry && { id: enquiry.companyId, name: enquiry.companyName }} />
        <LabeledField control={control} name="title" label="Title">
          {(field) => <Input {...field} />}
        </LabeledField>
        <LabeledField control={control} name="description" label="Description">
          {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
        </LabeledField>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={control} name="source" label="Source">
            {(field) => <OptionSelect {...field} options={SOURCE_OPTIONS} placeholder="Choose a source" />}
          </LabeledField>
          <LabeledField control={control} name="ownerId" label="Owner">
            {(field) => (
              <IdSelect
                {...field}
                placeholder="Choose the owner"
                options={owners.map((o) => ({ value: String(o.userId), label: o.fullname }))}
              />
            )}
          </LabeledField>
          <LabeledField control={control} name="expectedValue" label="Expected value">
            {(field) => <DecimalInput {...field} />}
          </LabeledField>
          <LabeledField control={control} name="currency" label="Currency" hint="A three-letter code such as INR.">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </LabeledField>
          <LabeledField control={control} name="receivedOn" label="Received on">
            {(field) => <DateField id={field.name} ref={field.ref} value={field.value} onChange={field.onChange} />}
          </LabeledField>
        </div>
      </PipelineFormCard>
    </>
  );
}
