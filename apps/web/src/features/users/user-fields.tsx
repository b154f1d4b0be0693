import { useFormContext, type FieldValues } from 'react-hook-form';
import type { TUserOption } from '@staffdesk/shared/schemas/users';
import { DateField } from '@/components/date-picker/date-field';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

interface FieldProps {
  /** The form value's name; the control's id too, which tests and the hint's id name. */
  name: string;
  label: string;
  hint?: string;
}

/** A labelled text input of the form around it; `suggestions` offers known values (departments) as a list. */
export function TextField({
  name,
  label,
  hint,
  type = 'text',
  suggestions,
  required,
  autoComplete,
}: FieldProps & { type?: string; suggestions?: readonly string[]; required?: boolean; autoComplete?: string }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <FormField
      control={control}
      name={name}
      id={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              required={required}
              autoComplete={autoComplete}
              list={suggestions ? `${name}-suggestions` : undefined}
              {...field}
              value={field.value ?? ''}
            />
          </FormControl>
          {suggestions && (
            <datalist id={`${name}-suggestions`}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          )}
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled date of the form around it, typed in the company's order or picked; the form holds the ISO date. */
export function DateInputField({ name, label, hint, max }: FieldProps & { max?: string }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <FormField
      control={control}
      name={name}
      id={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <DateField id={name} ref={field.ref} value={field.value ?? ''} onChange={field.onChange} max={max} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled text of a few lines (an address, a bio). */
export function TextAreaField({ name, label, hint, autoComplete }: FieldProps & { autoComplete?: string }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <FormField
      control={control}
      name={name}
      id={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea rows={3} autoComplete={autoComplete} {...field} value={field.value ?? ''} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
  emptyLabel: string;
  disabled?: boolean;
  /** The value the form holds for an option, and back: an id is a number in the form, text in the select. */
  parse?: (value: string) => unknown;
  /** After a choice: what else it changes (the country's state goes with it). */
  onChosen?: (value: string) => void;
}

/** A labelled select of the form around it; the empty option first. */
export function SelectField({ name, label, hint, options, emptyLabel, disabled, parse, onChosen }: SelectFieldProps) {
  const { control } = useFormContext<FieldValues>();
  return (
    <FormField
      control={control}
      name={name}
      id={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect
              {...field}
              value={field.value == null ? '' : String(field.value)}
              onChange={(event) => {
                field.onChange(parse ? parse(event.target.value) : event.target.value);
                onChosen?.(event.target.value);
              }}
              disabled={disabled}
            >
              <option value="">{emptyLabel}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The reporting manager, held as their user id; none is null. */
export function ManagerField({ managers }: { managers: readonly TUserOption[] }) {
  return (
    <SelectField
      name="reportingManagerId"
      label="Reporting manager"
      emptyLabel="Nobody"
      parse={(value) => (value === '' ? null : Number(value))}
      options={managers.map((m) => ({
        value: String(m.userId),
        label: m.designation ? `${m.fullname} (${m.designation})` : m.fullname,
      }))}
    />
  );
}
