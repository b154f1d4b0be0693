import { z } from 'zod';
import { ZMonthYearSchema } from './common';

/** A month as YYYY-MM, between 1900 and 2100 like every month of the API (year 0 reached PostgreSQL mid-stream). */
export const ZReportMonthQuerySchema = z.object({
  monthYear: ZMonthYearSchema,
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

/** A leave type as the month's leave report lists it. */
export const ZLeaveReportTypeSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** Work from home is listed with the days but is not leave. */
  isLeave: z.boolean(),
  /** Types counted against a yearly balance (loss of pay and work from home are not). */
  needsBalance: z.boolean(),
});

export const ZLeaveReportRowSchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string().nullable(),
  employeeName: z.string(),
  department: z.string().nullable(),
  /** Approved working days of each type in the month (a half day counts 0.5), by type code. */
  days: z.record(z.string(), z.number()),
  /** Leave days of the month, all types together (work from home left out). */
  leaveDays: z.number(),
  /** What is left of each balance type at the month's end: the year's allotment less the approved days up to then. */
  balances: z.record(z.string(), z.number()),
});
export type TLeaveReportRow = z.infer<typeof ZLeaveReportRowSchema>;
export const ZLeaveReportSchema = z.object({
  monthYear: z.string(),
  types: z.array(ZLeaveReportTypeSchema),
  items: z.array(ZLeaveReportRowSchema),
});
export type TLeaveReport = z.infer<typeof ZLeaveReportSchema>;

const ZPersonOnDateSchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  department: z.string().nullable(),
  date: z.string(),
});

/** The company half of the HR dashboard (HR_HEAD, MD, ADMIN). */
export const ZHrDashboardSchema = z.object({
  /** Today and its month, in the office's time zone. */
  date: z.string(),
  month: z.string(),
  /** Active employees per department; null is "no department". */
  headcount: z.array(z.object({ department: z.string().nullable(), count: z.number().int() })),
  joiners: z.array(ZPersonOnDateSchema),
  /** Employees deactivated in the month, on the day they were (their date of leaving). */
  leavers: z.array(ZPersonOnDateSchema),
  /** Approved leave and work from home covering today. */
  awayToday: z.array(
    z.object({
      employeeId: z.number().int(),
      employeeName: z.string(),
      department: z.string().nullable(),
      typeCode: z.string(),
      typeLabel: z.string(),
      isLeave: z.boolean(),
      halfDay: z.string(),
    }),
  ),
  /** Requests of each HR family that wait for a decision. */
  pendingApprovals: z.array(
    z.object({
      family: z.enum(['reimbursements', 'asset-requests', 'documents']),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
  /** The month's claims per category, by expense date, rejected and cancelled ones left out. */
  reimbursementsByCategory: z.array(
    z.object({ category: z.string(), label: z.string(), count: z.number().int(), amount: z.number() }),
  ),
});
export type THrDashboard = z.infer<typeof ZHrDashboardSchema>;
