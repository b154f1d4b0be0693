import { z } from 'zod';
import {
  ZIdSchema,
  ZIdTextSchema,
  ZIsoDateSchema,
  ZMonthYearSchema,
  ZPageQuerySchema,
  ZSearchQuerySchema,
  pageOf,
  sortQuery,
} from './common';
import { REQUEST_STATUSES, ZRequestBaseSchema } from './requests';

/** An OPEN day has no row; a LOCKED one is submitted. */
export const TIMESHEET_DAY_STATES = ['OPEN', 'LOCKED', 'APPROVED'] as const;
export type TimesheetDayState = (typeof TIMESHEET_DAY_STATES)[number];

export const MAX_HOURS_PER_DAY = 24;
/** The longest range a read takes. */
export const MAX_TIMESHEET_RANGE_DAYS = 366;

export const ZTimesheetHoursSchema = z
  .number({ error: 'Enter the hours as a number.' })
  .positive('The hours must be more than 0.')
  .max(MAX_HOURS_PER_DAY, `The hours can be at most ${MAX_HOURS_PER_DAY}.`)
  .refine((h) => Number.isInteger(h * 4), 'Enter the hours in quarter hours (0.25, 0.5, 0.75 …).');

/** A cell of the week grid: 0 for nothing that day. */
export const ZTimesheetCellHoursSchema = z
  .number({ error: 'Enter the hours as a number.' })
  .min(0, 'The hours must be 0 or more.')
  .max(MAX_HOURS_PER_DAY, `The hours can be at most ${MAX_HOURS_PER_DAY}.`)
  .refine((h) => Number.isInteger(h * 4), 'Enter the hours in quarter hours (0.25, 0.5, 0.75 …).');

const ZNoteSchema = z
  .string()
  .trim()
  .max(500, 'The note can be at most 500 characters.')
  .nullish()
  .transform((v) => v || null);

const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
/** Monday is 1 … Sunday 7. */
export const isoWeekday = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};
const MONDAY_MESSAGE = 'Choose a Monday as the start date.';

const ZMondaySchema = ZIsoDateSchema.refine((d) => isoWeekday(d) === 1, MONDAY_MESSAGE);

/** Yours by default. */
const employeeIdQuery = { employeeId: ZIdTextSchema.optional() };

// ---------- entries ----------

export const ZTimesheetEntryRequestSchema = z.object({
  date: ZIsoDateSchema,
  projectId: ZIdSchema,
  activityId: ZIdSchema,
  hours: ZTimesheetHoursSchema,
  note: ZNoteSchema,
});
export type TTimesheetEntryRequest = z.input<typeof ZTimesheetEntryRequestSchema>;

export const ZTimesheetEntrySchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  date: z.string(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  activityId: z.number().int(),
  activityName: z.string(),
  hours: z.number(),
  note: z.string().nullable(),
  /** Only entries of an OPEN day can change. */
  dayState: z.enum(TIMESHEET_DAY_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTimesheetEntry = z.infer<typeof ZTimesheetEntrySchema>;

export const ZTimesheetRangeQuerySchema = z
  .object({ startDate: ZIsoDateSchema, endDate: ZIsoDateSchema, ...employeeIdQuery })
  .refine((v) => v.endDate >= v.startDate, {
    path: ['endDate'],
    message: 'The end date cannot be before the start date.',
  })
  .refine((v) => v.endDate < v.startDate || dayNumber(v.endDate) - dayNumber(v.startDate) < MAX_TIMESHEET_RANGE_DAYS, {
    path: ['endDate'],
    message: `The range can be at most ${MAX_TIMESHEET_RANGE_DAYS} days.`,
  });
export type TTimesheetRangeQuery = z.input<typeof ZTimesheetRangeQuerySchema>;

// ---------- a day and a week ----------

/** With what the attendance calendar knows of the day. */
export const ZTimesheetDaySchema = z.object({
  date: z.string(),
  state: z.enum(TIMESHEET_DAY_STATES),
  hours: z.number(),
  lockedAt: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  weekend: z.boolean(),
  holidayName: z.string().nullable(),
  /** Of approved leave covering the day. */
  leaveLabel: z.string().nullable(),
  halfDay: z.string().nullable(),
  workFromHome: z.boolean(),
  /** HH:mm in the employee's time zone. */
  firstInTime: z.string().nullable(),
  lastOutTime: z.string().nullable(),
  presentHours: z.number().nullable(),
});
export type TTimesheetDay = z.infer<typeof ZTimesheetDaySchema>;

export const ZTimesheetDayQuerySchema = z.object({ date: ZIsoDateSchema, ...employeeIdQuery });
export type TTimesheetDayQuery = z.input<typeof ZTimesheetDayQuerySchema>;

export const ZTimesheetDayDetailSchema = ZTimesheetDaySchema.extend({
  employeeId: z.number().int(),
  entries: z.array(ZTimesheetEntrySchema),
});
export type TTimesheetDayDetail = z.infer<typeof ZTimesheetDayDetailSchema>;

/** What the grid's rows pick from. */
export const ZTimesheetProjectOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  activities: z.array(z.object({ id: z.number().int(), name: z.string(), billable: z.boolean() })),
});
export type TTimesheetProjectOption = z.infer<typeof ZTimesheetProjectOptionSchema>;

