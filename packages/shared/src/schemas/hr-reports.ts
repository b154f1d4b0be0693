import { z } from 'zod';

/** A month as YYYY-MM. */
export const ZReportMonthQuerySchema = z.object({
  monthYear: z.string({ error: 'Choose a month.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'monthYear must be a month in the form YYYY-MM'),
});

export const ZAssetReportRowSchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string().nullable(),
  employeeName: z.string(),
  department: z.string().nullable(),
  /** Assets in hand now. */
  inHand: z.number().int(),
  /** Returned ones, as history. */
  returned: z.number().int(),
  assets: z.array(
    z.object({
      assetTag: z.string(),
      assetTypeLabel: z.string(),
      serialNumber: z.string(),
      issuedOn: z.string(),
      returnedOn: z.string().nullable(),
    }),
  ),
});
export type TAssetReportRow = z.infer<typeof ZAssetReportRowSchema>;
export const ZAssetReportSchema = z.object({ items: z.array(ZAssetReportRowSchema) });
export type TAssetReport = z.infer<typeof ZAssetReportSchema>;
