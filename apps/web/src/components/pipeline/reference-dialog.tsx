import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { FormDialogFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface ReferenceDialogProps<TInput extends FieldValues, TOutput> {
  title: string;
  description: string;
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The add or edit dialog of a short list beside a section's main one (a method, a category, an activity):
 * its fields, the server's refusal, Cancel and Submit. Mounted only while open.
 */
export function ReferenceDialog<TInput extends FieldValues, TOutput>({
  title,
  description,
  form,
  onSubmit,
  onClose,
  children,
}: ReferenceDialogProps<TInput, TOutput>) {
  return (
    <Dialog open onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {children}
            <FormServerAlert />
            <FormDialogFooter onCancel={onClose} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
