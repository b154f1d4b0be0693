import { OptionSelect, type OptionSelectProps } from './option-select';

interface IdSelectProps extends Omit<OptionSelectProps, 'value' | 'onChange'> {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
}

/** A record picked by its id (a company, a task order): the form holds the id, null while none is chosen. */
export function IdSelect({ value, onChange, ...props }: IdSelectProps) {
  return (
    <OptionSelect
      {...props}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(text) => onChange(text === '' ? null : Number(text))}
    />
  );
}
