import { z } from 'zod';
import { ZIdSchema, ZIsoDateSchema, ZPageQuerySchema, ZSearchQuerySchema, pageOf, sortQuery, listOf } from './common';
import { REQUEST_STATUSES, ZBulkDecisionRequestSchema, ZRemarkSchema, ZRequestBaseSchema } from './requests';

/** DOMAIN.md "Human resources": asset requests, and the assets issued on their approval. */

export const ZAssetRequestCreateSchema = z.object({
  assetType: z
    .string({ error: 'Choose an asset type.' })
    .trim()
    .min(1, 'Choose an asset type.')
    .max(50, 'Choose an asset type from the list.'),
  reason: z
    .string({ error: 'Give a reason.' })
    .trim()
    .min(3, 'Give a reason of at least 3 characters.')
    .max(500, 'The reason can be at most 500 characters.'),
  neededBy: ZIsoDateSchema,
});
export type TAssetRequestCreate = z.input<typeof ZAssetRequestCreateSchema>;

/** An asset issued to an employee: by the approval of a request, or kept as history once returned. */
export const ZIssuedAssetSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  employeeCode: z.string().nullable(),
  department: z.string().nullable(),
  requestId: z.number().int().nullable(),
  assetType: z.string(),
  assetTypeLabel: z.string(),
  assetTag: z.string(),
  serialNumber: z.string(),
  issuedOn: z.string(),
  issuedByName: z.string().nullable(),
  returnedOn: z.string().nullable(),
});
export type TIssuedAsset = z.infer<typeof ZIssuedAssetSchema>;
export const ZIssuedAssetListSchema = z.object({ items: z.array(ZIssuedAssetSchema) });
export type TIssuedAssetList = z.infer<typeof ZIssuedAssetListSchema>;

export const ZAssetRequestSchema = ZRequestBaseSchema.extend({
  employeeCode: z.string().nullable(),
  assetType: z.string(),
  assetTypeLabel: z.string(),
  reason: z.string(),
  neededBy: z.string(),
  /** What was issued on approval. */
  issuedAsset: ZIssuedAssetSchema.nullable(),
});
export type TAssetRequest = z.infer<typeof ZAssetRequestSchema>;
export const ZAssetRequestPageSchema = pageOf(ZAssetRequestSchema);
export type TAssetRequestPage = z.infer<typeof ZAssetRequestPageSchema>;

/** What approving records: the asset handed over. */
export const ZAssetIssueSchema = z.object({
  assetTag: z
    .string({ error: 'Give the asset tag.' })
    .trim()
    .min(2, 'Give the asset tag (at least 2 characters).')
    .max(50, 'The asset tag can be at most 50 characters.'),
  serialNumber: z
    .string({ error: 'Give the serial number.' })
    .trim()
    .min(2, 'Give the serial number (at least 2 characters).')
    .max(100, 'The serial number can be at most 100 characters.'),
  /** Today when left out. */
  issuedOn: ZIsoDateSchema.optional(),
});
export type TAssetIssue = z.infer<typeof ZAssetIssueSchema>;

export const ZAssetApproveRequestSchema = ZAssetIssueSchema.extend({ remark: ZRemarkSchema });
export type TAssetApproveRequest = z.input<typeof ZAssetApproveRequestSchema>;

/** Approving several: the asset of each, by request id. */
export const ZAssetBulkApproveRequestSchema = ZBulkDecisionRequestSchema.extend({
  assets: z
    .array(ZAssetIssueSchema.extend({ id: ZIdSchema }))
    .max(200, 'Choose at most 200 assets at once.')
    .default([]),
});
export type TAssetBulkApproveRequest = z.input<typeof ZAssetBulkApproveRequestSchema>;

/**
 * Changing a request: while it is pending, its requester may change what they asked for; once an asset is
 * issued on it, a decider may correct the asset's tag and serial number until it is returned. Nothing else.
 */
export const ZAssetRequestUpdateSchema = ZAssetRequestCreateSchema.partial()
  .extend({
    assetTag: ZAssetIssueSchema.shape.assetTag.optional(),
    serialNumber: ZAssetIssueSchema.shape.serialNumber.optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), { message: 'Give at least one field to change.' });
export type TAssetRequestUpdate = z.input<typeof ZAssetRequestUpdateSchema>;

export const ZAssetReturnSchema = z.object({ returnedOn: ZIsoDateSchema.optional() });

export const ASSET_REQUEST_SORTS = ['createdAt', 'neededBy', 'status', 'assetType'] as const;
export const ALL_ASSET_REQUEST_SORTS = [...ASSET_REQUEST_SORTS, 'employeeName'] as const;
const statusFilter = z.enum([...REQUEST_STATUSES, 'ALL'], {
  error: `Choose a status: ${listOf([...REQUEST_STATUSES, 'ALL'])}.`,
});

export const ZAssetRequestListQuerySchema = ZPageQuerySchema.extend({
  status: statusFilter.default('PENDING'),
  search: ZSearchQuerySchema,
  ...sortQuery(ALL_ASSET_REQUEST_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export const ZOwnAssetRequestQuerySchema = ZPageQuerySchema.extend({
  status: statusFilter.default('ALL'),
  ...sortQuery(ASSET_REQUEST_SORTS, { sort: 'createdAt', order: 'desc' }),
});

/** Issued assets: one's own, or an employee's for those who decide asset requests. */
export const ZIssuedAssetQuerySchema = z.object({
  employeeId: z.coerce.number({ error: 'Give the employeeId as a number.' }).pipe(ZIdSchema).optional(),
  /** IN_HAND: every asset not returned, of every employee (those who decide asset requests). */
  scope: z.enum(['IN_HAND'], { error: 'Scope must be IN_HAND.' }).optional(),
});
