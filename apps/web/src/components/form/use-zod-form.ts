import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

type ZodFormOptions<S extends z.ZodType<unknown, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>;

/**
 * A form checked by a schema, the shared one the server checks the body with: the form's values are its
 * input, a submit receives its output. A refused submit takes the focus to the first invalid field.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, options?: ZodFormOptions<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
}
