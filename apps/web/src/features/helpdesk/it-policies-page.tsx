import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FileText, Plus, ShieldCheck } from 'lucide-react';
import { itPoliciesApi } from '@staffdesk/shared/api/helpdesk';
import { ZItPolicyInputSchema, type TItPolicy } from '@staffdesk/shared/schemas/helpdesk';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { can } from '@staffdesk/shared/roles';
import { AttachmentViewer } from '@/components/attachments/attachment-viewer';
import { FilePicker } from '@/components/attachments/file-picker';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import { DateField } from '@/components/date-picker/date-field';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useUserContext } from '@/lib/api/get-user-context';
import { callApi } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { FormDialogFooter } from '@/components/form-footer';

const POLICIES_KEY = ['it-policies'] as const;
type Field = 'title' | 'summary' | 'effectiveFrom' | 'documentId' | 'url';

/** Add a policy, or its next version: title, summary, effective from, and a PDF or an https link. */
function PolicyDialog({ editing, open, onClose }: { editing: TItPolicy | null; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [summary, setSummary] = useState(editing?.summary ?? '');
  const [effectiveFrom, setEffectiveFrom] = useState(editing?.effectiveFrom ?? '');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [documents, setDocuments] = useState<TUploadedFile[]>(editing?.document ? [editing.document] : []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const save = useMutation({
    mutationFn: (body: {
      title: string;
      summary: string;
      effectiveFrom: string;
      documentId: string | null;
      url: string | null;
    }) =>
      editing
        ? callApi(itPoliciesApi.updateItPolicy, { params: { id: editing.id }, body }, { toastErrors: false })
        : callApi(itPoliciesApi.createItPolicy, { body }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POLICIES_KEY }),
  });

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
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(
          editing ? `Version ${saved.version} of "${saved.title}" was published.` : `"${saved.title}" was published.`,
        );
        onClose();
      },
      onError: (error) => setRefusal(error.message),
    });
  };
  const field = (name: Field) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !save.isPending && onClose()}>
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
          <FormDialogFooter pending={save.isPending} waiting={uploading} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One policy: its PDF shown inline, or its link. */
function PolicyViewer({ policy, onClose }: { policy: TItPolicy | null; onClose: () => void }) {
  return (
    <Dialog open={policy !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{policy?.title}</DialogTitle>
          <DialogDescription>
            Version {policy?.version}, effective from {formatDate(policy?.effectiveFrom)}. {policy?.summary}
          </DialogDescription>
        </DialogHeader>
        {policy?.document && <AttachmentViewer files={[policy.document]} initiallyOpen />}
        {policy?.url && (
          <Button asChild variant="outline" className="justify-self-start">
            <a href={policy.url} target="_blank" rel="noreferrer noopener">
              <ExternalLink aria-hidden="true" /> Open the policy (new tab)
            </a>
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** IT policies: everyone reads them; those who manage them add, change (a new version) and retire them. */
export function ItPoliciesPage() {
  const user = useUserContext();
  const manages = can(user.data?.userRoleList ?? [], 'MANAGE_IT_POLICIES');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: POLICIES_KEY, queryFn: () => callApi(itPoliciesApi.itPolicies, { query: {} }) });
  const [reading, setReading] = useState<TItPolicy | null>(null);
  const [editing, setEditing] = useState<TItPolicy | null | 'new'>(null);
  const [retiring, setRetiring] = useState<TItPolicy | null>(null);
  const retire = useMutation({
    mutationFn: (id: number) => callApi(itPoliciesApi.retireItPolicy, { params: { id } }),
    onSuccess: (p) => toast.success(`"${p.title}" was retired.`),
    onSettled: () => {
      setRetiring(null);
      return queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
    },
  });
  const columns: DataTableColumn<TItPolicy>[] = [
    {
      id: 'title',
      header: 'Title',
      value: (p) => p.title,
      sortKey: 'title',
      searchable: true,
      card: 'title',
      width: 'sm',
    },
    { id: 'summary', header: 'Summary', value: (p) => p.summary, searchable: true, width: 'lg' },
    { id: 'version', header: 'Version', value: (p) => p.version, numeric: true, width: 'fit' },
    {
      id: 'effectiveFrom',
      header: 'Effective from',
      cell: (p) => formatDate(p.effectiveFrom),
      value: (p) => p.effectiveFrom,
      sortKey: 'effectiveFrom',
      width: 'fit',
    },
  ];
  return (
    <>
      <PageHeader
        title="IT Policies"
        description="The rules for company devices, accounts and networks."
        actions={
          manages && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" /> Add policy
            </Button>
          )
        }
      />
      <DataTable
        mode="client"
        label="IT policies"
        noun="policies"
        columns={columns}
        rows={query.data}
        getRowId={(p) => p.id}
        query={query}
        errorTitle="The IT policies could not be loaded."
        empty={{
          icon: ShieldCheck,
          title: 'No IT policies yet.',
          hint: manages ? 'Add the first one.' : 'The IT desk publishes them here.',
        }}
        defaultSort={{ key: 'title', order: 'asc' }}
        search={{ label: 'Search policies' }}
        rowActions={(p) => (
          <div className="flex flex-wrap justify-end gap-1">
            <Button size="sm" variant="outline" onClick={() => setReading(p)} aria-label={`Open ${p.title}`}>
              <FileText aria-hidden="true" /> Open
            </Button>
            {manages && (
              <>
                <Button size="sm" variant="ghost" onClick={() => setEditing(p)} aria-label={`Edit ${p.title}`}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive hover:text-destructive"
                  onClick={() => setRetiring(p)}
                  aria-label={`Retire ${p.title}`}
                >
                  Retire
                </Button>
              </>
            )}
          </div>
        )}
      />
      <PolicyViewer policy={reading} onClose={() => setReading(null)} />
      {editing !== null && (
        <PolicyDialog
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          open
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={`Retire ${retiring?.title ?? 'this policy'}?`}
        description="It leaves the list; its versions are kept."
        confirmLabel="Retire policy"
        onConfirm={() => retiring && retire.mutate(retiring.id)}
        pending={retire.isPending}
      />
    </>
  );
}
