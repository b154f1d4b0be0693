import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ApproveField } from './request-family';
import type { Decision } from './request-queries';

export interface PendingDecision {
  decision: Decision;
  ids: number[];
  /** Chosen with the checkboxes: decided through the bulk endpoint, which answers per request. */
  bulk: boolean;
  /** Whose request, or how many: "Rahul Verma's Casual Leave", "3 requests". */
  subject: string;
}

/** The words of a family's decisions ("Solve", "Reject"), and whether every decision needs a note (a ticket's resolution). */
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
  onConfirm: (remark: string | undefined, values: Record<string, string>) => void;
  onClose: () => void;
  /** Where focus goes once the dialog has closed; call event.preventDefault() to take it from the opener. */
  onCloseAutoFocus?: (event: Event) => void;
  /** What to look at before deciding one request (its receipts). */
  details?: ReactNode;
  /** What an approval records, asked beside the remark. */
  approveFields?: readonly ApproveField[];
}

const REMARK_MAX = 500;

/**
 * Asks for the remark of a decision (optional to approve unless the family needs a note for every decision;
 * required to reject: the server refuses a rejection without one) and what an approval records.
 */
export function DecisionDialog({ pending, words = DEFAULT_WORDS, busy, onConfirm, onClose, onCloseAutoFocus, details, approveFields = [] }: DecisionDialogProps) {
  const [remark, setRemark] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reject = pending?.decision === 'reject';
  const fields = reject ? [] : approveFields;
  const verb = reject ? words.reject : words.approve;
  const noted = words.remarkRequired;
  const remarkRequired = reject || noted;

  const reset = () => {
    setRemark('');
    setValues({});
    setErrors({});
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {};
    if (remarkRequired && !remark.trim()) found.remark = noted ? 'Give a resolution note.' : 'Give the reason for rejecting.';
    for (const field of fields) if (!values[field.name]?.trim()) found[field.name] = field.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onConfirm(remark.trim() || undefined, Object.fromEntries(fields.map((f) => [f.name, values[f.name]!.trim()])));
    reset();
  };

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className={details ? 'sm:max-w-2xl' : 'sm:max-w-md'} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            {verb} {pending?.subject}?
          </DialogTitle>
          <DialogDescription>
            {noted
              ? 'Write the resolution note the requester will read. They are told at once.'
              : reject
                ? 'Say why, so the requester knows what to change. They are told at once.'
                : 'The requester is told at once. A remark is optional.'}
          </DialogDescription>
        </DialogHeader>
        {details && <div className="max-h-[50vh] overflow-y-auto">{details}</div>}
        <form onSubmit={submit} noValidate className="grid gap-4">
          {fields.map((field, index) => (
            <div key={field.name} className="grid gap-2">
              <Label htmlFor={`decision-${field.name}`}>{field.label}</Label>
              <Input
                id={`decision-${field.name}`}
                value={values[field.name] ?? ''}
                onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `decision-${field.name}-error` : undefined}
                autoFocus={index === 0}
              />
              <FieldError id={`decision-${field.name}-error`}>{errors[field.name]}</FieldError>
            </div>
          ))}
          <div className="grid gap-2">
            <Label htmlFor="decision-remark">{noted ? 'Resolution note' : reject ? 'Reason for rejecting' : 'Remark (optional)'}</Label>
            <Textarea
              id="decision-remark"
              value={remark}
              onChange={(e) => {
                setRemark(e.target.value);
                if (e.target.value.trim() && errors.remark) setErrors(({ remark: _, ...rest }) => rest);
              }}
              maxLength={REMARK_MAX}
              rows={3}
              autoFocus={fields.length === 0}
              aria-required={remarkRequired}
              aria-invalid={errors.remark ? true : undefined}
              aria-describedby={errors.remark ? 'decision-remark-error' : undefined}
            />
            <FieldError id="decision-remark-error">{errors.remark}</FieldError>
            <p className="text-xs text-muted-foreground">
              {remark.length}/{REMARK_MAX}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              Cancel
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
