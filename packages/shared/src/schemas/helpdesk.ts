import { z } from 'zod';
import type { Permission } from '../roles';
import { ZIsoDateSchema, ZPageQuerySchema, ZSearchQuerySchema, keyedObject, pageOf, sortQuery, listOf } from './common';
import { ZFileIdSchema, ZUploadedFileSchema } from './files';
import { ZRequestBaseSchema } from './requests';

/** The help desk (DOMAIN.md, "IT help desk"): tickets, their comments, IT policies, statistics. */

export const TICKET_CATEGORIES = ['IT', 'HR', 'ADMIN'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** The open status first; approve means solve. */
export const TICKET_STATUSES = ['OPEN', 'SOLVED', 'REJECTED', 'CANCELLED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The permission that decides a ticket of each category. */
export const TICKET_DECIDERS: Readonly<Record<TicketCategory, Permission>> = {
  IT: 'VIEW_IT_TICKET_APPROVAL',
  HR: 'VIEW_HR_TICKET_APPROVAL',
  ADMIN: 'VIEW_ADMIN_TICKET_APPROVAL',
};

/** Hours from opening to due by, per priority. */
export const TICKET_DUE_HOURS: Readonly<Record<TicketPriority, number>> = { LOW: 72, MEDIUM: 24, HIGH: 8, URGENT: 4 };

export const MAX_TICKET_ATTACHMENTS = 3;

/** Sub-categories are master data (`ticketSubCategories`), coded `<CATEGORY>.<NAME>`: the prefix is their category. */
export const subCategoryBelongsTo = (subCategory: string, category: string) => subCategory.startsWith(`${category}.`);

const enumOf = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `Choose a ${field}: ${listOf(values)}.` });

export const ZTicketCategorySchema = enumOf(TICKET_CATEGORIES, 'category');
export const ZTicketPrioritySchema = enumOf(TICKET_PRIORITIES, 'priority');
export const ZTicketStatusSchema = enumOf(TICKET_STATUSES, 'status');

