import type { ComponentProps } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { useFormField } from './use-form-field';

/** What is wrong with the field, next to it and announced; nothing while the field is fine. */
export function FormMessage(props: Omit<ComponentProps<'p'>, 'children' | 'id'>) {
  const { messageId, message } = useFormField();
  return (
    <FieldError data-slot="form-message" id={messageId} {...props}>
      {message}
    </FieldError>
  );
}
