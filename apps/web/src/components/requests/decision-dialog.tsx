import { useMemo, type ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
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
const NO_FIELDS: readonly ApproveField[] = [];

/** What the dialog says of a decision's remark, the requester being told at once. */
function remarkPrompt(noted: boolean, reject: boolean): string {
  if (noted) return 'Write the resolution note the requester will read. They are told at once.';
  return reject
    ? 'Say why, so the requester knows what to change. They are told at once.'
    : 'The requester is told at once. A remark is optional.';
}

/** A field's rule: something given, then what its rule says (the API's message). */
const fieldSchema = (field: ApproveField) =>
  z
    .string()
    .trim()
    .min(1, field.required)
    .pipe(field.schema ?? z.string());

/** The decision's schema: the remark (required to reject, or for a family that notes every decision) and the fields. */
function decisionSchema(remarkMessage: string | undefined, fields: readonly ApproveField[]) {
  return z.object({
    remark: remarkMessage ? z.string().trim().min(1, remarkMessage) : z.string().trim(),
    values: z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]))),
  });
}

type DecisionInput = z.input<ReturnType<typeof decisionSchema>>;

/** How much of the remark is written, out of what it may hold. */
function RemarkLength({ control }: { control: Control<DecisionInput> }) {
  const remark = useWatch({ control, name: 'remark' });
  return (
    <p className="text-xs text-muted-foreground">
      {remark.length}/{REMARK_MAX}
    </p>
  );
}

interface DecisionFormProps extends Omit<DecisionDialogProps, 'pending' | 'onCloseAutoFocus' | 'details'> {
  pending: PendingDecision;
  words: DecisionWords;
  approveFields: readonly ApproveField[];
}

/**
 * The decision's remark and what an approval records, mounted for each decision asked, so that each starts
 * empty with its own rules.
 */
function DecisionForm({ pending, words, busy, onConfirm, onClose, approveFields, action }: DecisionFormProps) {
  const reject = pending.decision === 'reject';
  const fields = reject ? NO_FIELDS : approveFields;
  const verb = action?.verb ?? (reject ? words.reject : words.approve);
  const noted = words.remarkRequired;
  const asksRemark = !action;
  const remarkRequired = asksRemark && (reject || noted);
  const remarkMessage = remarkRequired
    ? noted
      ? 'Give a resolution note.'
      : 'Give the reason for rejecting.'
    : undefined;
  const schema = useMemo(() => decisionSchema(remarkMessage, fields), [remarkMessage, fields]);
  const form = useZodForm(schema, {
    defaultValues: { remark: '', values: Object.fromEntries(fields.map((f) => [f.name, ''])) },
  });

  const submit = form.handleSubmit(({ remark, values }) => {
    if (busy) return;
    onConfirm(remark || undefined, values);
  });

  return (
    <Form form={form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {fields.map((field, index) => (
          <FormField
            key={field.name}
            control={form.control}
            name={`values.${field.name}`}
            id={`decision-${field.name}`}
            render={({ field: control, fieldState }) => (
              <FormItem>
                <FormLabel>{field.label}</FormLabel>
                <FormControl>
                  <Input
                    maxLength={field.schema?.maxLength ?? undefined}
                    autoFocus={index === 0}
                    aria-required
                    {...control}
                  />
                </FormControl>
                <FormMessage />
                {!fieldState.invalid && field.hint && <FormDescription>{field.hint(pending.bulk)}</FormDescription>}
              </FormItem>
            )}
          />
        ))}
        {asksRemark && (
          <FormField
            control={form.control}
            name="remark"
            id="decision-remark"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  {noted ? 'Resolution note' : reject ? 'Reason for rejecting' : 'Remark (optional)'}
                </FormLabel>
                <FormControl>
                  <Textarea
                    maxLength={REMARK_MAX}
                    rows={3}
                    autoFocus={fields.length === 0}
                    aria-required={remarkRequired}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
                <RemarkLength control={form.control} />
              </FormItem>
            )}
          />
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton variant={reject ? 'destructive' : 'default'} pending={busy} label={verb} pendingLabel={verb} />
        </DialogFooter>
      </form>
    </Form>
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
  onClose,
  onCloseAutoFocus,
  details,
  approveFields = [],
  action,
  ...props
}: DecisionDialogProps) {
  const reject = pending?.decision === 'reject';
  const verb = action?.verb ?? (reject ? words.reject : words.approve);
  const close = () => !busy && onClose();

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className={details ? 'sm:max-w-2xl' : 'sm:max-w-md'} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            {action ? action.title(pending?.subject ?? '') : `${verb} ${pending?.subject ?? ''}?`}
          </DialogTitle>
          <DialogDescription>
            {action ? action.description : remarkPrompt(words.remarkRequired, reject)}
          </DialogDescription>
        </DialogHeader>
        {details && <div className="max-h-[50vh] overflow-y-auto">{details}</div>}
        {pending && (
          <DecisionForm
            {...props}
            pending={pending}
            words={words}
            busy={busy}
            onClose={close}
            approveFields={approveFields}
            action={action}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
