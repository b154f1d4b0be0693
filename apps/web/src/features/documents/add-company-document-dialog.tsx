import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  COMPANY_DOCUMENT_TYPES,
  ZCompanyDocumentCreateSchema,
  type TCompanyDocumentCreate,
} from '@staffdesk/shared/schemas/documents';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialogFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useAddCompanyDocument } from './api/add-company-document';
import { useDocumentRecipients } from './api/get-document-recipients';

const EVERYONE = 'everyone';

const EMPTY: TCompanyDocumentCreate = {
  title: '',
  documentType: '' as TCompanyDocumentCreate['documentType'],
  fileId: '',
  employeeId: null,
};

/** For those who add company documents: a title, a type, one employee or everyone, and the file. */
export function AddCompanyDocumentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddCompanyDocument();
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(ZCompanyDocumentCreateSchema, { defaultValues: EMPTY });

  const reset = () => {
    form.reset(EMPTY);
    setFiles([]);
  };
  const close = (next: boolean) => {
    if (form.formState.isSubmitting) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      toast.success(
        body.employeeId ? 'The document was given to the employee.' : 'The document was given to everyone.',
      );
      reset();
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Company Document</DialogTitle>
          <DialogDescription>
            Give an offer letter, a payslip or a policy to one employee, or to everyone.
          </DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="title"
              id="company-title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Title</FormLabel>
                  <FormControl>
                    <Input maxLength={120} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="documentType"
              id="company-type"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Type</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      <option value="">Choose…</option>
                      {COMPANY_DOCUMENT_TYPES.map(([code, label]) => (
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
            <RecipientFields />
            <FormField
              control={form.control}
              name="fileId"
              id="company-file"
              render={({ field }) => (
                <FormItem>
                  <span className="text-sm font-medium">File</span>
                  <FormControl>
                    <FilePicker
                      category="COMPANY_DOCUMENT"
                      value={files}
                      onChange={(chosen) => {
                        setFiles(chosen);
                        field.onChange(chosen[0]?.id ?? '');
                      }}
                      max={1}
                      label="Choose the file"
                      onBusyChange={setUploading}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormServerAlert />
            <FormDialogFooter waiting={uploading} onCancel={() => close(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** One employee, found by name, or everyone; mounted with the dialog's content, so each opening starts afresh. */
function RecipientFields() {
  const { control } = useFormContext<TCompanyDocumentCreate>();
  const [search, setSearch] = useState('');
  const people = useDocumentRecipients(search, true);
  return (
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
      <FormField
        control={control}
        name="employeeId"
        id="company-recipient"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>For</FormLabel>
            <FormControl>
              <NativeSelect
                ref={field.ref}
                name={field.name}
                value={field.value == null ? EVERYONE : String(field.value)}
                onChange={(e) => field.onChange(e.target.value === EVERYONE ? null : Number(e.target.value))}
                onBlur={field.onBlur}
              >
                <option value={EVERYONE}>Everyone</option>
                {(people.data?.items ?? []).map((p) => (
                  <option key={p.employeeId} value={String(p.employeeId)}>
                    {p.fullname} ({p.employeeCode})
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
