import { ExternalLink } from 'lucide-react';
import type { TItPolicy } from '@staffdesk/shared/schemas/helpdesk';
import { AttachmentViewer } from '@/components/attachments/attachment-viewer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/dates';

/** One policy: its PDF shown inline, or its link. */
export function ItPolicyViewer({ policy, onClose }: { policy: TItPolicy | null; onClose: () => void }) {
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
