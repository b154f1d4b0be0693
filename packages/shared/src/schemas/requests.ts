import { z } from 'zod';
import { ZIdSchema, listOf } from './common';

/** Every request family's states (tickets have their own: OPEN, SOLVED, REJECTED, CANCELLED). */
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const ZRequestStatusSchema = z.enum(REQUEST_STATUSES, {
  error: `Choose a status: ${listOf(REQUEST_STATUSES)}.`,
});

export const ZRemarkSchema = z.string().trim().max(500, 'The remark can be at most 500 characters.').optional();

/** A decision may come with no body at all (Fastify hands the schema null), or with a remark. */
export const ZDecisionRequestSchema = z.object({ remark: ZRemarkSchema }).nullish();
export type TDecisionRequest = z.infer<typeof ZDecisionRequestSchema>;

/** A rejection always says why: the requester reads it in the notification and on their request. */
const ZRejectionRemarkSchema = z
  .string({ error: 'Give the reason for rejecting.' })
  .trim()
  .min(1, 'Give the reason for rejecting.')
  .max(500, 'The remark can be at most 500 characters.');

export const ZRejectRequestSchema = z.object(
  { remark: ZRejectionRemarkSchema },
  { error: 'Give the reason for rejecting.' },
);
export type TRejectRequest = z.infer<typeof ZRejectRequestSchema>;

export const ZBulkDecisionRequestSchema = z.object({
  ids: z.array(ZIdSchema).min(1, 'Choose at least one request.').max(200, 'Choose at most 200 requests at once.'),
  remark: ZRemarkSchema,
});
export type TBulkDecisionRequest = z.infer<typeof ZBulkDecisionRequestSchema>;

export const ZBulkRejectRequestSchema = ZBulkDecisionRequestSchema.extend({ remark: ZRejectionRemarkSchema });
export type TBulkRejectRequest = z.infer<typeof ZBulkRejectRequestSchema>;
/** For families whose decisions need a note (a ticket's resolution): the remark is required. */
const ZRequiredRemarkSchema = z
  .string({ error: 'Give a resolution note.' })
  .trim()
  .min(1, 'Give a resolution note.')
  .max(500, 'The note can be at most 500 characters.');
export const ZNotedDecisionRequestSchema = z.object({ remark: ZRequiredRemarkSchema });
export const ZNotedBulkDecisionRequestSchema = ZBulkDecisionRequestSchema.extend({ remark: ZRequiredRemarkSchema });

/** The answer for one id of a bulk decision. */
export const ZBulkOutcomeSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  status: z.string().optional(),
  statusCode: z.number().int(),
  message: z.string(),
});
export type TBulkOutcome = z.infer<typeof ZBulkOutcomeSchema>;

export const ZBulkDecisionResponseSchema = z.object({
  results: z.array(ZBulkOutcomeSchema),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type TBulkDecisionResponse = z.infer<typeof ZBulkDecisionResponseSchema>;

/** Fields every request of every family shows. */
export const ZRequestBaseSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  status: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** It waited twice its family's limit and went to the next decider up as well (issue 18). */
  escalated: z.boolean(),
  /** Issue 18: the step the request waits at (1 for the first), and the deciders of its later steps (empty: one step). */
  step: z.number().int(),
  chain: z.array(z.string()),
});
