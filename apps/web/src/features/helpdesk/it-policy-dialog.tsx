import { useState, type FormEvent } from 'react';
import { ZItPolicyInputSchema, type TItPolicy } from '@staffdesk/shared/schemas/helpdesk';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { FormAlert } from '@/components/form-alert';
import { DateField } from '@/components/date-picker/date-field';
import { FormDialogFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCreateItPolicy } from './api/create-it-policy';
import { useUpdateItPolicy } from './api/update-it-policy';

type Field = 'title' | 'summary' | 'effectiveFrom' | 'documentId' | 'url';

/** Add a policy, or its next version: title, summary, effective from, and a PDF or an https link. */
export function ItPolicyDialog({
  editing,
  open,
  onClose,
}: {
  editing: TItPolicy | null;
  open: boolean;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [summary, setSummary] = useState(editing?.summary ?? '');
  const [effectiveFrom, setEffectiveFrom] = useState(editing?.effectiveFrom ?? '');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [documents, setDocuments] = useState<TUploadedFile[]>(editing?.document ? [editing.document] : []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateItPolicy();
  const update = useUpdateItPolicy();
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const body = { title, summary, effectiveFrom, documentId: documents[0]?.id ?? null, url: url.trim() || null };
    const parsed = ZItPolicyInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= field === 'effectiveFrom' ? 'Choose an effective-from date.' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const answer = {
      onSuccess: (saved: TItPolicy) => {
        toast.success(
          editing ? `Version ${saved.version} of "${saved.title}" was published.` : `"${saved.title}" was published.`,
        );
        onClose();
      },
      onError: (error: Error) => setRefusal(error.message),
    };
    if (editing) update.mutate({ id: editing.id, body }, answer);
    else create.mutate(body, answer);
  };
  const field = (name: Field) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? `New Version of ${editing.title}` : 'Add a Policy'}</DialogTitle>
          <DialogDescription>
            {editing ? 'The earlier versions are kept.' : 'Everyone can read it once it is published.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="policy-title">Title</Label>
            <Input
              id="policy-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
              {...field('title')}
            />
            <FieldError id="title-error">{errors.title}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="policy-summary">Summary</Label>
            <Textarea
              id="policy-summary"
              rows={3}
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
              maxLength={2000}
              {...field('summary')}
            />
            <FieldError id="summary-error">{errors.summary}</FieldError>
          </div>
          <div className="grid gap-2 sm:max-w-60">
            <Label htmlFor="policy-effective">Effective from</Label>
            <DateField
              id="policy-effective"
              value={effectiveFrom}
              onChange={setEffectiveFrom}
              {...field('effectiveFrom')}
            />
            <FieldError id="effectiveFrom-error">{errors.effectiveFrom}</FieldError>
          </div>
          <div className="grid gap-2">
            <span className="text-sm font-medium">Document (PDF)</span>
            <FilePicker
              category="POLICY_DOCUMENT"
              value={documents}
              onChange={setDocuments}
              max={1}
              label="Add the policy document"
              onBusyChange={setUploading}
              {...field('documentId')}
            />
            <FieldError id="documentId-error">{errors.documentId}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="policy-url">Or a link</Label>
            <Input
              id="policy-url"
              type="url"
              placeholder="https://"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              {...field('url')}
            />
            <FieldError id="url-error">{errors.url}</FieldError>
          </div>
          <FormAlert message={refusal} />
          <FormDialogFooter pending={saving} waiting={uploading} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
