import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

interface DecimalInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

/** Empty is "not given" (null); anything else a number, NaN when it is not one, which the schema refuses. */
const parseDecimal = (text: string) => (text.trim() === '' ? null : Number(text.replace(/,/g, '')));
const textOf = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/**
 * An amount or a count typed as text ("7,50,000" too), held by the form as the number the shared schema
 * checks. What was typed stays as typed; a value set from outside (a reset) is shown as the number.
 */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const shown = Object.is(parseDecimal(text), value ?? null) ? text : textOf(value);
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDecimal(event.target.value));
      }}
    />
  );
}
