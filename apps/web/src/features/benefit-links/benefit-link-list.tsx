import { useState } from 'react';
import { ExternalLink, Trash2 } from 'lucide-react';
import type { BenefitLinkKind, TBenefitLink } from '@staffdesk/shared/schemas/benefit-links';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useBenefitLinks } from './api/get-benefit-links';
import { useDeleteBenefitLink } from './api/delete-benefit-link';

interface BenefitLinkListProps {
  kind: BenefitLinkKind;
  what: string;
  /** The viewer keeps these links: each has a button that removes it, after a confirmation. */
  manages: boolean;
}

/** The links of one kind, each opening in a new tab. */
export function BenefitLinkList({ kind, what, manages }: BenefitLinkListProps) {
  const links = useBenefitLinks(kind);
  const remove = useDeleteBenefitLink(kind);
  const [removing, setRemoving] = useState<TBenefitLink>();
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success('The link was removed.');
        setRemoving(undefined);
      },
    });

  const items = links.data?.items;
  if (links.isError) return <p role="alert">The {what} links could not be loaded.</p>;
  if (!items)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Loading…
      </p>
    );
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No {what} links yet.</p>;
  return (
    <>
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
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title="Remove This Link?"
        description={removing ? `"${removing.title}" will no longer be shown to anyone.` : ''}
        confirmLabel="Remove link"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}
