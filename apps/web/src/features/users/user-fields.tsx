import type { ReactNode } from 'react';
import type { TUserOption } from '@staffdesk/shared/schemas/users';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

function describedBy(name: string, error?: string, hint?: string) {
  return [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
}

function Frame({
  name,
  label,
  error,
  hint,
  children,
}: Pick<FieldProps, 'name' | 'label' | 'error' | 'hint'> & { children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={name}>{label}</Label>
      {children}
      {hint && (
        <p id={`${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${name}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled text input with its hint and error; `suggestions` offers known values (departments) as a list. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  suggestions,
  required,
}: FieldProps & { type?: string; suggestions?: readonly string[]; required?: boolean }) {
  return (
    <Frame name={name} label={label} error={error} hint={hint}>
      <Input
        id={name}
        name={name}
        type={type}
        value={value}
        required={required}
        list={suggestions ? `${name}-suggestions` : undefined}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      />
      {suggestions && (
        <datalist id={`${name}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </Frame>
  );
}

/** A labelled select; the empty option first. */
export function SelectField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  options,
  emptyLabel,
  disabled,
}: FieldProps & { options: readonly { value: string; label: string }[]; emptyLabel: string; disabled?: boolean }) {
  return (
    <Frame name={name} label={label} error={error} hint={hint}>
      <NativeSelect
        id={name}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Frame>
  );
}

export function ManagerField({
  value,
  onChange,
  error,
  managers,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  managers: readonly TUserOption[];
}) {
  return (
    <SelectField
      name="reportingManagerId"
      label="Reporting manager"
      value={value}
      onChange={onChange}
      error={error}
      emptyLabel="Nobody"
      options={managers.map((m) => ({
        value: String(m.userId),
        label: m.designation ? `${m.fullname} (${m.designation})` : m.fullname,
      }))}
    />
  );
}
