import { useFormContext, type UseFormReturn } from 'react-hook-form';

/**
 * Whether the form is being sent: its submit is running, or the mutation it started (`pending`) is. Outside
 * a <Form> only `pending` tells.
 */
export function useFormSending(pending = false): boolean {
  const form = useFormContext() as UseFormReturn | null;
  return (form?.formState.isSubmitting ?? false) || pending;
}