/** A project activity's hours, Monday to Sunday. */
export const ZTimesheetWeekRowSchema = z.object({
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  activityId: z.number().int(),
  activityName: z.string(),
  hours: z.array(z.number()),
  /** The first note of its entries. */
  note: z.string().nullable(),
  totalHours: z.number(),
});
export type TTimesheetWeekRow = z.infer<typeof ZTimesheetWeekRowSchema>;

export const ZTimesheetWeekQuerySchema = z.object({ startDate: ZMondaySchema, ...employeeIdQuery });
export type TTimesheetWeekQuery = z.input<typeof ZTimesheetWeekQuerySchema>;

export const ZTimesheetWeekSchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(ZTimesheetDaySchema),
  rows: z.array(ZTimesheetWeekRowSchema),
  totalHours: z.number(),
  /** The caller fills, locks and unlocks it. */
  isOwn: z.boolean(),
  /** Never for one's own. */
  canDecide: z.boolean(),
  projects: z.array(ZTimesheetProjectOptionSchema),
});
export type TTimesheetWeek = z.infer<typeof ZTimesheetWeekSchema>;

/** Entries of OPEN days are replaced; LOCKED and APPROVED days must come as they are. */
export const ZTimesheetBulkRequestSchema = z
  .object({
    startDate: ZMondaySchema,
    rows: z
      .array(
        z.object({
          projectId: ZIdSchema,
          activityId: ZIdSchema,
          hours: z.array(ZTimesheetCellHoursSchema).length(7, 'Give seven hours, Monday to Sunday.'),
          note: ZNoteSchema,
        }),
      )
      .max(100, 'A week can have at most 100 rows.'),
  })
  .refine((v) => new Set(v.rows.map((r) => `${r.projectId}:${r.activityId}`)).size === v.rows.length, {
    path: ['rows'],
    message: 'Give each project activity one row only.',
  });
export type TTimesheetBulkRequest = z.input<typeof ZTimesheetBulkRequestSchema>;

// ---------- month ----------

export const ZCalendarSummaryQuerySchema = z.object({ monthYear: ZMonthYearSchema, ...employeeIdQuery });
export type TCalendarSummaryQuery = z.input<typeof ZCalendarSummaryQuerySchema>;

export const ZCalendarSummarySchema = z.object({
  employeeId: z.number().int(),
  monthYear: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      hours: z.number(),
      state: z.enum(TIMESHEET_DAY_STATES),
      weekend: z.boolean(),
      holidayName: z.string().nullable(),
    }),
  ),
  totalHours: z.number(),
});
export type TCalendarSummary = z.infer<typeof ZCalendarSummarySchema>;

// ---------- locking and deciding ----------

/** A Monday–Sunday range. */
export const ZWeekRangeQuerySchema = z
  .object({ startDate: ZMondaySchema, endDate: ZIsoDateSchema })
  .refine((v) => v.endDate >= v.startDate, {
    path: ['endDate'],
    message: 'The end date cannot be before the start date.',
  })
  .refine(
    (v) =>
      v.endDate < v.startDate || isoWeekday(v.startDate) !== 1 || dayNumber(v.endDate) - dayNumber(v.startDate) === 6,
    {
      path: ['endDate'],
      message: 'Choose the Sunday after the start date as the end date (a week is Monday to Sunday).',
    },
  );
export type TWeekRangeQuery = z.input<typeof ZWeekRangeQuerySchema>;

export const ZDateQuerySchema = z.object({ date: ZIsoDateSchema });
export type TDateQuery = z.input<typeof ZDateQuerySchema>;

/** ALREADY: it was already so; REFUSED: `message` says why. */
export const DAY_OUTCOMES = ['DONE', 'ALREADY', 'REFUSED'] as const;

