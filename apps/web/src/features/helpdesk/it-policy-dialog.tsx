import { useState } from 'react';
import { ZItPolicyInputSchema, type TItPolicy } from '@staffdesk/shared/schemas/helpdesk';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { DateField } from '@/components/date-picker/date-field';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCreateItPolicy } from './api/create-it-policy';
import { useUpdateItPolicy } from './api/update-it-policy';

/** Add a policy, or its next version: title, summary, effective from, and a PDF or an https link. */
export function ItPolicyDialog({ editing, onClose }: { editing: TItPolicy | null; onClose: () => void }) {
  const create = useCreateItPolicy();
  const update = useUpdateItPolicy();
  const [documents, setDocuments] = useState<TUploadedFile[]>(editing?.document ? [editing.document] : []);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(ZItPolicyInputSchema, {
    defaultValues: {
      title: editing?.title ?? '',
      summary: editing?.summary ?? '',
      effectiveFrom: editing?.effectiveFrom ?? '',
      documentId: editing?.document?.id ?? null,
      url: editing?.url ?? null,
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    if (uploading) return;
    try {
      const saved = editing ? await update.mutateAsync({ id: editing.id, body }) : await create.mutateAsync(body);
      toast.success(
        editing ? `Version ${saved.version} of "${saved.title}" was published.` : `"${saved.title}" was published.`,
      );
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open onOpenChange={(next) => !next && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? `New Version of ${editing.title}` : 'Add a Policy'}</DialogTitle>
          <DialogDescription>
            {editing ? 'The earlier versions are kept.' : 'Everyone can read it once it is published.'}
          </DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="title"
              id="policy-title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Title</FormLabel>
                  <FormControl>
                    <Input maxLength={200} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="summary"
              id="policy-summary"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Summary</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={2000} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="effectiveFrom"
              id="policy-effective"
              render={({ field }) => (
                <FormItem className="sm:max-w-60">
                  <FormLabel>Effective from</FormLabel>
                  <FormControl>
                    <DateField id="policy-effective" ref={field.ref} value={field.value} onChange={field.onChange} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="documentId"
              id="policy-document"
              render={({ field }) => (
                <FormItem>
                  <span className="text-sm font-medium">Document (PDF)</span>
                  <FormControl>
                    <FilePicker
                      category="POLICY_DOCUMENT"
                      value={documents}
                      onChange={(next) => {
                        setDocuments(next);
                        field.onChange(next[0]?.id ?? null);
                      }}
                      max={1}
                      label="Add the policy document"
                      onBusyChange={setUploading}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {/* No link is null, not '': the schema asks for one of a document and a link. */}
            <FormField
              control={form.control}
              name="url"
              id="policy-url"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Or a link</FormLabel>
                  <FormControl>
                    <Input
                      type="url"
                      placeholder="https://"
                      {...field}
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(event.target.value.trim() ? event.target.value : null)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormServerAlert />
            <FormDialogFooter waiting={uploading} onCancel={onClose} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
