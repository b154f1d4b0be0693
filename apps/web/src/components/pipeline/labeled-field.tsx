import type { ReactElement } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';

interface LabeledFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  label: string;
  /** A hint under the control, which describes it. */
  hint?: string;
  /** The control, given the field's value, handlers and ref. */
  children: (field: ControllerRenderProps<TValues, TName>) => ReactElement;
}

/**
 * One field of a contracts or projects form, of the kit's parts: its label, its control (whose id is the
 * field's API name, as links and tests know it), its hint and its message.
 */
export function LabeledField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>({
  control,
  name,
  label,
  hint,
  children,
}: LabeledFieldProps<TValues, TName, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      id={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