export const ZTicketCreateSchema = z.object({
  category: ZTicketCategorySchema,
  subCategory: z
    .string({ error: 'Choose a sub-category.' })
    .trim()
    .min(1, 'Choose a sub-category.')
    .max(100, 'The sub-category can be at most 100 characters.'),
  priority: ZTicketPrioritySchema,
  subject: z
    .string({ error: 'Give a subject.' })
    .trim()
    .min(3, 'Give a subject of at least 3 characters.')
    .max(200, 'The subject can be at most 200 characters.'),
  description: z
    .string({ error: 'Give a description.' })
    .trim()
    .min(10, 'Give a description of at least 10 characters.')
    .max(5000, 'The description can be at most 5000 characters.'),
  attachmentIds: z
    .array(ZFileIdSchema)
    .max(MAX_TICKET_ATTACHMENTS, `Attach at most ${MAX_TICKET_ATTACHMENTS} files.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Attach each file once.')
    .default([]),
});
export type TTicketCreate = z.input<typeof ZTicketCreateSchema>;

export const ZTicketSchema = ZRequestBaseSchema.extend({
  employeeCode: z.string().nullable(),
  category: z.string(),
  subCategory: z.string(),
  priority: z.string(),
  subject: z.string(),
  description: z.string(),
  dueBy: z.string(),
  /** Open past its due by. */
  overdue: z.boolean(),
  attachments: z.array(ZUploadedFileSchema),
});
export type TTicket = z.infer<typeof ZTicketSchema>;
export const ZTicketPageSchema = pageOf(ZTicketSchema);
export type TTicketPage = z.infer<typeof ZTicketPageSchema>;

export const ZTicketCommentSchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TTicketComment = z.infer<typeof ZTicketCommentSchema>;

export const ZTicketCommentCreateSchema = z.object({
  body: z
    .string({ error: 'Write a comment.' })
    .trim()
    .min(1, 'Write a comment.')
    .max(2000, 'A comment can be at most 2000 characters.'),
});
export type TTicketCommentCreate = z.input<typeof ZTicketCommentCreateSchema>;

/** One step of a ticket's history: opened, a comment, solved, rejected, cancelled. */
export const ZTicketEventSchema = z.object({
  kind: z.enum(['OPENED', 'COMMENTED', 'SOLVED', 'REJECTED', 'CANCELLED']),
  at: z.string(),
  byId: z.number().int().nullable(),
  byName: z.string().nullable(),
  note: z.string().nullable(),
});
export type TTicketEvent = z.infer<typeof ZTicketEventSchema>;

/** A ticket with its history and comments, and what the viewer may do with it. */
export const ZTicketDetailSchema = ZTicketSchema.extend({
  comments: z.array(ZTicketCommentSchema),
  history: z.array(ZTicketEventSchema),
  mayComment: z.boolean(),
  mayDecide: z.boolean(),
  mayCancel: z.boolean(),
});
export type TTicketDetail = z.infer<typeof ZTicketDetailSchema>;

export const TICKET_SORTS = ['createdAt', 'dueBy', 'priority', 'status', 'subject', 'category'] as const;
export const DECIDER_TICKET_SORTS = [...TICKET_SORTS, 'employeeName'] as const;

const filters = {
  category: ZTicketCategorySchema.optional(),
  priority: ZTicketPrioritySchema.optional(),
  search: ZSearchQuerySchema,
};

/** Your own tickets, newest first. */
export const ZOwnTicketQuerySchema = ZPageQuerySchema.extend({
  status: ZTicketStatusSchema.optional(),
  ...filters,
  ...sortQuery(TICKET_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TOwnTicketQuery = z.input<typeof ZOwnTicketQuerySchema>;

/** The tickets of the categories you decide: OPEN and oldest due first unless asked otherwise. */
export const ZDeciderTicketQuerySchema = ZPageQuerySchema.extend({
  status: enumOf([...TICKET_STATUSES, 'ALL'], 'status').default('OPEN'),
  overdue: z
    .enum(['true', 'false'], { error: 'Overdue must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
  ...filters,
  ...sortQuery(DECIDER_TICKET_SORTS, { sort: 'dueBy', order: 'asc' }),
});
export type TDeciderTicketQuery = z.input<typeof ZDeciderTicketQuerySchema>;

// ---------- IT policies ----------

const ZHttpsUrlSchema = z
  .string()
  .trim()
  .max(2000, 'The link can be at most 2000 characters.')
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Give a link that starts with https://.');

export const ZItPolicyInputSchema = z
  .object({
    title: z
      .string({ error: 'Give a title.' })
      .trim()
      .min(3, 'Give a title of at least 3 characters.')
      .max(200, 'The title can be at most 200 characters.'),
    summary: z
      .string({ error: 'Give a summary.' })
      .trim()
      .min(3, 'Give a summary of at least 3 characters.')
      .max(2000, 'The summary can be at most 2000 characters.'),
    effectiveFrom: ZIsoDateSchema,
    documentId: ZFileIdSchema.nullish(),
    url: ZHttpsUrlSchema.nullish(),
  })
  .refine((v) => Boolean(v.documentId) !== Boolean(v.url), {
    path: ['documentId'],
    message: 'Attach a PDF or give an https link, one of the two.',
  });
export type TItPolicyInput = z.input<typeof ZItPolicyInputSchema>;

export const ZItPolicySchema = z.object({
  id: z.number().int(),
  /** The first version's id: every version of a policy shares it. */
  policyId: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  summary: z.string(),
  effectiveFrom: z.string(),
  url: z.string().nullable(),
  document: ZUploadedFileSchema.nullable(),
  /** The newest version of a policy is current; retired policies are kept for reading. */
  current: z.boolean(),
  retiredAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TItPolicy = z.infer<typeof ZItPolicySchema>;

export const ZItPolicyQuerySchema = z.object({
  includeRetired: z
    .enum(['true', 'false'], { error: 'IncludeRetired must be true or false.' })
    .transform((v) => v === 'true')
    .default(false),
});

export const ZItPolicyDetailSchema = ZItPolicySchema.extend({ versions: z.array(ZItPolicySchema) });
export type TItPolicyDetail = z.infer<typeof ZItPolicyDetailSchema>;

// ---------- statistics ----------

export const ZHelpdeskStatisticsSchema = z.object({
  /** MINE: the caller's own tickets; DECIDER: the tickets of the categories the caller decides. */
  scope: z.enum(['MINE', 'DECIDER']),
  categories: z.array(z.string()),
  total: z.number().int(),
  byStatus: keyedObject(TICKET_STATUSES, z.number().int()),
  byCategory: keyedObject(TICKET_CATEGORIES, z.number().int()),
  byPriority: keyedObject(TICKET_PRIORITIES, z.number().int()),
  overdue: z.number().int(),
  solvedLast30Days: z.number().int(),
  /** Time from opening to solving of the tickets solved in the last 30 days, in hours; null when none. */
  medianHoursToSolve: z.number().nullable(),
  p90HoursToSolve: z.number().nullable(),
  averageHoursToSolve: z.number().nullable(),
  /** The last 30 days, oldest first, each with how many tickets were opened. */
  openedPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type THelpdeskStatistics = z.infer<typeof ZHelpdeskStatisticsSchema>;

export const ZHelpdeskStatisticsQuerySchema = z.object({
  scope: z.enum(['MINE', 'DECIDER'], { error: 'Scope must be MINE or DECIDER.' }).optional(),
});
