import { z } from 'zod';
import { countWorkingDays, eachDate, isWeekend } from '../dates';
import {
  ZIdTextSchema,
  ZIsoDateSchema,
  ZMonthYearSchema,
  ZPageQuerySchema,
  ZSearchQuerySchema,
  pageOf,
  sortQuery,
  listOf,
} from './common';
import { REQUEST_STATUSES, ZRequestBaseSchema, ZRequestStatusSchema } from './requests';

/** As a fresh installation has them (DOMAIN.md). */
export const EVENT_TYPES = [
  { code: 'CASUAL', label: 'Casual Leave', yearlyAllotment: 12, needsBalance: true, isLeave: true },
  { code: 'SICK', label: 'Sick Leave', yearlyAllotment: 10, needsBalance: true, isLeave: true },
  { code: 'EARNED', label: 'Earned Leave', yearlyAllotment: 15, needsBalance: true, isLeave: true },
  { code: 'COMP_OFF', label: 'Compensatory Off', yearlyAllotment: 0, needsBalance: true, isLeave: true },
  { code: 'LOSS_OF_PAY', label: 'Loss of Pay', yearlyAllotment: 0, needsBalance: false, isLeave: true },
  { code: 'WFH', label: 'Work From Home', yearlyAllotment: 0, needsBalance: false, isLeave: false },
] as const;
export type EventTypeCode = (typeof EVENT_TYPES)[number]['code'];
export const WFH_TYPE_CODE = 'WFH';

export const HALF_DAY_OPTIONS = ['NONE', 'FIRST_HALF', 'SECOND_HALF'] as const;
export type HalfDay = (typeof HALF_DAY_OPTIONS)[number];

/**
 * Working days, 0.5 for a half day, counted alike by the form and the server; null for an incomplete range. Under
 * the sandwich rule, the weekends and holidays between the first and last working day count too.
 */
export function requestedDays(
  fromDate: string,
  toDate: string,
  daysOff: ReadonlySet<string>,
  halfDay: HalfDay = 'NONE',
  sandwich = false,
): number | null {
  if (!ISO_DATE.test(fromDate) || !ISO_DATE.test(toDate) || toDate < fromDate) return null;
  const working = countWorkingDays(fromDate, toDate, daysOff);
  if (halfDay !== 'NONE' && fromDate === toDate) return working * 0.5;
  if (!sandwich || working < 2) return working;
  const isWorking = (d: string) => !isWeekend(d) && !daysOff.has(d);
  const dates = [...eachDate(fromDate, toDate)];
  const first = dates.findIndex(isWorking);
  const last = dates.findLastIndex(isWorking);
  return last - first + 1;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Rules the form checks before the server does. */
export const LEAVE_RULES = {
  /** How far before today a request may start. */
  maxDaysInPast: 30,
  maxDaysAhead: 365,
  maxCalendarDays: 60,
} as const;

export const ZEventTypeSchema = z.object({
  code: z.string(),
  label: z.string(),
  yearlyAllotment: z.number(),
  needsBalance: z.boolean(),
  isLeave: z.boolean(),
});
export type TEventType = z.infer<typeof ZEventTypeSchema>;

/** One employee × type × year. available = allotted − used − pending. */
export const ZEventBalanceSchema = z.object({
  /** null until a request of that year or HR's change makes the row. */
  id: z.number().int().nullable(),
  employeeId: z.number().int(),
  typeCode: z.string(),
  typeLabel: z.string(),
  year: z.number().int(),
  allotted: z.number(),
  used: z.number(),
  pending: z.number(),
  available: z.number(),
});
export type TEventBalance = z.infer<typeof ZEventBalanceSchema>;

export const ZYearQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Give the year as a number.' })
    .int('Give the year as a whole number.')
    .min(2000, 'The year must be between 2000 and 2100.')
    .max(2100, 'The year must be between 2000 and 2100.')
    .optional(),
});
export type TYearQuery = z.infer<typeof ZYearQuerySchema>;

/** Comp-offs are granted this way. */
export const ZBalanceUpdateSchema = z.object({
  allotted: z
    .number({ error: 'Enter the allotted days as a number.' })
    .min(0, 'The allotted days must be 0 or more.')
    .max(365, 'The allotted days can be at most 365.')
    .multipleOf(0.5, 'Enter the allotted days in whole or half days.'),
});
export type TBalanceUpdate = z.infer<typeof ZBalanceUpdateSchema>;

/** Whether or not the year has its row yet. */
export const ZEmployeeBalanceUpdateSchema = ZBalanceUpdateSchema.extend({
  typeCode: z
    .string({ error: 'Choose a leave type.' })
    .trim()
    .min(1, 'Choose a leave type.')
    .max(40, 'Choose a leave type from the list.')
    .transform((v) => v.toUpperCase()),
  year: z
    .number({ error: 'Give the year as a number.' })
    .int('Give the year as a whole number.')
    .min(2000, 'The year must be between 2000 and 2100.')
    .max(2100, 'The year must be between 2000 and 2100.'),
});
export type TEmployeeBalanceUpdate = z.output<typeof ZEmployeeBalanceUpdateSchema>;

