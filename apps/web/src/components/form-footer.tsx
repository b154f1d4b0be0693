import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CardFooter } from '@/components/ui/card';
import { DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSending } from '@/components/form/use-form-sending';

interface FormFooterProps {
  /** The form's mutation is sending it: both buttons wait, Submit with a spinner. Inside a <Form>, its submit does too. */
  pending?: boolean;
  /** Something else must finish first (an upload): Submit waits. */
  waiting?: boolean;
  /** Where Cancel goes: back to where the form was opened from, unless given. */
  onCancel?: () => void;
}

interface FormButtonsProps {
  /** The form's mutation is sending it: both buttons wait, and Submit says "Submitting…". Inside a <Form>, its submit does too. */
  pending?: boolean;
  /** Something else must finish first (an upload): Submit waits. */
  waiting?: boolean;
  /** What Cancel does: close the dialog, or clear the form. */
  onCancel: () => void;
}

function CancelButton({
  pending,
  onCancel,
  variant,
}: {
  pending: boolean;
  onCancel: () => void;
  variant: 'ghost' | 'outline';
}) {
  const busy = useFormSending(pending);
  return (
    <Button type="button" variant={variant} onClick={onCancel} disabled={busy}>
      Cancel
    </Button>
  );
}

/** The buttons under every request form: Submit, or Cancel back to where it was opened from. */
export function FormFooter({ pending = false, waiting = false, onCancel }: FormFooterProps) {
  const navigate = useNavigate();
  return (
    <CardFooter className="mt-6 gap-2 border-t">
      <SubmitButton pending={pending} waiting={waiting} />
      <CancelButton pending={pending} variant="ghost" onCancel={onCancel ?? (() => void navigate(-1))} />
    </CardFooter>
  );
}

/** The same pair at the end of a form dialog: Cancel closes it. */
export function FormDialogFooter({ pending = false, waiting = false, onCancel }: FormButtonsProps) {
  return (
    <DialogFooter>
      <CancelButton pending={pending} variant="outline" onCancel={onCancel} />
      <SubmitButton pending={pending} waiting={waiting} />
    </DialogFooter>
  );
}

/** The same pair at the end of a form inside a page or a card (not a whole page): Cancel clears it, or leaves. */
export function FormButtons({ pending = false, waiting = false, onCancel }: FormButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton pending={pending} waiting={waiting} />
      <CancelButton pending={pending} variant="outline" onCancel={onCancel} />
    </div>
  );
}
