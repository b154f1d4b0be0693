import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { addYears, format } from 'date-fns';
import { ZContractRequestSchema, type TContract, type TProposal } from '@staffdesk/shared/schemas/contracts';
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
import { IdSelect } from '@/components/pipeline/id-select';
import { idParam } from '@/components/pipeline/id-param';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { PipelineFormCard, PipelineFormSkeleton } from '@/components/pipeline/pipeline-form-card';
import { OptionSelect } from '@/components/pipeline/option-select';
import { Input } from '@/components/ui/input';
import { useMasterData } from '@/lib/api/get-master-data';
import { toast } from '@/lib/toast';
import { useCompanyOptions } from './api/get-companies';
import { useContract } from '@/lib/api/get-contract';
import { useProposal } from './api/get-proposal';
import { useSaveContract } from './api/save-contract';
import { CONTRACT_LIST_PATH, contractPagePath } from './paths';

/** The contract form: `?id=` changes a contract, `?proposalId=` registers one prefilled from an accepted proposal. */
export function ContractRegistrationFormPage() {
  const [params] = useSearchParams();
  const id = idParam(params, 'id');
  const proposalId = idParam(params, 'proposalId');
  const existing = useContract(id);
  const proposal = useProposal(id === undefined ? proposalId : undefined);
  const loading = id !== undefined ? existing : proposalId !== undefined ? proposal : undefined;
  if (loading?.isError)
    return <LoadError title="What the form starts from could not be loaded." onRetry={() => void loading.refetch()} />;
  if (loading && !loading.data) return <PipelineFormSkeleton />;
  return <ContractForm contract={existing.data} proposal={id === undefined ? proposal.data : undefined} />;
}

function ContractForm({ contract, proposal }: { contract?: TContract; proposal?: TProposal }) {
  const navigate = useNavigate();
  const from = contract ?? proposal;
  const companies = useCompanyOptions(from && { id: from.companyId, name: from.companyName });
  const types = useMasterData().data?.contractTypes ?? [];
  const [documents, setDocuments] = useState<TUploadedFile[]>(contract?.documents ?? []);
  const [uploading, setUploading] = useState(false);
  const save = useSaveContract();
  const [today] = useState(() => new Date());
  const form = useZodForm(ZContractRequestSchema, {
    defaultValues: {
      companyId: from?.companyId,
      proposalId: contract?.proposalId ?? proposal?.id ?? null,
      number: contract?.number ?? '',
      title: contract?.title ?? proposal?.enquiryTitle ?? '',
      contractType: contract?.contractType ?? '',
      startDate: contract?.startDate ?? format(today, 'yyyy-MM-dd'),
      endDate: contract?.endDate ?? format(addYears(today, 1), 'yyyy-MM-dd'),
      value: contract?.value ?? proposal?.amount ?? undefined,
      currency: contract?.currency ?? proposal?.currency ?? 'INR',
      documentIds: documents.map((d) => d.id),
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    if (uploading) return;
    try {
      const saved = await save.mutateAsync({ id: contract?.id, body });
      toast.success(
        contract ? `Contract ${saved.number} was saved.` : `Contract ${saved.number} was registered as a draft.`,
      );
      await navigate(contractPagePath(saved.id));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const { control } = form;

  return (
    <>
      <PageHeader
        title="Contract Registration Form"
        description={
          contract
            ? `Changing contract ${contract.number}: its dates and value, and its signed documents.`
            : proposal
              ? `From proposal v${proposal.version} of ${proposal.enquiryTitle}, accepted.`
              : 'The contract, its dates and value, and its signed documents. It starts as a draft.'
        }
      />
      <PipelineFormCard
        form={form}
        onSubmit={onSubmit}
        onCancel={() => void navigate(contract ? contractPagePath(contract.id) : CONTRACT_LIST_PATH)}
        waiting={uploading}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={control} name="companyId" label="Company">
            {(field) => <IdSelect {...field} options={companies} placeholder="Choose a company" />}
          </LabeledField>
          <LabeledField control={control} name="number" label="Contract number" hint="Unique across contracts.">
            {(field) => <Input {...field} />}
          </LabeledField>
        </div>
        <LabeledField control={control} name="title" label="Title">
          {(field) => <Input {...field} />}
        </LabeledField>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField control={control} name="contractType" label="Contract type">
            {(field) => (
              <OptionSelect
                {...field}
                placeholder="Choose a type"
                options={types.map((t) => ({ value: t.code, label: t.label }))}
              />
            )}
          </LabeledField>
          <LabeledField control={control} name="currency" label="Currency" hint="A three-letter code such as INR.">
            {(field) => <Input {...field} value={field.value ?? ''} />}
          </LabeledField>
          <LabeledField control={control} name="startDate" label="Start date">
            {(field) => <DateField id={field.name} ref={field.ref} value={field.value} onChange={field.onChange} />}
          </LabeledField>
          <LabeledField control={control} name="endDate" label="End date">
            {(field) => <DateField id={field.name} ref={field.ref} value={field.value} onChange={field.onChange} />}
          </LabeledField>
          <LabeledField control={control} name="value" label="Value">
            {(field) => <DecimalInput {...field} />}
          </LabeledField>
        </div>
        <FormField
          control={control}
          name="documentIds"
          id="documentIds"
          render={({ field }) => (
            <FormItem>
              <span className="text-sm font-medium">Documents</span>
              <FormControl>
                <FilePicker
                  category="CONTRACT_DOCUMENT"
                  value={documents}
                  onChange={(files) => {
                    setDocuments(files);
                    field.onChange(files.map((f) => f.id));
                  }}
                  max={20}
                  label="Attach contract documents"
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
