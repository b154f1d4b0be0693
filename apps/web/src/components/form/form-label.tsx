import type { ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { useFormField } from './use-form-field';

export function FormLabel(props: ComponentProps<typeof Label>) {
  const { id, invalid } = useFormField();
  return <Label data-slot="form-label" data-error={invalid || undefined} htmlFor={id} {...props} />;
}
