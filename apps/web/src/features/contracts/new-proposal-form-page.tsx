import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { addDays, format } from 'date-fns';
import { computedAmount, ZProposalRequestSchema, type TProposal } from '@staffdesk/shared/schemas/contracts';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { FormAlert } from '@/components/form-alert';
import { FormFooter } from '@/components/form-footer';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useOpenEnquiryOptions } from './api/get-enquiries';
import { useEstimationMethods } from './api/get-estimation-methods';
import { useProposal } from './api/get-proposal';
import { useSaveProposal } from './api/save-proposal';
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
import { PROPOSAL_LIST_PATH } from './paths';

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
  if (!existing.data) return <Skeleton className="h-96 max-w-3xl" />;
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
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  const form = usePipelineForm({
    enquiryId: text(enquiryId),
    estimationMethodId: text(proposal?.estimationMethodId),
    effortDays: text(proposal?.effortDays),
    rate: text(proposal?.rate),
    amount: text(proposal?.amount),
    currency: proposal?.currency ?? 'INR',
    validUntil: proposal && editing ? proposal.validUntil : format(addDays(new Date(), 30), 'yyyy-MM-dd'),
    notes: proposal?.notes ?? '',
    documentId: '',
  });
  const v = form.values;
  const method = methods.find((m) => String(m.id) === v.estimationMethodId);
  const effort = numberOrNull(v.effortDays);
  const rate = numberOrNull(v.rate);
  const computed =
    method?.computesAmount && effort !== null && rate !== null && Number.isFinite(effort * rate)
      ? computedAmount(effort, rate)
      : null;
  const save = useSaveProposal();
  const body = {
    ...v,
    enquiryId: idOrUndefined(v.enquiryId),
    estimationMethodId: idOrUndefined(v.estimationMethodId),
    effortDays: effort,
    rate,
    amount: method?.computesAmount ? null : numberOrNull(v.amount),
    documentId: documents[0]?.id ?? null,
  };
  const submit = form.submitWith(ZProposalRequestSchema, body, (parsed, done) =>
    save.mutate(
      { id: editing ? proposal?.id : undefined, body: parsed },
      {
        onSuccess: (saved) => {
          toast.success(`Proposal v${saved.version} for ${saved.enquiryTitle} was saved as a draft.`);
          void navigate(PROPOSAL_LIST_PATH);
        },
        ...done,
      },
    ),
  );

  return (
    <>
      <PageHeader
        title="New Proposal Form"
        description={`${editing ? `Changing draft v${proposal?.version}. ` : ''}How the work is estimated, what it comes to, and the document sent to the client. It is saved as a draft.`}
      />
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <SelectField
              form={form}
              name="enquiryId"
              label="Enquiry"
              placeholder="Choose a qualified enquiry"
              options={enquiries}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                form={form}
                name="estimationMethodId"
                label="Estimation method"
                placeholder="Choose a method"
                options={methods
                  .filter((m) => m.active || String(m.id) === v.estimationMethodId)
                  .map((m) => ({ value: String(m.id), label: m.label }))}
              />
              <TextField form={form} name="currency" label="Currency" hint="A three-letter code such as INR." />
              <TextField form={form} name="effortDays" label="Effort (person-days)" inputMode="decimal" />
              <TextField form={form} name="rate" label="Rate per person-day" inputMode="decimal" />
              {method?.computesAmount ? (
                <div className="grid content-start gap-2">
                  <Label htmlFor="computedAmount">Amount</Label>
                  <output
                    id="computedAmount"
                    className="flex h-9 items-center rounded-md border bg-muted px-3 text-sm"
                    aria-describedby="computedAmount-hint"
                  >
                    {computed === null ? '—' : formatMoney(computed, v.currency || 'INR')}
                  </output>
                  <p id="computedAmount-hint" className="text-xs text-muted-foreground">
                    Effort × rate, for {method.label}.
                  </p>
                </div>
              ) : (
                <TextField form={form} name="amount" label="Amount" inputMode="decimal" />
              )}
              <DateField form={form} name="validUntil" label="Valid until" />
            </div>
            <TextAreaField form={form} name="notes" label="Notes" />
            <div className="grid gap-2">
              <span className="text-sm font-medium">Document</span>
              <FilePicker
                category="CONTRACT_DOCUMENT"
                value={documents}
                onChange={setDocuments}
                max={1}
                label="Attach the proposal document"
                onBusyChange={setUploading}
                aria-invalid={form.errors.documentId ? true : undefined}
                aria-describedby={form.errors.documentId ? 'documentId-error' : undefined}
              />
              <FieldError id="documentId-error">{form.errors.documentId}</FieldError>
            </div>
            <FormAlert message={form.refusal} />
          </CardContent>
          <FormFooter pending={save.isPending} waiting={uploading} onCancel={() => void navigate(PROPOSAL_LIST_PATH)} />
        </form>
      </Card>
    </>
  );
}
