import { useState, type FormEvent } from 'react';
import {
  COMPANY_DOCUMENT_TYPES,
  ZCompanyDocumentCreateSchema,
  type CompanyDocumentType,
} from '@staffdesk/shared/schemas/documents';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { FormAlert } from '@/components/form-alert';
import { serverFieldErrors } from '@/components/field-messages';
import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useAddCompanyDocument } from './api/add-company-document';
import { useDocumentRecipients } from './api/get-document-recipients';
import { FormDialogFooter } from '@/components/form-footer';

type Errors = Partial<Record<'title' | 'documentType' | 'employeeId' | 'fileId', string>>;

const EVERYONE = 'everyone';

/** For those who add company documents: a title, a type, one employee or everyone, and the file. */
export function AddCompanyDocumentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddCompanyDocument();
  const [title, setTitle] = useState('');
  const [documentType, setDocumentType] = useState<CompanyDocumentType | ''>('');
  const [search, setSearch] = useState('');
  const [recipient, setRecipient] = useState(EVERYONE);
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string>();
  const people = useDocumentRecipients(search, open);

  const reset = () => {
    setTitle('');
    setDocumentType('');
    setSearch('');
    setRecipient(EVERYONE);
    setFiles([]);
    setErrors({});
    setRefusal(undefined);
  };
  const close = (next: boolean) => {
    if (add.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title,
      documentType,
      fileId: files[0]?.id ?? '',
      employeeId: recipient === EVERYONE ? null : Number(recipient),
    };
    const parsed = ZCompanyDocumentCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(
          recipient === EVERYONE ? 'The document was given to everyone.' : 'The document was given to the employee.',
        );
        reset();
        onOpenChange(false);
      },
      onError: (error) => {
        setRefusal(error.message);
        if (error instanceof HttpError)
          setErrors(serverFieldErrors(error.body, ['title', 'documentType', 'employeeId', 'fileId']));
      },
    });
  };

  const invalid = (field: keyof Errors) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `company-${field}-error` } : {};

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Company Document</DialogTitle>
          <DialogDescription>
            Give an offer letter, a payslip or a policy to one employee, or to everyone.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="company-title">Title</Label>
            <Input
              id="company-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={120}
              {...invalid('title')}
            />
            <FieldError id="company-title-error">{errors.title}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="company-type">Type</Label>
            <NativeSelect
              id="company-type"
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value as CompanyDocumentType | '')}
              {...invalid('documentType')}
            >
              <option value="">Choose…</option>
              {COMPANY_DOCUMENT_TYPES.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="company-documentType-error">{errors.documentType}</FieldError>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor="company-people-search">Find an employee</Label>
              <Input
                id="company-people-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Name"
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="company-recipient">For</Label>
              <NativeSelect
                id="company-recipient"
                value={recipient}
                onChange={(e) => setRecipient(e.target.value)}
                {...invalid('employeeId')}
              >
                <option value={EVERYONE}>Everyone</option>
                {(people.data?.items ?? []).map((p) => (
                  <option key={p.employeeId} value={String(p.employeeId)}>
                    {p.fullname} ({p.employeeCode})
                  </option>
                ))}
              </NativeSelect>
              <FieldError id="company-employeeId-error">{errors.employeeId}</FieldError>
            </div>
          </div>
          <div className="grid gap-2">
            <span className="text-sm font-medium">File</span>
            <FilePicker
              category="COMPANY_DOCUMENT"
              value={files}
              onChange={setFiles}
              max={1}
              label="Choose the file"
              onBusyChange={setUploading}
              {...invalid('fileId')}
            />
            <FieldError id="company-fileId-error">{errors.fileId}</FieldError>
          </div>
          <FormAlert message={refusal} />
          <FormDialogFooter pending={add.isPending} waiting={uploading} onCancel={() => close(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
