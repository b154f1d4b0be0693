import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { HttpError } from '@/lib/http';

/** The alert's error: rhf clears root errors at each submit, so a refusal is said until the next try. */
export const SERVER_ERROR = 'root.server';

const DETAIL = /^([\w.]+): (.+)$/;

/** The fields a refusal's errorDetails name ("fromDate: no working day in this range"), by the form's values. */
function fieldErrorsOf<T extends FieldValues>(error: unknown, values: T): [FieldPath<T>, string][] {
  const details =
    error instanceof HttpError && error.body && typeof error.body === 'object'
      ? (error.body as { errorDetails?: unknown }).errorDetails
      : undefined;
  if (!Array.isArray(details)) return [];
  const found = new Map<FieldPath<T>, string>();
  for (const detail of details) {
    const match = typeof detail === 'string' ? DETAIL.exec(detail) : null;
    if (!match?.[1] || !match[2]) continue;
    const path = match[1] as FieldPath<T>;
    if (get(values, path) !== undefined && !found.has(path)) found.set(path, match[2]);
  }
  return [...found];
}

/**
 * Shows a server's refusal on the form: each field its errorDetails name gets its message, the first one
 * the focus; a refusal that names no field of the form is the form's alert (FormServerAlert). Returns
 * whether a field was named.
 */
export function applyServerErrors<T extends FieldValues, O>(
  form: Pick<UseFormReturn<T, unknown, O>, 'getValues' | 'setError'>,
  error: unknown,
): boolean {
  const fields = fieldErrorsOf(error, form.getValues());
  fields.forEach(([path, message], index) =>
    form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (fields.length === 0) form.setError(SERVER_ERROR, { type: 'server', message: refusalOf(error) });
  return fields.length > 0;
}

export function refusalOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The form could not be sent. Please try again.';
}
