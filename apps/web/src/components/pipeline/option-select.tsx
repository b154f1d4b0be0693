import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import type { PickerOption } from '@/lib/picker-options';

export interface OptionSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  value: string | null | undefined;
  onChange: (value: string) => void;
  options: readonly PickerOption[];
  /** The first, empty choice: what choosing none means ("Choose a unit", "The whole contract"). */
  placeholder: string;
}

/** A choice of codes, with an empty first one that the shared schema refuses where a choice is required. */
export function OptionSelect({ value, onChange, options, placeholder, ...props }: OptionSelectProps) {
  return (
    <NativeSelect {...props} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
