import { createContext, useContext } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { readableFieldError } from '@/components/field-messages';

export interface FormFieldContextValue {
  name: string;
  /** The control's id; its message and description take their ids from it. */
  id: string;
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

export interface FormItemContextValue {
  /** Whether a FormDescription is shown, so the control is described by it only while it is. */
  described: boolean;
  setDescribed: (described: boolean) => void;
}

export const FormItemContext = createContext<FormItemContextValue | null>(null);

/** API field names in the shared schemas' messages, put as the form's labels ("checkOut" → "check-out time"). */
export const FieldLabelsContext = createContext<Readonly<Record<string, string>>>({});

/** The field a label, control, description or message belongs to, and the message to show under it. */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  const labels = useContext(FieldLabelsContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name });
  if (!field) throw new Error('useFormField: a form field part belongs inside <FormField>.');
  const { error, invalid } = getFieldState(field.name, formState);
  return {
    name: field.name,
    id: field.id,
    descriptionId: `${field.id}-hint`,
    messageId: `${field.id}-error`,
    described: item?.described ?? false,
    setDescribed: item?.setDescribed,
    invalid,
    message: readableFieldError(error?.message, labels),
  };
}
