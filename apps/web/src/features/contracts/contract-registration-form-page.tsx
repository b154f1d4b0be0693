import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { addYears, format } from 'date-fns';
import { ZContractRequestSchema, type TContract, type TProposal } from '@staffdesk/shared/schemas/contracts';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { FormAlert } from '@/components/form-alert';
import { FormFooter } from '@/components/form-footer';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMasterData } from '@/lib/api/get-master-data';
import { toast } from '@/lib/toast';
import { useCompanyOptions } from './api/get-companies';
import { useContract } from './api/get-contract';
import { useProposal } from './api/get-proposal';
import { useSaveContract } from './api/save-contract';
import {
  DateField,
  SelectField,
  TextField,
  idOrUndefined,
  idParam,
  numberOrNull,
  usePipelineForm,
} from '@/components/pipeline/form-kit';
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
  if (loading && !loading.data) return <Skeleton className="h-96 max-w-3xl" />;
  return <ContractForm contract={existing.data} proposal={id === undefined ? proposal.data : undefined} />;
}

function ContractForm({ contract, proposal }: { contract?: TContract; proposal?: TProposal }) {
  const navigate = useNavigate();
  const from = contract ?? proposal;
  const companies = useCompanyOptions(from && { id: from.companyId, name: from.companyName });
  const types = useMasterData().data?.contractTypes ?? [];
  const [documents, setDocuments] = useState<TUploadedFile[]>(contract?.documents ?? []);
  const [uploading, setUploading] = useState(false);
  const today = new Date();
  const form = usePipelineForm({
    companyId: String(contract?.companyId ?? proposal?.companyId ?? ''),
    number: contract?.number ?? '',
    title: contract?.title ?? proposal?.enquiryTitle ?? '',
    contractType: contract?.contractType ?? '',
    startDate: contract?.startDate ?? format(today, 'yyyy-MM-dd'),
    endDate: contract?.endDate ?? format(addYears(today, 1), 'yyyy-MM-dd'),
    value: String(contract?.value ?? proposal?.amount ?? ''),
    currency: contract?.currency ?? proposal?.currency ?? 'INR',
    documentIds: '',
  });
  const v = form.values;
  const save = useSaveContract();
  const body = {
    ...v,
    companyId: idOrUndefined(v.companyId),
    proposalId: contract?.proposalId ?? proposal?.id ?? null,
    value: numberOrNull(v.value) ?? undefined,
    documentIds: documents.map((d) => d.id),
  };
  const submit = form.submitWith(ZContractRequestSchema, body, (parsed, done) =>
    save.mutate(
      { id: contract?.id, body: parsed },
      {
        onSuccess: (saved) => {
          toast.success(
            contract ? `Contract ${saved.number} was saved.` : `Contract ${saved.number} was registered as a draft.`,
          );
          void navigate(contractPagePath(saved.id));
        },
        ...done,
      },
    ),
  );

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
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                form={form}
                name="companyId"
                label="Company"
                placeholder="Choose a company"
                options={companies}
              />
              <TextField form={form} name="number" label="Contract number" hint="Unique across contracts." />
            </div>
            <TextField form={form} name="title" label="Title" />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                form={form}
                name="contractType"
                label="Contract type"
                placeholder="Choose a type"
                options={types.map((t) => ({ value: t.code, label: t.label }))}
              />
              <TextField form={form} name="currency" label="Currency" hint="A three-letter code such as INR." />
              <DateField form={form} name="startDate" label="Start date" />
              <DateField form={form} name="endDate" label="End date" />
              <TextField form={form} name="value" label="Value" inputMode="decimal" />
            </div>
            <div className="grid gap-2">
              <span className="text-sm font-medium">Documents</span>
              <FilePicker
                category="CONTRACT_DOCUMENT"
                value={documents}
                onChange={setDocuments}
                max={20}
                label="Attach contract documents"
                onBusyChange={setUploading}
                aria-invalid={form.errors.documentIds ? true : undefined}
                aria-describedby={form.errors.documentIds ? 'documentIds-error' : undefined}
              />
              <FieldError id="documentIds-error">{form.errors.documentIds}</FieldError>
            </div>
            <FormAlert message={form.refusal} />
          </CardContent>
          <FormFooter
            pending={save.isPending}
            waiting={uploading}
            onCancel={() => void navigate(contract ? contractPagePath(contract.id) : CONTRACT_LIST_PATH)}
          />
        </form>
      </Card>
    </>
  );
}