export const ZDayOutcomeSchema = z.object({
  date: z.string(),
  outcome: z.enum(DAY_OUTCOMES),
  state: z.enum(TIMESHEET_DAY_STATES),
  message: z.string(),
});
export type TDayOutcome = z.infer<typeof ZDayOutcomeSchema>;

export const ZWeekOutcomeSchema = z.object({
  employeeId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(ZDayOutcomeSchema),
  changed: z.number().int(),
  refused: z.number().int(),
});
export type TWeekOutcome = z.infer<typeof ZWeekOutcomeSchema>;

export const ZDayActionResponseSchema = ZDayOutcomeSchema.extend({ employeeId: z.number().int() });
export type TDayActionResponse = z.infer<typeof ZDayActionResponseSchema>;

// ---------- timesheet requests ----------

export const TIMESHEET_REQUEST_STATUSES = REQUEST_STATUSES;

/**
 * The days of one week an employee locked (decision 013); rejected, they are OPEN again. Days locked later in
 * its week join it while it waits at its first step.
 */
export const ZTimesheetRequestSchema = ZRequestBaseSchema.extend({
  startDate: z.string(),
  endDate: z.string(),
  lockedDays: z.number().int(),
  lockedHours: z.number(),
  lockedAt: z.string(),
});
export type TTimesheetRequest = z.infer<typeof ZTimesheetRequestSchema>;

/** What a decider reads of a waiting week's project activity: its hours Monday to Sunday on the request's days. */
export const ZPendingWeekLineSchema = z.object({
  projectCode: z.string(),
  projectName: z.string(),
  activityName: z.string(),
  /** Seven numbers; 0 on a day the request does not hold. */
  hours: z.array(z.number()),
  totalHours: z.number(),
});
export type TPendingWeekLine = z.infer<typeof ZPendingWeekLineSchema>;

/** Days the attendance records as away: hours logged on one are worth a look before approving. */
export const AWAY_DAY_STATUSES = ['LEAVE', 'HALF_DAY_LEAVE', 'ABSENT'] as const;

export const ZAwayDaySchema = z.object({
  date: z.string(),
  hours: z.number(),
  status: z.enum(AWAY_DAY_STATUSES),
  /** The approved leave's type ("Casual Leave"); null on a day absent. */
  leaveLabel: z.string().nullable(),
});
export type TAwayDay = z.infer<typeof ZAwayDaySchema>;

/** Its open request, with its lines and the days of it with hours that the attendance records as away. */
export const ZPendingTimesheetWeekSchema = ZTimesheetRequestSchema.extend({
  lines: z.array(ZPendingWeekLineSchema),
  awayDays: z.array(ZAwayDaySchema),
});
export type TPendingTimesheetWeek = z.infer<typeof ZPendingTimesheetWeekSchema>;

/** The oldest week first by default. */
export const PENDING_TIMESHEET_WEEK_SORTS = [
  'startDate',
  'employeeName',
  'lockedDays',
  'lockedHours',
  'lockedAt',
  'createdAt',
] as const;

/** Searchable, since MD and ADMIN wait on thousands of weeks. */
export const ZPendingTimesheetWeekQuerySchema = ZPageQuerySchema.extend({
  search: ZSearchQuerySchema,
  ...sortQuery(PENDING_TIMESHEET_WEEK_SORTS, { sort: 'startDate', order: 'asc' }),
});
export type TPendingTimesheetWeekQuery = z.input<typeof ZPendingTimesheetWeekQuerySchema>;

export const ZPendingTimesheetWeekPageSchema = pageOf(ZPendingTimesheetWeekSchema);
export type TPendingTimesheetWeekPage = z.infer<typeof ZPendingTimesheetWeekPageSchema>;

export const ZWeekRefSchema = z.object({ employeeId: ZIdSchema, startDate: ZMondaySchema });

export const ZBulkWeekDecisionRequestSchema = z.object({
  weeks: z.array(ZWeekRefSchema).min(1, 'Choose at least one week.').max(200, 'Choose at most 200 weeks at once.'),
});
export type TBulkWeekDecisionRequest = z.input<typeof ZBulkWeekDecisionRequestSchema>;

export const ZBulkWeekDecisionResponseSchema = z.object({
  results: z.array(
    z.object({
      employeeId: z.number().int(),
      startDate: z.string(),
      ok: z.boolean(),
      /** As the single call would answer. */
      statusCode: z.number().int(),
      message: z.string(),
      days: z.array(ZDayOutcomeSchema),
    }),
  ),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type TBulkWeekDecisionResponse = z.infer<typeof ZBulkWeekDecisionResponseSchema>;
