import { useId } from 'react';
import { Controller, type ControllerProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormFieldContext } from './use-form-field';

type FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = ControllerProps<
  TValues,
  TName,
  TOutput
> & {
  /** The control's id, when a test or a link names it; otherwise one is made. */
  id?: string;
};

/** One field of the form: its value and state for the control, and an id its label and message refer to. */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  id,
  ...props
}: FormFieldProps<TValues, TName, TOutput>) {
  const made = useId();
  return (
    <FormFieldContext value={{ name: props.name, id: id ?? made }}>
      <Controller {...props} />
    </FormFieldContext>
  );
}
