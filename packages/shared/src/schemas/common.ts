import { z } from 'zod';
import { ERROR_CODES } from '../constants';

/** Every error body of the API. */
export const ZErrorResponseSchema = z.object({
  message: z.string(),
  errorDetails: z.array(z.string()).optional(),
  code: z.enum([ERROR_CODES.passwordChangeRequired]).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export const ZMessageResponseSchema = z.object({ message: z.string() });

/** Ids are PostgreSQL integers: a larger number names nothing and must not reach a query. */
export const MAX_ID = 2_147_483_647;

export const ZIdSchema = z
  .number({ error: 'Give the id as a number.' })
  .int('Give the id as a whole number.')
  .positive('Give the id as a positive whole number.')
  .max(MAX_ID, 'Give a known id.');

/** Digits only: `" 1"`, `+1`, `01`, `1e0` and `0x10` are refused. */
export const ZIdTextSchema = z.coerce
  .string()
  .regex(/^(0|[1-9][0-9]*)$/, 'Write the id in digits only, without a sign, spaces or leading zeros.')
  .transform(Number)
  .pipe(ZIdSchema);

export const ZIdParamsSchema = z.object({ id: ZIdTextSchema });

export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'The pageSize must be at least 1.')
    .max(200, 'The pageSize can be at most 200.')
    .default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ORDER_MESSAGE = 'Order must be asc or desc.';
export type SortOrder = (typeof SORT_ORDERS)[number];

/** "A, B or C". */
export function listOf(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

export function sortQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaults: { sort: F[number]; order: SortOrder },
) {
  return {
    sort: z.enum(fields, { error: `Sort by one of: ${fields.join(', ')}.` }).default(defaults.sort as never),
    order: z.enum(SORT_ORDERS, { error: ORDER_MESSAGE }).default(defaults.order),
  };
}

export const SEARCH_TOO_LONG = 'The search can be at most 100 characters.';

/** Over names or titles; empty means none. */
export const ZSearchQuerySchema = z
  .string()
  .trim()
  .max(100, SEARCH_TOO_LONG)
  .transform((v) => v || undefined)
  .optional();

/** PostgreSQL refuses year 0, and nothing of an HR portal lies outside these. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A real date, YYYY-MM-DD. */
export const ZIsoDateSchema = z.iso
  .date({ error: 'Choose a date (YYYY-MM-DD).' })
  .refine(yearInRange, `Choose a date between January 01, ${MIN_YEAR} and December 31, ${MAX_YEAR}.`);

export const ZMonthYearSchema = z
  .string({ error: 'Choose a month (YYYY-MM).' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month (YYYY-MM).')
  .refine(yearInRange, `Choose a month between January ${MIN_YEAR} and December ${MAX_YEAR}.`);

/** PostgreSQL refuses NUL in text, and no other control character but tab and newline belongs in typed text. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (only tab and new line are allowed).';

/**
 * The first field whose text or name holds a control character, as a dotted path. Every operation's input goes
 * through this before its schema, so that no text field, present or future, lets one through.
 */
export function fieldWithControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || '(value)' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTER.test(key)) return at;
    const found = fieldWithControlCharacter(inner, at);
    if (found) return found;
  }
  return undefined;
}

/** `z.record(z.enum(keys), value)` written as properties, so that the OpenAPI document names every key. */
export function keyedObject<const K extends string, S extends z.ZodType>(keys: readonly K[], value: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as { [P in K]: S });
}
