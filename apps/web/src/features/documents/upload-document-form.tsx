import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  DOCUMENT_TYPES,
  ZEmployeeDocumentCreateSchema,
  type TEmployeeDocument,
} from '@staffdesk/shared/schemas/documents';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { DateField } from '@/components/date-picker/date-field';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { FormAlert } from '@/components/form-alert';
import { describedByIds, readableFieldError, serverFieldErrors } from '@/components/field-messages';
import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useSaveDocument } from './api/save-document';
import { DOCUMENTS_PATH } from './paths';

type DocumentInput = z.input<typeof ZEmployeeDocumentCreateSchema>;
type DocumentOutput = z.output<typeof ZEmployeeDocumentCreateSchema>;

const FIELDS = ['documentType', 'documentNumber', 'fileId', 'expiryDate'] as const;
type Field = (typeof FIELDS)[number];

/** Upload a document for HR to verify; given a rejected one, upload it again with a new file. */
export function UploadDocumentForm({ rejected }: { rejected?: TEmployeeDocument }) {
  const navigate = useNavigate();
  const save = useSaveDocument(rejected?.id);
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<DocumentInput, unknown, DocumentOutput>({
    resolver: zodResolver(ZEmployeeDocumentCreateSchema),
    defaultValues: {
      documentType: rejected?.documentType ?? ('' as DocumentInput['documentType']),
      documentNumber: rejected?.documentNumber ?? '',
      fileId: '',
      expiryDate: rejected?.expiryDate ?? null,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    save.mutate(values, {
      onSuccess: () => {
        toast.success(
          rejected ? 'Your document was sent again for verification.' : 'Your document was sent for verification.',
        );
        void navigate(DOCUMENTS_PATH);
      },
      onError: (error) => {
        setRefusal(error.message);
        if (error instanceof HttpError) {
          for (const [field, message] of Object.entries(serverFieldErrors(error.body, FIELDS)))
            form.setError(field as Field, { message });
        }
      },
    });
  });

  const message = (name: Field) => readableFieldError(errors[name]?.message, {});
  const describedBy = (name: Field, hint?: string) => describedByIds(name, errors[name] !== undefined, hint);

  const chooseFiles = (chosen: TUploadedFile[]) => {
    setFiles(chosen);
    form.setValue('fileId', chosen[0]?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-5">
          {rejected?.remark && (
            <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              <span className="font-medium">Why it was rejected:</span> {rejected.remark}
            </p>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor="documentType">Type of document</Label>
              <NativeSelect
                id="documentType"
                aria-invalid={errors.documentType ? true : undefined}
                aria-describedby={describedBy('documentType')}
                {...form.register('documentType')}
              >
                <option value="">Choose…</option>
                {DOCUMENT_TYPES.map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id="documentType-error">{message('documentType')}</FieldError>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="documentNumber">Document number</Label>
              <Input
                id="documentNumber"
                autoComplete="off"
                maxLength={60}
                aria-invalid={errors.documentNumber ? true : undefined}
                aria-describedby={describedBy('documentNumber')}
                {...form.register('documentNumber')}
              />
              <FieldError id="documentNumber-error">{message('documentNumber')}</FieldError>
            </div>
          </div>
          <div className="grid gap-2 sm:max-w-60">
            <Label htmlFor="expiryDate">Expiry date (if it has one)</Label>
            <Controller
              control={form.control}
              name="expiryDate"
              render={({ field }) => (
                <DateField
                  id="expiryDate"
                  value={field.value ?? ''}
                  onChange={(day) => field.onChange(day || null)}
                  aria-invalid={errors.expiryDate ? true : undefined}
                  aria-describedby={describedBy('expiryDate', 'expiryDate-hint')}
                />
              )}
            />
            <p id="expiryDate-hint" className="text-xs text-muted-foreground">
              Passports and driving licences expire; you are reminded a month before.
            </p>
            <FieldError id="expiryDate-error">{message('expiryDate')}</FieldError>
          </div>
          <div className="grid gap-2">
            <span className="text-sm font-medium" id="file-label">
              File
            </span>
            <FilePicker
              category="EMPLOYEE_DOCUMENT"
              value={files}
              onChange={chooseFiles}
              max={1}
              label={rejected ? 'Choose the new file' : 'Choose the file'}
              aria-describedby={errors.fileId ? 'fileId-error' : undefined}
              aria-invalid={errors.fileId ? true : undefined}
              onBusyChange={setUploading}
            />
            <FieldError id="fileId-error">{message('fileId')}</FieldError>
          </div>
          <FormAlert message={refusal} />
        </CardContent>
        <FormFooter pending={save.isPending} waiting={uploading} onCancel={() => void navigate(DOCUMENTS_PATH)} />
      </form>
    </Card>
  );
}
