import { useMemo, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FormItemContext } from './use-form-field';

/** A field's label, control, description and message, stacked. */
export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const [described, setDescribed] = useState(false);
  const value = useMemo(() => ({ described, setDescribed }), [described]);
  return (
    <FormItemContext value={value}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext>
  );
}
