import { z } from 'zod';
import { ZIdTextSchema, ZIsoDateSchema, ZPageQuerySchema, pageOf } from './common';

/** One field an audit row changed, as text a person reads: null where the field was (or became) empty. */
export const ZAuditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type TAuditChange = z.infer<typeof ZAuditChangeSchema>;

/** One audit row: who did what to which record, when, and which fields it changed. */
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  /** The verb of the action: 'approve' of 'event-request.approve'. */
  verb: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The request's decision remark, where the row records one. */
  remark: z.string().nullable(),
  changes: z.array(ZAuditChangeSchema),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

/** A request's history: its audit rows, oldest first. */
export const ZRequestHistorySchema = z.object({ items: z.array(ZAuditEntrySchema) });
export type TRequestHistory = z.infer<typeof ZRequestHistorySchema>;

const ZAuditNameSchema = (what: string) =>
  z
    .string()
    .trim()
    .max(100, `The ${what} can be at most 100 characters.`)
    .regex(/^[a-z0-9.:_-]*$/i, `Give the ${what} as a name such as event-request or event-request.approve.`)
    .transform((v) => v || undefined)
    .optional();

/** The audit screen's filters: who acted, on which kind of record, which action, between two dates (inclusive, UTC). */
export const ZAuditQuerySchema = ZPageQuerySchema.extend({
  actorId: ZIdTextSchema.optional(),
  entity: ZAuditNameSchema('entity'),
  /** The whole action (event-request.approve) or its verb (approve). */
  action: ZAuditNameSchema('action'),
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'The from date cannot be after the to date.',
  path: ['from'],
});
export type TAuditQuery = z.input<typeof ZAuditQuerySchema>;

export const ZAuditPageSchema = pageOf(ZAuditEntrySchema);
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;

/** The people who acted, the entities and the actions the log holds, for the screen's filters. */
export const ZAuditFacetsSchema = z.object({
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type TAuditFacets = z.infer<typeof ZAuditFacetsSchema>;
