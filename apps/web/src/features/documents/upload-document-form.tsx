import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DOCUMENT_TYPES,
  ZEmployeeDocumentCreateSchema,
  type TEmployeeDocument,
  type TEmployeeDocumentCreate,
} from '@staffdesk/shared/schemas/documents';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useSaveDocument } from './api/save-document';
import { DOCUMENTS_PATH } from './paths';

/** Upload a document for HR to verify; given a rejected one, upload it again with a new file. */
export function UploadDocumentForm({ rejected }: { rejected?: TEmployeeDocument }) {
  const navigate = useNavigate();
  const save = useSaveDocument(rejected?.id);
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(ZEmployeeDocumentCreateSchema, {
    defaultValues: {
      documentType: rejected?.documentType ?? ('' as TEmployeeDocumentCreate['documentType']),
      documentNumber: rejected?.documentNumber ?? '',
      fileId: '',
      expiryDate: rejected?.expiryDate ?? null,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(
        rejected ? 'Your document was sent again for verification.' : 'Your document was sent for verification.',
      );
      await navigate(DOCUMENTS_PATH);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Card className="max-w-2xl">
      <Form form={form}>
        <form onSubmit={onSubmit} noValidate className="contents">
          <CardContent className="grid gap-5">
            {rejected?.remark && (
              <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
                <span className="font-medium">Why it was rejected:</span> {rejected.remark}
              </p>
            )}
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="documentType"
                id="documentType"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Type of document</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        <option value="">Choose…</option>
                        {DOCUMENT_TYPES.map(([code, label]) => (
                          <option key={code} value={code}>
                            {label}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="documentNumber"
                id="documentNumber"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Document number</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" maxLength={60} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="expiryDate"
              id="expiryDate"
              render={({ field }) => (
                <FormItem className="sm:max-w-60">
                  <FormLabel>Expiry date (if it has one)</FormLabel>
                  <FormControl>
                    <DateField
                      id="expiryDate"
                      ref={field.ref}
                      value={field.value ?? ''}
                      onChange={(day) => field.onChange(day || null)}
                    />
                  </FormControl>
                  <FormDescription>
                    Passports and driving licences expire; you are reminded a month before.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="fileId"
              id="fileId"
              render={({ field }) => (
                <FormItem>
                  <span className="text-sm font-medium" id="file-label">
                    File
                  </span>
                  <FormControl>
                    <FilePicker
                      category="EMPLOYEE_DOCUMENT"
                      value={files}
                      onChange={(chosen) => {
                        setFiles(chosen);
                        field.onChange(chosen[0]?.id ?? '');
                      }}
                      max={1}
                      label={rejected ? 'Choose the new file' : 'Choose the file'}
                      onBusyChange={setUploading}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormServerAlert />
          </CardContent>
          <FormFooter waiting={uploading} onCancel={() => void navigate(DOCUMENTS_PATH)} />
          <UnsavedChangesGuard />
        </form>
      </Form>
    </Card>
  );
}
