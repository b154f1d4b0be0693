import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormSending } from './use-form-sending';

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type' | 'children'> {
  /** The mutation is sending the form (a submit that does not wait for it). */
  pending?: boolean;
  /** Something else must finish first (an upload): the button waits. */
  waiting?: boolean;
  /** The button's word; "Submit" unless given. */
  label?: string;
  /** What it says while the form is sent. */
  pendingLabel?: string;
  /** An icon before the word, where the spinner shows while the form is sent. */
  icon?: ReactNode;
}

/** A form's primary button: busy, with a spinner, while the form is sent (issue 17). */
export function SubmitButton({
  pending = false,
  waiting = false,
  label = 'Submit',
  pendingLabel = 'Submitting…',
  icon,
  disabled,
  ...props
}: SubmitButtonProps) {
  const busy = useFormSending(pending);
  return (
    <Button type="submit" disabled={busy || waiting || disabled} {...props}>
      {busy ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        <>
          {icon}
          {label}
        </>
      )}
    </Button>
  );
}
