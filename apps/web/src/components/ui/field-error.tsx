import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The message under a form field; role=alert so a screen reader hears it when it appears. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
