import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { useFormField } from './use-form-field';

interface FormControlProps extends ComponentProps<typeof Slot.Root> {
  /** What else describes the control (a strength meter), read before its description and message. */
  'aria-describedby'?: string;
}

/**
 * The field's control (an input, a select, a picker): given its id, whether it is invalid, and what
 * describes it, its description and its message while each is shown.
 */
export function FormControl({ 'aria-describedby': also, ...props }: FormControlProps) {
  const { id, descriptionId, messageId, described, invalid, message } = useFormField();
  const describedBy = [described && descriptionId, also, message && messageId].filter(Boolean).join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  );
}
