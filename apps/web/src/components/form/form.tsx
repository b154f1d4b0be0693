import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldLabelsContext } from './use-form-field';

interface FormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The labels of the fields the shared schema's messages name by their API names. */
  labels?: Readonly<Record<string, string>>;
  children: ReactNode;
}

/** Gives the fields inside it their form: its values, its errors and the words of its messages. */
export function Form<TInput extends FieldValues, TOutput>({ form, labels, children }: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <FieldLabelsContext value={labels ?? NO_LABELS}>{children}</FieldLabelsContext>
    </FormProvider>
  );
}

const NO_LABELS: Readonly<Record<string, string>> = {};
