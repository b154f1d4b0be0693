import { z } from 'zod';
import { ZIdSchema, ZIsoDateSchema, ZPageQuerySchema, ZSearchQuerySchema, pageOf, sortQuery, listOf } from './common';
import { ZFileIdSchema, ZUploadedFileSchema } from './files';
import { ZRequestBaseSchema } from './requests';

/** A claim's statuses: the request statuses, and PAID once finance has paid an approved claim. */
export const REIMBURSEMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'PAID'] as const;
export type ReimbursementStatus = (typeof REIMBURSEMENT_STATUSES)[number];

/** DOMAIN.md "Human resources": an expense at most this many days back. */
export const REIMBURSEMENT_MAX_DAYS_BACK = 90;
/** At most this many receipts per claim. */
export const MAX_RECEIPTS = 5;
/** Above this amount a claim needs at least one receipt. */
export const RECEIPT_REQUIRED_ABOVE = 500;
/** The largest amount one claim may ask for (ours: the spec names no limit). */
export const MAX_REIMBURSEMENT_AMOUNT = 1_000_000;

const hasTwoDecimalsAtMost = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const ZAmountSchema = z
  .number({ error: 'Enter the amount as a number.' })
  .positive('The amount must be more than 0.')
  .max(MAX_REIMBURSEMENT_AMOUNT, `The amount can be at most ${MAX_REIMBURSEMENT_AMOUNT.toLocaleString('en-IN')}.`)
  .refine(hasTwoDecimalsAtMost, 'The amount can have at most two decimals.');

export const ZReimbursementCreateSchema = z
  .object({
    category: z
      .string({ error: 'Choose a category.' })
      .trim()
      .min(1, 'Choose a category.')
      .max(50, 'Choose a category from the list.'),
    expenseDate: ZIsoDateSchema,
    amount: ZAmountSchema,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Give the currency as a three-letter code such as INR.')
      .default('INR'),
    description: z
      .string({ error: 'Give a description.' })
      .trim()
      .min(3, 'Give a description of at least 3 characters.')
      .max(500, 'The description can be at most 500 characters.'),
    receiptIds: z.array(ZFileIdSchema).max(MAX_RECEIPTS, `Attach at most ${MAX_RECEIPTS} receipts.`).default([]),
  })
  .refine((v) => v.amount <= RECEIPT_REQUIRED_ABOVE || v.receiptIds.length > 0, {
    path: ['receiptIds'],
    message: `Attach at least one receipt for an amount above ${RECEIPT_REQUIRED_ABOVE}.`,
  })
  .refine((v) => new Set(v.receiptIds).size === v.receiptIds.length, {
    path: ['receiptIds'],
    message: 'Attach each receipt once.',
  });
export type TReimbursementCreate = z.input<typeof ZReimbursementCreateSchema>;

export const ZReimbursementSchema = ZRequestBaseSchema.extend({
  employeeCode: z.string().nullable(),
  department: z.string().nullable(),
  category: z.string(),
  categoryLabel: z.string(),
  expenseDate: z.string(),
  /** Rupees (or the currency's unit) with two decimals. */
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  receipts: z.array(ZUploadedFileSchema),
  paymentReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidBy: z.number().int().nullable(),
  paidByName: z.string().nullable(),
});
export type TReimbursement = z.infer<typeof ZReimbursementSchema>;
export const ZReimbursementPageSchema = pageOf(ZReimbursementSchema);
export type TReimbursementPage = z.infer<typeof ZReimbursementPageSchema>;

export const REIMBURSEMENT_SORTS = ['createdAt', 'expenseDate', 'amount', 'status', 'category'] as const;
export const ALL_REIMBURSEMENT_SORTS = [...REIMBURSEMENT_SORTS, 'employeeName'] as const;

const ZReimbursementStatusFilter = z.enum([...REIMBURSEMENT_STATUSES, 'ALL'], {
  error: `Choose a status: ${listOf([...REIMBURSEMENT_STATUSES, 'ALL'])}.`,
});

/** The deciders' list: PENDING unless asked otherwise; ALL for every status. */
export const ZReimbursementListQuerySchema = ZPageQuerySchema.extend({
  status: ZReimbursementStatusFilter.default('PENDING'),
  employeeId: z.coerce.number({ error: 'Give the employeeId as a number.' }).pipe(ZIdSchema).optional(),
  category: z.string().max(50, 'The category can be at most 50 characters.').optional(),
  search: ZSearchQuerySchema,
  ...sortQuery(ALL_REIMBURSEMENT_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TReimbursementListQuery = z.input<typeof ZReimbursementListQuerySchema>;

export const ZOwnReimbursementQuerySchema = ZPageQuerySchema.extend({
  status: ZReimbursementStatusFilter.default('ALL'),
  ...sortQuery(REIMBURSEMENT_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TOwnReimbursementQuery = z.input<typeof ZOwnReimbursementQuerySchema>;

const ZPaymentReferenceSchema = z
  .string({ error: 'Give the payment reference.' })
  .trim()
  .min(3, 'Give the payment reference (at least 3 characters).')
  .max(100, 'The payment reference can be at most 100 characters.');

export const ZMarkPaidRequestSchema = z.object({ paymentReference: ZPaymentReferenceSchema });
export type TMarkPaidRequest = z.infer<typeof ZMarkPaidRequestSchema>;

export const ZBulkMarkPaidRequestSchema = z.object({
  ids: z.array(ZIdSchema).min(1, 'Choose at least one claim.').max(200, 'Choose at most 200 claims at once.'),
  paymentReference: ZPaymentReferenceSchema,
});
export type TBulkMarkPaidRequest = z.infer<typeof ZBulkMarkPaidRequestSchema>;
