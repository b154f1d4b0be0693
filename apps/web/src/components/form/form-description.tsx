import { useLayoutEffect, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFormField } from './use-form-field';

/** A hint under a field; the control is described by it while it is shown. */
export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId, setDescribed } = useFormField();
  useLayoutEffect(() => {
    setDescribed?.(true);
    return () => setDescribed?.(false);
  }, [setDescribed]);
  return (
    <p
      data-slot="form-description"
      id={descriptionId}
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}