/** The id is a type code such as CASUAL. */
export const ZTypeCodeParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'Give the id as a type code such as CASUAL.')
    .max(40, 'Give a known type code.')
    .transform((v) => v.toUpperCase()),
});

/** The leave type a form chose, as its code: a leave request's, a policy version's. */
export const ZChosenLeaveTypeSchema = z
  .string({ error: 'Choose a leave type.' })
  .trim()
  .min(1, 'Choose a leave type.')
  .max(40, 'Choose a leave type from the list.')
  .transform((v) => v.toUpperCase());

export const ZEventRequestCreateSchema = z
  .object({
    typeCode: ZChosenLeaveTypeSchema,
    fromDate: ZIsoDateSchema,
    toDate: ZIsoDateSchema,
    halfDay: z
      .enum(HALF_DAY_OPTIONS, { error: 'Choose a half day: Full day, First half or Second half.' })
      .default('NONE'),
    reason: z
      .string({ error: 'Give a reason.' })
      .trim()
      .min(1, 'Give a reason.')
      .max(1000, 'The reason can be at most 1000 characters.'),
  })
  .superRefine((v, ctx) => {
    if (v.toDate < v.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'The end date cannot be before the start date.' });
    else if (v.halfDay !== 'NONE' && v.fromDate !== v.toDate)
      ctx.addIssue({ code: 'custom', path: ['halfDay'], message: 'Choose a single day for a half day.' });
  });
export type TEventRequestCreate = z.input<typeof ZEventRequestCreateSchema>;

/** The body may be left out altogether: Fastify then sees null. */

export const EVENT_REQUEST_KINDS = ['LEAVE', 'WFH'] as const;

export const ZEventRequestSchema = ZRequestBaseSchema.extend({
  typeCode: z.string(),
  typeLabel: z.string(),
  kind: z.enum(EVENT_REQUEST_KINDS),
  fromDate: z.string(),
  toDate: z.string(),
  halfDay: z.string(),
  days: z.number(),
  reason: z.string(),
  /** As it stands, with pending requests held in it. */
  balance: z.object({ allotted: z.number(), available: z.number() }).nullable(),
  /** In the approvals queue only: who of the requester's team is already out on these days. */
  teamOut: z
    .array(z.object({ employeeName: z.string(), typeLabel: z.string(), fromDate: z.string(), toDate: z.string() }))
    .optional(),
});
export type TEventRequest = z.infer<typeof ZEventRequestSchema>;

export const ZEventRequestPageSchema = pageOf(ZEventRequestSchema);
export type TEventRequestPage = z.infer<typeof ZEventRequestPageSchema>;

const ZKindFilterSchema = z
  .enum(['leave', 'wfh', 'LEAVE', 'WFH'], { error: 'Choose a kind: leave or wfh.' })
  .transform((v) => v.toLowerCase() as 'leave' | 'wfh');

const requestFilters = {
  typeCode: z
    .string()
    .trim()
    .max(40, 'The typeCode can be at most 40 characters.')
    .transform((v) => v.toUpperCase())
    .optional(),
  kind: ZKindFilterSchema.optional(),
  /** Requests touching [from, to]. */
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
};

/** Lists of several people's requests sort by name too. */
export const EVENT_REQUEST_SORTS = ['createdAt', 'fromDate', 'days', 'status'] as const;
export const TEAM_EVENT_REQUEST_SORTS = [...EVENT_REQUEST_SORTS, 'employeeName'] as const;

