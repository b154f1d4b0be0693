import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { FieldError } from '@/components/ui/field-error';
import type { Decision } from './request-queries';

export interface PendingDecision {
  decision: Decision;
  ids: number[];
  /** Chosen with the checkboxes: decided through the bulk endpoint, which answers per request. */
  bulk: boolean;
  /** Whose request, or how many: "Rahul Verma's Casual Leave", "3 requests". */
  subject: string;
}

/** The words of a family's decisions ("Solve", "Reject"), and whether each needs a note. */
export interface DecisionWords {
  approve: string;
  reject: string;
  remarkRequired: boolean;
}

const DEFAULT_WORDS: DecisionWords = { approve: 'Approve', reject: 'Reject', remarkRequired: false };

interface DecisionDialogProps {
  pending: PendingDecision | null;
  words?: DecisionWords;
  busy: boolean;
  onConfirm: (remark: string | undefined) => void;
  onClose: () => void;
}

const REMARK_MAX = 500;

/** Asks for the remark of a decision: optional to approve, asked for (not forced) to reject. */
export function DecisionDialog({ pending, busy, onConfirm, onClose, words = DEFAULT_WORDS }: DecisionDialogProps) {
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = pending?.decision === 'reject';
  const verb = reject ? words.reject : words.approve;
  const required = words.remarkRequired;

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
          <DialogTitle>
            {verb} {pending?.subject}?
          </DialogTitle>
          <DialogDescription>
            {required
              ? 'Write the resolution note the requester will read. They are told at once.'
              : reject
                ? 'Say why, so the requester knows what to change. They are told at once.'
                : 'The requester is told at once. A remark is optional.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="decision-remark">{required ? 'Resolution note' : reject ? 'Reason for rejecting (recommended)' : 'Remark (optional)'}</Label>
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
              required={required}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? 'decision-remark-error' : undefined}
            />
            {missing && <FieldError id="decision-remark-error">Give a resolution note.</FieldError>}
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
              {verb}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
