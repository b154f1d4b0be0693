import { useState, type FormEvent, type ReactNode } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ApproveField, QueueAction } from './request-family';
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
  /** A step's own action (marking claims paid) in place of the decision: asked in its words, with no remark. */
  action?: Pick<QueueAction, 'verb' | 'title' | 'description'>;
}

const REMARK_MAX = 500;

/** What is wrong with a field's value: nothing given, or what its rule says (the API's message). */
function fieldError(field: ApproveField, value: string): string | undefined {
  if (!value) return field.required;
  const checked = field.schema?.safeParse(value);
  return checked && !checked.success ? (checked.error.issues[0]?.message ?? field.required) : undefined;
}

/** What the dialog says of a decision's remark, the requester being told at once. */
function remarkPrompt(noted: boolean, reject: boolean): string {
  if (noted) return 'Write the resolution note the requester will read. They are told at once.';
  return reject
    ? 'Say why, so the requester knows what to change. They are told at once.'
    : 'The requester is told at once. A remark is optional.';
}

interface RemarkFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required: boolean;
  autoFocus: boolean;
}

/** A decision's remark, with how much of it is written. */
function RemarkField({ label, value, onChange, error, required, autoFocus }: RemarkFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="decision-remark">{label}</Label>
      <Textarea
        id="decision-remark"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={REMARK_MAX}
        rows={3}
        autoFocus={autoFocus}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'decision-remark-error' : undefined}
      />
      <FieldError id="decision-remark-error">{error}</FieldError>
      <p className="text-xs text-muted-foreground">
        {value.length}/{REMARK_MAX}
      </p>
    </div>
  );
}

interface DecisionFieldProps {
  field: ApproveField;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Several requests are decided at once: its hint may say so. */
  bulk: boolean;
  autoFocus: boolean;
}

/** One thing a decision records (an asset's tag, a payment's reference), its hint under it until it is wrong. */
function DecisionField({ field, value, onChange, error, bulk, autoFocus }: DecisionFieldProps) {
  const id = `decision-${field.name}`;
  const hint = error ? undefined : field.hint?.(bulk);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{field.label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={field.schema?.maxLength ?? undefined}
        autoFocus={autoFocus}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * Asks for the remark of a decision (optional to approve unless the family needs a note for every decision;
 * required to reject: the server refuses a rejection without one) and what an approval records. A step's own
 * action asks only what it records.
 */
export function DecisionDialog({
  pending,
  words = DEFAULT_WORDS,
  busy,
  onConfirm,
  onClose,
  onCloseAutoFocus,
  details,
  approveFields = [],
  action,
}: DecisionDialogProps) {
  const [remark, setRemark] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reject = pending?.decision === 'reject';
  const fields = reject ? [] : approveFields;
  const verb = action?.verb ?? (reject ? words.reject : words.approve);
  const noted = words.remarkRequired;
  const asksRemark = !action;
  const remarkRequired = asksRemark && (reject || noted);

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
    if (remarkRequired && !remark.trim())
      found.remark = noted ? 'Give a resolution note.' : 'Give the reason for rejecting.';
    for (const field of fields) {
      const error = fieldError(field, values[field.name]?.trim() ?? '');
      if (error) found[field.name] = error;
    }
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
            {action ? action.title(pending?.subject ?? '') : `${verb} ${pending?.subject ?? ''}?`}
          </DialogTitle>
          <DialogDescription>{action ? action.description : remarkPrompt(noted, reject)}</DialogDescription>
        </DialogHeader>
        {details && <div className="max-h-[50vh] overflow-y-auto">{details}</div>}
        <form onSubmit={submit} noValidate className="grid gap-4">
          {fields.map((field, index) => (
            <DecisionField
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              onChange={(value) => setValues({ ...values, [field.name]: value })}
              error={errors[field.name]}
              bulk={pending?.bulk ?? false}
              autoFocus={index === 0}
            />
          ))}
          {asksRemark && (
            <RemarkField
              label={noted ? 'Resolution note' : reject ? 'Reason for rejecting' : 'Remark (optional)'}
              value={remark}
              onChange={(value) => {
                setRemark(value);
                if (value.trim() && errors.remark) setErrors(({ remark: _, ...rest }) => rest);
              }}
              error={errors.remark}
              required={remarkRequired}
              autoFocus={fields.length === 0}
            />
          )}
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
