import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import { benefitLinksApi } from '@staffdesk/shared/api/benefit-links';
import {
  ZBenefitLinkInputSchema,
  type BenefitLinkKind,
  type TBenefitLink,
} from '@staffdesk/shared/schemas/benefit-links';
import { can } from '@staffdesk/shared/roles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/api-client';
import { useUserContext } from '@/lib/api/get-user-context';
import { toast } from '@/lib/toast';
import { FormButtons } from '@/components/form-footer';
import { titleCase } from '@/lib/title-case';

const ENDPOINTS = {
  MEDICLAIM: {
    list: benefitLinksApi.mediclaimLinks,
    create: benefitLinksApi.createMediclaimLink,
    remove: benefitLinksApi.deleteMediclaimLink,
  },
  PF: { list: benefitLinksApi.pfLinks, create: benefitLinksApi.createPfLink, remove: benefitLinksApi.deletePfLink },
} as const;

type Field = 'title' | 'url' | 'description';

/** The links of one kind (mediclaim, provident fund); those who keep them add and remove them here. */
export function BenefitLinksPanel({ kind, what }: { kind: BenefitLinkKind; what: string }) {
  const queryClient = useQueryClient();
  const roles = useUserContext().data?.userRoleList ?? [];
  const manages = can(roles, 'MANAGE_BENEFIT_LINKS');
  const key = ['benefit-links', kind];
  const links = useQuery({ queryKey: key, queryFn: () => callApi(ENDPOINTS[kind].list, {}) });
  const [values, setValues] = useState<Record<Field, string>>({ title: '', url: '', description: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [removing, setRemoving] = useState<TBenefitLink>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (body: Record<Field, string>) => callApi(ENDPOINTS[kind].create, { body }, { toastErrors: false }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(ENDPOINTS[kind].remove, { params: { id } }),
    onSettled: refresh,
  });
  const id = (field: Field) => `${kind.toLowerCase()}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZBenefitLinkInputSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    create.mutate(values, {
      onSuccess: () => {
        toast.success('The link was added.');
        setValues({ title: '', url: '', description: '' });
      },
    });
  };

  const items = links.data?.items;
  return (
    <div className="grid gap-6">
      {links.isError ? (
        <p role="alert">The {what} links could not be loaded.</p>
      ) : !items ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading…
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {what} links yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label={`${what} links`}>
          {items.map((link) => (
            <li key={link.id} className="flex items-start justify-between gap-3 rounded-lg border p-3">
              <div className="min-w-0">
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                >
                  {link.title}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                {link.description && <p className="text-sm text-muted-foreground">{link.description}</p>}
              </div>
              {manages && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(link)}
                  aria-label={`Remove ${link.title}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {manages && (
        <form
          onSubmit={submit}
          noValidate
          className="grid max-w-xl gap-4 rounded-lg border p-4"
          aria-label={`Add a ${what} link`}
        >
          <h3 className="font-medium">{titleCase(`Add a ${what} link`)}</h3>
          {(['title', 'url', 'description'] as const).map((field) => (
            <div key={field} className="grid gap-2">
              <Label htmlFor={id(field)}>
                {field === 'url' ? 'Link (https)' : field === 'title' ? 'Title' : 'Description (optional)'}
              </Label>
              <Input
                id={id(field)}
                type={field === 'url' ? 'url' : 'text'}
                value={values[field]}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
              />
              <FieldError id={`${id(field)}-error`}>{errors[field]}</FieldError>
            </div>
          ))}
          <FormAlert message={create.error?.message} />
          <FormButtons
            pending={create.isPending}
            onCancel={() => {
              setValues({ title: '', url: '', description: '' });
              setErrors({});
            }}
          />
        </form>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title="Remove This Link?"
        description={removing ? `"${removing.title}" will no longer be shown to anyone.` : ''}
        confirmLabel="Remove link"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success('The link was removed.');
              setRemoving(undefined);
            },
          });
        }}
      />
    </div>
  );
}
