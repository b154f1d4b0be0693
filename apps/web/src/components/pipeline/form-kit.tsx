import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { DateField as DateInput } from '@/components/date-picker/date-field';
import { describedByIds, serverFieldErrors } from '@/components/field-messages';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { HttpError } from '@/lib/http';

/**
 * The state of one of the pipeline's forms: the text of its fields (by their API names), the message under
 * each, and the server's refusal. Every form of the section is these fields, one shared schema and a save.
 */
export function usePipelineForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const set = (field: F, value: string) => setValues((v) => ({ ...v, [field]: value }));

  /**
   * Checks the body against the shared schema, showing each problem under its field; when it holds, saves
   * it and shows a refusal (and the fields it names) the same way.
   */
  function submitWith<S extends z.ZodType>(
    schema: S,
    body: unknown,
    save: (body: z.output<S>, done: { onError: (error: Error) => void }) => void,
  ) {
    return (event: Pick<FormEvent, 'preventDefault'>) => {
      event.preventDefault();
      setRefusal(undefined);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const found: Partial<Record<F, string>> = {};
        for (const issue of parsed.error.issues) found[String(issue.path[0]) as F] ??= issue.message;
        setErrors(found);
        return;
      }
      setErrors({});
      save(parsed.data, {
        onError: (error) => {
          setRefusal(error.message);
          if (error instanceof HttpError)
            setErrors(serverFieldErrors(error.body, Object.keys(values)) as Partial<Record<F, string>>);
        },
      });
    };
  }

  return { values, set, setValues, errors, refusal, submitWith };
}

type PipelineForm<F extends string> = ReturnType<typeof usePipelineForm<F>>;

interface FieldProps<F extends string> {
  form: PipelineForm<F>;
  name: F;
  label: string;
  hint?: string;
}

/** A field's label, control and message: the control gets its id, its invalid state and what describes it. */
function FieldShell<F extends string>({
  form,
  name,
  label,
  hint,
  children,
}: FieldProps<F> & {
  children: (aria: { id: F; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const error = form.errors[name];
  const message = error?.startsWith('must be a date') ? 'Choose a date.' : error;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={name}>{label}</Label>
      {children({
        id: name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds(name, error !== undefined, hint ? `${name}-hint` : undefined),
      })}
      {hint && (
        <p id={`${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${name}-error`}>{message}</FieldError>
    </div>
  );
}

export function TextField<F extends string>({
  type = 'text',
  inputMode,
  ...props
}: FieldProps<F> & { type?: 'text' | 'email' | 'tel' | 'url'; inputMode?: 'decimal' }) {
  return (
    <FieldShell {...props}>
      {(aria) => (
        <Input
          {...aria}
          type={type}
          inputMode={inputMode}
          value={props.form.values[props.name]}
          onChange={(e) => props.form.set(props.name, e.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** A day, typed in the company's order or picked on a calendar; the form holds it as an ISO date. */
export function DateField<F extends string>(props: FieldProps<F>) {
  return (
    <FieldShell {...props}>
      {(aria) => (
        <DateInput
          {...aria}
          value={props.form.values[props.name]}
          onChange={(day) => props.form.set(props.name, day)}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField<F extends string>(props: FieldProps<F>) {
  return (
    <FieldShell {...props}>
      {(aria) => (
        <Textarea
          {...aria}
          rows={3}
          value={props.form.values[props.name]}
          onChange={(e) => props.form.set(props.name, e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function SelectField<F extends string>({
  options,
  placeholder,
  onPick,
  ...props
}: FieldProps<F> & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
  onPick?: (value: string) => void;
}) {
  return (
    <FieldShell {...props}>
      {(aria) => (
        <NativeSelect
          {...aria}
          value={props.form.values[props.name]}
          onChange={(e) => {
            props.form.set(props.name, e.target.value);
            onPick?.(e.target.value);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldShell>
  );
}

/** A number typed in a field, for the schema: empty is "not given", anything else a number (NaN is refused there). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(/,/g, '')));
/** An id picked in a select. */
export const idOrUndefined = (text: string) => (text === '' ? undefined : Number(text));
/** A page's `?id=` style parameter as an id. */
export const idParam = (params: URLSearchParams, name: string) => {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
