import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { addDays, format } from 'date-fns';
import { ZProposalRequestSchema, type TProposal } from '@staffdesk/shared/schemas/contracts';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormMessage } from '@/components/form/form-message';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { DecimalInput } from '@/components/pipeline/decimal-input';
import { idParam } from '@/components/pipeline/id-param';
import { IdSelect } from '@/components/pipeline/id-select';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { PipelineFormCard, PipelineFormSkeleton } from '@/components/pipeline/pipeline-form-card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useOpenEnquiryOptions } from './api/get-enquiries';
import { useEstimationMethods } from './api/get-estimation-methods';
import { useProposal } from './api/get-proposal';
import { useSaveProposal } from './api/save-proposal';
import { PROPOSAL_LIST_PATH } from './paths';
import { ProposalAmount } from './proposal-amount';

/**
 * The proposal form: `?enquiryId=` for a new one (with `&from=` a version to start from), or `?id=` to change
 * a draft.
 */
export function NewProposalFormPage() {
  const [params] = useSearchParams();
  const id = idParam(params, 'id');
  const from = idParam(params, 'from');
  const existing = useProposal(id ?? from);
  if (id === undefined && from === undefined) return <ProposalForm enquiryId={idParam(params, 'enquiryId')} />;
  if (existing.isError)
    return <LoadError title="The proposal could not be loaded." onRetry={() => void existing.refetch()} />;
  if (!existing.data) return <PipelineFormSkeleton />;
  return <ProposalForm proposal={existing.data} editing={id !== undefined} enquiryId={existing.data.enquiryId} />;
}

function ProposalForm({
  proposal,
  editing = false,
  enquiryId,
}: {
  proposal?: TProposal;
  editing?: boolean;
  enquiryId?: number;
}) {
  const navigate = useNavigate();
  const methods = useEstimationMethods().data ?? [];
  const enquiries = useOpenEnquiryOptions(enquiryId);
  const [documents, setDocuments] = useState<TUploadedFile[]>(editing && proposal?.document ? [proposal.document] : []);
  const [uploading, setUploading] = useState(false);
  const save = useSaveProposal();
  const [validUntil] = useState(() => format(addDays(new Date(), 30), 'yyyy-MM-dd'));
  const form = useZodForm(ZProposalRequestSchema, {
    defaultValues: {
      enquiryId,
      estimationMethodId: proposal?.estimationMethodId,
      effortDays: proposal?.effortDays ?? null,
      rate: proposal?.rate ?? null,
      // A computing method's amount is the server's to work out.
      amount: proposal?.computesAmount ? null : (proposal?.amount ?? null),
      currency: proposal?.currency ?? 'INR',
      validUntil: proposal && editing ? proposal.validUntil : validUntil,
      notes: proposal?.notes ?? '',
      documentId: documents[0]?.id ?? null,
    },
  });
  const methodId = form.watch('estimationMethodId');
  const method = methods.find((m) => m.id === methodId);
  const onSubmit = form.handleSubmit(async (body) => {
    if (uploading) return;
    try {
      const saved = await save.mutateAsync({ id: editing ? proposal?.id : undefined, body });
      toast.success(`Proposal v${saved.version} for ${saved.enquiryTitle} was saved as a draft.`);
      await navigate(PROPOSAL_LIST_PATH);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const { control } = form;

  return (
    <>
      <PageHeader
        title="New Proposal Form"
        description={
          (editing ? `Changing draft v${proposal?.version}. ` : '') +
          'How the work is estimated, what it comes to, and the document sent to the client. It is saved as a draft.'
        }
      />
      <PipelineFormCard
        form={form}
        onSubmit={onSubmit}
        onCancel={() => void navigate(PROPOSAL_LIST_PATH)}
        waiting={uploading}
      >
        <LabeledField control={control} name="enquiryId" label="Enquiry">
          {(field) => <IdSelect {...field} options={enquiries} placeholder="Choose a qualified enquiry" />}
        </LabeledField>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={control} name="estimationMethodId" label="Estimation method">
            {(field) => (
              <IdSelect
                {...field}
                placeholder="Choose a method"
                options={methods
                  .filter((m) => m.active || m.id === field.value)
                  .map((m) => ({ value: String(m.id), label: m.label }))}
                onChange={(id) => {
                  field.onChange(id);
                  if (methods.find((m) => m.id === id)?.computesAmount) form.setValue('amount', null);
                }}
              />
            )}
          </LabeledField>
          <LabeledField control={control} name="currency" label="Currency" hint="A three-letter code such as INR.">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </LabeledField>
          <LabeledField control={control} name="effortDays" label="Effort (person-days)">
            {(field) => <DecimalInput {...field} />}
          </LabeledField>
          <LabeledField control={control} name="rate" label="Rate per person-day">
            {(field) => <DecimalInput {...field} />}
          </LabeledField>
          <ProposalAmount method={method} />
          <LabeledField control={control} name="validUntil" label="Valid until">
            {(field) => <DateField id={field.name} ref={field.ref} value={field.value} onChange={field.onChange} />}
          </LabeledField>
        </div>
        <LabeledField control={control} name="notes" label="Notes">
          {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
        </LabeledField>
        <FormField
          control={control}
          name="documentId"
          id="documentId"
          render={({ field }) => (
            <FormItem>
              <span className="text-sm font-medium">Document</span>
              <FormControl>
                <FilePicker
                  category="CONTRACT_DOCUMENT"
                  value={documents}
                  onChange={(files) => {
                    setDocuments(files);
                    field.onChange(files[0]?.id ?? null);
                  }}
                  max={1}
                  label="Attach the proposal document"
                  onBusyChange={setUploading}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </PipelineFormCard>
    </>
  );
}
