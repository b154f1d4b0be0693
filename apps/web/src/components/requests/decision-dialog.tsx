import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { Decision } from './request-queries';

export interface PendingDecision {
  decision: Decision;
  ids: number[];
  /** Chosen with the checkboxes: decided through the bulk endpoint, which answers per request. */
  bulk: boolean;
  /** Whose request, or how many: "Rahul Verma's Casual Leave", "3 requests". */
  subject: string;
}

interface DecisionDialogProps {
  pending: PendingDecision | null;
  /** The family refuses a rejection without a reason (documents): the dialog asks for one before sending. */
  remarkRequiredToReject?: boolean;
  busy: boolean;
  onConfirm: (remark: string | undefined) => void;
  onClose: () => void;
}

const REMARK_MAX = 500;

/** Asks for the remark of a decision: optional to approve; asked for to reject, and required where the family says so. */
export function DecisionDialog({ pending, remarkRequiredToReject = false, busy, onConfirm, onClose }: DecisionDialogProps) {
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = pending?.decision === 'reject';
  const required = reject && remarkRequiredToReject;

  const close = () => {
    if (busy) return;
    setRemark('');
    setMissing(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (required && !remark.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(remark.trim() || undefined);
    setRemark('');
    setMissing(false);
  };

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{reject ? 'Reject' : 'Approve'} {pending?.subject}?</DialogTitle>
          <DialogDescription>
            {reject ? 'Say why, so the requester knows what to change. They are told at once.' : 'The requester is told at once. A remark is optional.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="decision-remark">{reject ? `Reason for rejecting${required ? '' : ' (recommended)'}` : 'Remark (optional)'}</Label>
            <Textarea
              id="decision-remark"
              value={remark}
              onChange={(e) => {
                setRemark(e.target.value);
                if (e.target.value.trim()) setMissing(false);
              }}
              maxLength={REMARK_MAX}
              rows={3}
              autoFocus
              aria-required={required || undefined}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? 'decision-remark-error' : undefined}
            />
            <FieldError id="decision-remark-error">{missing ? 'Give a reason.' : undefined}</FieldError>
            <p className="text-xs text-muted-foreground">
              {remark.length}/{REMARK_MAX}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant={reject ? 'destructive' : 'default'} disabled={busy}>
              {busy && <Spinner />}
              {reject ? 'Reject' : 'Approve'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
