import { z } from 'zod';

/** Every error body of the API. */
export const ZErrorResponseSchema = z.object({
  message: z.string(),
  errorDetails: z.array(z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export const ZMessageResponseSchema = z.object({ message: z.string() });

/** Ids are PostgreSQL integers: a larger number names nothing and must not reach a query. */
export const MAX_ID = 2_147_483_647;

export const ZIdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be a positive whole number').max(MAX_ID, 'is not a known id');

export const ZIdParamsSchema = z.object({ id: z.coerce.number({ error: 'id must be a number' }).pipe(ZIdSchema) });

export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1, 'pageSize must be at least 1').max(200, 'pageSize can be at most 200').default(20),
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
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A list's `sort` (one of its sortable fields) and `order`, with the list's default order. */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F, defaults: { sort: F[number]; order: SortOrder }) {
  return {
    sort: z.enum(fields, { error: `sort must be one of ${fields.join(', ')}` }).default(defaults.sort as never),
    order: z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).default(defaults.order),
  };
}

/** A list's text search over names (or titles): trimmed, at most 100 characters; empty means none. */
export const ZSearchQuerySchema = z
  .string()
  .trim()
  .max(100, 'search can be at most 100 characters')
  .transform((v) => v || undefined)
  .optional();

/** ISO calendar date, YYYY-MM-DD, and a real one. */
export const ZIsoDateSchema = z.iso.date({ error: 'must be a date in the form YYYY-MM-DD' });

/**
 * An object with exactly these keys, each of one schema: what `z.record(z.enum(keys), value)` means, written
 * as properties so that the OpenAPI document names every key.
 */
export function keyedObject<const K extends string, S extends z.ZodType>(keys: readonly K[], value: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as { [P in K]: S });
}
