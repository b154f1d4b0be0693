import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

interface LostReasonDialogProps {
  /** The enquiry's title while the dialog is open. */
  title: string | undefined;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Marks an enquiry lost: the reason is required. */
export function LostReasonDialog({ title, busy, onConfirm, onClose }: LostReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Give the reason the enquiry was lost.');
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={title !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Mark the Enquiry Lost?</DialogTitle>
            <DialogDescription>
              {title}: it leaves the pipeline, and its open proposals are rejected with it.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="lostReason">Reason</Label>
            <Textarea
              id="lostReason"
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'lostReason-error' : undefined}
            />
            <FieldError id="lostReason-error">{error}</FieldError>
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy && <Spinner />}
              Mark lost
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