export const ZEventRequestQuerySchema = ZPageQuerySchema.extend({
  status: ZRequestStatusSchema.optional(),
  ...requestFilters,
  ...sortQuery(EVENT_REQUEST_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TEventRequestQuery = z.input<typeof ZEventRequestQuerySchema>;

/** Everyone's requests, searchable by the requester's name. */
export const ZEventRequestAdminQuerySchema = ZEventRequestQuerySchema.extend({
  employeeId: ZIdTextSchema.optional(),
  search: ZSearchQuerySchema,
  ...sortQuery(TEAM_EVENT_REQUEST_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TEventRequestAdminQuery = z.input<typeof ZEventRequestAdminQuerySchema>;

export const REPORTEE_STATUS_FILTERS = [...REQUEST_STATUSES, 'ALL'] as const;

/** Pending ones by default. */
export const ZReporteeRequestQuerySchema = ZPageQuerySchema.extend({
  status: z
    .enum(REPORTEE_STATUS_FILTERS, { error: `Choose a status: ${listOf(REPORTEE_STATUS_FILTERS)}.` })
    .default('PENDING'),
  employeeId: ZIdTextSchema.optional(),
  search: ZSearchQuerySchema,
  ...requestFilters,
  ...sortQuery(TEAM_EVENT_REQUEST_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TReporteeRequestQuery = z.input<typeof ZReporteeRequestQuerySchema>;

export const MERGED_REQUEST_KINDS = ['LEAVE', 'WFH', 'REGULARIZATION'] as const;
export type MergedRequestKind = (typeof MERGED_REQUEST_KINDS)[number];

/** Leave, work from home or an attendance regularization. */
export const ZMergedRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MERGED_REQUEST_KINDS),
  /** Null for a regularization. */
  typeCode: z.string().nullable(),
  typeLabel: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  halfDay: z.string().nullable(),
  days: z.number().nullable(),
  /** A regularization's requested punch times. */
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  reason: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TMergedRequest = z.infer<typeof ZMergedRequestSchema>;

export const ZMergedRequestQuerySchema = ZPageQuerySchema.extend({
  status: ZRequestStatusSchema.optional(),
  kind: z.enum(MERGED_REQUEST_KINDS, { error: `Choose a kind: ${listOf(MERGED_REQUEST_KINDS)}.` }).optional(),
});
export type TMergedRequestQuery = z.input<typeof ZMergedRequestQuerySchema>;

export const ZMergedRequestPageSchema = pageOf(ZMergedRequestSchema);
export type TMergedRequestPage = z.infer<typeof ZMergedRequestPageSchema>;

/** This year's balances and the approved leave still to come. */
export const ZLeaveSummarySchema = z.object({
  year: z.number().int(),
  balances: z.array(ZEventBalanceSchema),
  upcoming: z.array(ZEventRequestSchema),
  pendingCount: z.number().int(),
});
export type TLeaveSummary = z.infer<typeof ZLeaveSummarySchema>;

/** Approved days per month of a year, by type. */
export const ZLeaveStatisticsSchema = z.object({
  employeeId: z.number().int(),
  year: z.number().int(),
  types: z.array(z.object({ code: z.string(), label: z.string(), isLeave: z.boolean() })),
  months: z.array(
    z.object({
      /** YYYY-MM */
      month: z.string(),
      byType: z.record(z.string(), z.number()),
      leaveDays: z.number(),
      wfhDays: z.number(),
    }),
  ),
  totals: z.record(z.string(), z.number()),
});
export type TLeaveStatistics = z.infer<typeof ZLeaveStatisticsSchema>;

// ---------- leave calendar ----------

/** Whose days a month of the calendar shows: the viewer's team, their department, everyone (HR). */
export const LEAVE_CALENDAR_SCOPES = ['team', 'department', 'company'] as const;
export type LeaveCalendarScope = (typeof LEAVE_CALENDAR_SCOPES)[number];
/** The calendar shows what is decided and what may still be. */
export const LEAVE_CALENDAR_STATUSES = ['APPROVED', 'PENDING'] as const;

export const ZLeaveCalendarQuerySchema = z.object({
  month: ZMonthYearSchema,
  scope: z.enum(LEAVE_CALENDAR_SCOPES, { error: `Choose a scope: ${listOf(LEAVE_CALENDAR_SCOPES)}.` }).default('team'),
  typeCode: requestFilters.typeCode,
  /** Narrows the company to one department. */
  department: z
    .string()
    .trim()
    .min(1, 'Give a department.')
    .max(80, 'The department can be at most 80 characters.')
    .optional(),
});
export type TLeaveCalendarQuery = z.input<typeof ZLeaveCalendarQuerySchema>;

/** One request touching the month, with its dates as asked (they may run past the month). */
export const ZLeaveCalendarEntrySchema = z.object({
  requestId: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  department: z.string().nullable(),
  typeCode: z.string(),
  typeLabel: z.string(),
  kind: z.enum(EVENT_REQUEST_KINDS),
  status: z.enum(LEAVE_CALENDAR_STATUSES),
  fromDate: z.string(),
  toDate: z.string(),
  halfDay: z.enum(HALF_DAY_OPTIONS),
});
export type TLeaveCalendarEntry = z.infer<typeof ZLeaveCalendarEntrySchema>;

export const ZLeaveCalendarSchema = z.object({
  month: z.string(),
  scope: z.enum(LEAVE_CALENDAR_SCOPES),
  /** The department shown: the viewer's, or the one the company was narrowed to. */
  department: z.string().nullable(),
  /** What the company scope may be narrowed to; empty for the other scopes. */
  departments: z.array(z.string()),
  holidays: z.array(z.object({ date: z.string(), name: z.string(), optional: z.boolean() })),
  entries: z.array(ZLeaveCalendarEntrySchema),
});
export type TLeaveCalendar = z.infer<typeof ZLeaveCalendarSchema>;
