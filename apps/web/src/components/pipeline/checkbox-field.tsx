import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { Checkbox } from '@/components/ui/checkbox';

interface CheckboxFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** A yes-or-no field of the form. */
  name: TName;
  id: string;
  label: string;
}

/** A yes-or-no field: a checkbox with its label beside it. */
export function CheckboxField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>({
  control,
  name,
  id,
  label,
}: CheckboxFieldProps<TValues, TName, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      id={id}
      render={({ field }) => (
        <FormItem className="flex items-center gap-2">
          <FormControl>
            <Checkbox
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          </FormControl>
          <FormLabel>{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}
