import { z } from 'zod';
import {
  ZIdSchema,
  ZIdTextSchema,
  ZIsoDateSchema,
  ZMonthYearSchema,
  ZPageQuerySchema,
  ZSearchQuerySchema,
  keyedObject,
  pageOf,
  sortQuery,
  listOf,
} from './common';
import { REQUEST_STATUSES, ZRequestBaseSchema, ZRequestStatusSchema } from './requests';

/** The longest range a calendar or a missing-punch list answers for. */
export const MAX_CALENDAR_DAYS = 93;
/** How far back a day may be regularized. */
export const REGULARIZATION_MAX_DAYS_BACK = 30;

export const PUNCH_KINDS = ['IN', 'OUT'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];
export const PUNCH_SOURCES = ['WEB', 'REGULARIZATION', 'ADMIN'] as const;

/** Derived, never stored. MISSING_PUNCH: an IN without an OUT. */
export const DAY_STATUSES = [
  'NOT_JOINED',
  'WEEKEND',
  'HOLIDAY',
  'LEAVE',
  'HALF_DAY_LEAVE',
  'WFH',
  'PRESENT',
  'MISSING_PUNCH',
  'ABSENT',
  'TODAY',
  'UPCOMING',
] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** For the CSV export and compact calendar cells. */
export const DAY_STATUS_CODES: Record<DayStatus, string> = {
  NOT_JOINED: 'NJ',
  WEEKEND: 'WO',
  HOLIDAY: 'H',
  LEAVE: 'L',
  HALF_DAY_LEAVE: 'HL',
  WFH: 'WFH',
  PRESENT: 'P',
  MISSING_PUNCH: 'MP',
  ABSENT: 'A',
  TODAY: 'T',
  UPCOMING: '',
};

const CODE_MEANINGS: Record<DayStatus, string> = {
  NOT_JOINED: 'not joined yet',
  WEEKEND: 'weekend',
  HOLIDAY: 'holiday',
  LEAVE: 'leave',
  HALF_DAY_LEAVE: 'half-day leave',
  WFH: 'work from home',
  PRESENT: 'present: the hours worked',
  MISSING_PUNCH: 'missing punch',
  ABSENT: 'absent',
  TODAY: 'today, still open',
  UPCOMING: 'a day still to come',
};

/** What a day's cell of the attendance CSV holds, explained beside the export (the file keeps to its table). */
export const ATTENDANCE_CSV_CODES: readonly { readonly code: string; readonly meaning: string }[] = DAY_STATUSES.map(
  (status) => ({
    code: status === 'PRESENT' ? 'h:mm' : DAY_STATUS_CODES[status] || '(empty)',
    meaning: CODE_MEANINGS[status],
  }),
);

/** "attendance-2026-11.csv", "attendance-2026-11-human-resources.csv": the export named for its month and department. */
export function attendanceCsvName(monthYear: string, department?: string): string {
  const slug = (department ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `attendance-${monthYear}${slug ? `-${slug}` : ''}.csv`;
}

export const ZHhMmSchema = z
  .string({ error: 'Choose a time (HH:mm).' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time between 00:00 and 23:59 (HH:mm).');

/** Both ends are included. */
const rangeIsOrdered = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;
const rangeError = { path: ['endDate'], message: 'The end date cannot be before the start date.' };

// ---------- check-in/out ----------

export const ZPunchRequestSchema = z
  .object({
    kind: z.enum(PUNCH_KINDS, { error: 'Choose a kind: IN or OUT.' }).optional(),
    latitude: z
      .number({ error: 'Enter the latitude as a number.' })
      .min(-90, 'The latitude must be between -90 and 90.')
      .max(90, 'The latitude must be between -90 and 90.')
      .optional(),
    longitude: z
      .number({ error: 'Enter the longitude as a number.' })
      .min(-180, 'The longitude must be between -180 and 180.')
      .max(180, 'The longitude must be between -180 and 180.')
      .optional(),
    accuracy: z
      .number({ error: 'Give the accuracy as a number.' })
      .min(0, 'The accuracy must be 0 or more.')
      .max(1_000_000, 'The accuracy can be at most 1000000.')
      .optional(),
    workFromHome: z.boolean({ error: 'Choose yes or no for work from home.' }).optional(),
    /** A punch for someone else. */
    employeeId: ZIdSchema.optional(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    path: ['longitude'],
    message: 'Give both latitude and longitude, or neither.',
  })
  // A POST without a body reaches validation as null.
  .nullish();
export type TPunchRequest = z.input<typeof ZPunchRequestSchema>;

export const ZCheckInOutEventSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  /** In the employee's time zone. */
  date: z.string(),
  time: z.string(),
  source: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  workFromHome: z.boolean(),
  regularizationId: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
});
export type TCheckInOutEvent = z.infer<typeof ZCheckInOutEventSchema>;

export const ZCheckInOutEventPageSchema = pageOf(ZCheckInOutEventSchema);
export type TCheckInOutEventPage = z.infer<typeof ZCheckInOutEventPageSchema>;

export const ZDateRangeQuerySchema = ZPageQuerySchema.extend({
  startDate: ZIsoDateSchema.optional(),
  endDate: ZIsoDateSchema.optional(),
}).refine(rangeIsOrdered, rangeError);
export type TDateRangeQuery = z.input<typeof ZDateRangeQuerySchema>;

export const ZCalendarQuerySchema = z
  .object({
    employeeId: ZIdTextSchema.optional(),
    startDate: ZIsoDateSchema.optional(),
    endDate: ZIsoDateSchema.optional(),
  })
  .refine(rangeIsOrdered, rangeError);
export type TCalendarQuery = z.input<typeof ZCalendarQuerySchema>;

export const ZOfficeHoursSchema = z.object({
  employeeId: z.number().int(),
  /** HH:mm in the employee's time zone. */
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
});
export type TOfficeHours = z.infer<typeof ZOfficeHoursSchema>;

/** Times are HH:mm in the employee's time zone. */
export const ZAttendanceDaySchema = z.object({
  date: z.string(),
  status: z.enum(DAY_STATUSES),
  holidayName: z.string().nullable(),
  /** Of approved leave. */
  leaveType: z.string().nullable(),
  leaveLabel: z.string().nullable(),
  halfDay: z.string().nullable(),
  /** The status may still be LEAVE, HOLIDAY …. */
  workFromHome: z.boolean(),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  firstInTime: z.string().nullable(),
  lastOutTime: z.string().nullable(),
  /** Sum of IN→OUT pairs; today, an open IN counts until now. */
  workedMinutes: z.number().int(),
  punches: z.number().int(),
  openPunch: z.boolean(),
});
export type TAttendanceDay = z.infer<typeof ZAttendanceDaySchema>;

export const ZCalendarSchema = z.object({
  employeeId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  officeHours: ZOfficeHoursSchema,
  days: z.array(ZAttendanceDaySchema),
});
export type TCalendar = z.infer<typeof ZCalendarSchema>;

export const MISSING_STATUSES = ['MISSING_PUNCH', 'ABSENT'] as const;

export const MISSING_DAY_SORTS = ['date', 'employeeName'] as const;

export const ZMissingEventsQuerySchema = ZPageQuerySchema.extend({
  startDate: ZIsoDateSchema.optional(),
  endDate: ZIsoDateSchema.optional(),
  status: z.enum(MISSING_STATUSES, { error: 'Choose a status: MISSING_PUNCH or ABSENT.' }).optional(),
  search: ZSearchQuerySchema,
  ...sortQuery(MISSING_DAY_SORTS, { sort: 'date', order: 'desc' }),
}).refine(rangeIsOrdered, rangeError);
export type TMissingEventsQuery = z.input<typeof ZMissingEventsQuerySchema>;

export const ZMissingDaySchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  employeeCode: z.string(),
  date: z.string(),
  status: z.enum(MISSING_STATUSES),
  firstInTime: z.string().nullable(),
  lastOutTime: z.string().nullable(),
  /** Of a pending or approved regularization of the day. */
  regularizationStatus: z.string().nullable(),
});
export type TMissingDay = z.infer<typeof ZMissingDaySchema>;
export const ZMissingDayPageSchema = pageOf(ZMissingDaySchema);
export type TMissingDayPage = z.infer<typeof ZMissingDayPageSchema>;

export const ZAttendanceStatusSchema = z.object({
  date: z.string(),
  state: z.enum(['NOT_CHECKED_IN', 'CHECKED_IN', 'CHECKED_OUT']),
  checkedIn: z.boolean(),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  firstInTime: z.string().nullable(),
  lastOutTime: z.string().nullable(),
  lastPunch: ZCheckInOutEventSchema.nullable(),
  /** The kind a punch without `kind` would record now. */
  nextKind: z.enum(PUNCH_KINDS),
  workedMinutes: z.number().int(),
  officeHours: ZOfficeHoursSchema,
  day: ZAttendanceDaySchema,
});
export type TAttendanceStatus = z.infer<typeof ZAttendanceStatusSchema>;

// ---------- regularizations ----------

const hhmmMinutes = (v: string) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5));

/** Same-day punches only: a shift across midnight is two days. */
export const ZRegularizationCreateSchema = z
  .object({
    date: ZIsoDateSchema,
    checkIn: ZHhMmSchema,
    checkOut: ZHhMmSchema,
    reason: z
      .string({ error: 'Give a reason.' })
      .trim()
      .min(3, 'Give a reason of at least 3 characters.')
      .max(500, 'The reason can be at most 500 characters.'),
  })
  .refine((v) => hhmmMinutes(v.checkOut) > hhmmMinutes(v.checkIn), {
    path: ['checkOut'],
    message: 'The check-out time must be after the check-in time.',
  });
export type TRegularizationCreate = z.input<typeof ZRegularizationCreateSchema>;

export const ZRegularizationSchema = ZRequestBaseSchema.extend({
  employeeCode: z.string().nullable(),
  date: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  reason: z.string(),
});
export type TRegularization = z.infer<typeof ZRegularizationSchema>;
export const ZRegularizationPageSchema = pageOf(ZRegularizationSchema);
export type TRegularizationPage = z.infer<typeof ZRegularizationPageSchema>;

/** Lists of several people's sort by name too. */
export const REGULARIZATION_SORTS = ['createdAt', 'date', 'status'] as const;
export const TEAM_REGULARIZATION_SORTS = [...REGULARIZATION_SORTS, 'employeeName'] as const;
const teamRegularizationSort = sortQuery(TEAM_REGULARIZATION_SORTS, { sort: 'createdAt', order: 'desc' });

export const ZRegularizationListQuerySchema = ZPageQuerySchema.extend({
  status: ZRequestStatusSchema.optional(),
  employeeId: ZIdTextSchema.optional(),
  startDate: ZIsoDateSchema.optional(),
  endDate: ZIsoDateSchema.optional(),
  search: ZSearchQuerySchema,
  ...teamRegularizationSort,
}).refine(rangeIsOrdered, rangeError);
export type TRegularizationListQuery = z.input<typeof ZRegularizationListQuerySchema>;

export const ZOwnRegularizationQuerySchema = ZPageQuerySchema.extend({
  status: ZRequestStatusSchema.optional(),
  ...sortQuery(REGULARIZATION_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TOwnRegularizationQuery = z.input<typeof ZOwnRegularizationQuerySchema>;

/** PENDING by default; ALL for every status. */
export const ZReporteeRegularizationQuerySchema = ZPageQuerySchema.extend({
  status: z
    .enum([...REQUEST_STATUSES, 'ALL'], { error: `Choose a status: ${listOf([...REQUEST_STATUSES, 'ALL'])}.` })
    .default('PENDING'),
  search: ZSearchQuerySchema,
  ...teamRegularizationSort,
});
export type TReporteeRegularizationQuery = z.input<typeof ZReporteeRegularizationQuerySchema>;

// ---------- holidays ----------

export const ZHolidaySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  name: z.string(),
  optional: z.boolean(),
});
export type THoliday = z.infer<typeof ZHolidaySchema>;

export const ZHolidayRequestSchema = z.object({
  date: ZIsoDateSchema,
  name: z
    .string({ error: 'Give a name.' })
    .trim()
    .min(2, 'Give a name of at least 2 characters.')
    .max(100, 'The name can be at most 100 characters.'),
  optional: z.boolean({ error: 'Choose yes or no for optional.' }).default(false),
});
export type THolidayRequest = z.input<typeof ZHolidayRequestSchema>;

export const ZHolidayQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Give the year as a number.' })
    .int('Give the year as a whole number.')
    .min(1970, 'The year must be between 1970 and 2999.')
    .max(2999, 'The year must be between 1970 and 2999.')
    .optional(),
});

// ---------- dashboard ----------

export const ZMonthQuerySchema = z.object({ selectedMonthYear: ZMonthYearSchema.optional() });
export const ZCsvQuerySchema = z.object({
  monthYear: ZMonthYearSchema,
  /** In any case; everyone when absent. */
  department: z.string().trim().max(80, 'The department can be at most 80 characters.').optional(),
});

export const PLANNED_STATUSES = ['LEAVE', 'HALF_DAY_LEAVE', 'WFH'] as const satisfies readonly DayStatus[];
export type PlannedStatus = (typeof PLANNED_STATUSES)[number];

export const ZAttendanceSummarySchema = z.object({
  employeeId: z.number().int(),
  monthYear: z.string(),
  /** The days up to today; every status is present, zero when none. */
  counts: keyedObject(DAY_STATUSES, z.number().int()),
  /** Approved leave and work from home on the days after today. */
  planned: keyedObject(PLANNED_STATUSES, z.number().int()),
  /** PRESENT and WFH days, half a day per HALF_DAY_LEAVE. */
  presentDays: z.number(),
  workedMinutes: z.number().int(),
  /** Average over past days with worked time; null when none. */
  averageWorkedMinutes: z.number().int().nullable(),
  /** Today, when the month holds today. */
  today: ZAttendanceDaySchema.nullable(),
  days: z.array(ZAttendanceDaySchema),
});
export type TAttendanceSummary = z.infer<typeof ZAttendanceSummarySchema>;

/** NOT_IN_YET: a working day of theirs without a check-in so far. */
export const TEAM_OUT_REASONS = ['LEAVE', 'HALF_DAY_LEAVE', 'WFH', 'ABSENT', 'NOT_IN_YET'] as const;
export type TeamOutReason = (typeof TEAM_OUT_REASONS)[number];

/** The rest are only counted, since MD and ADMIN have thousands. */
export const TEAM_TODAY_NAMES_PER_REASON = 8;

export const ZTeamTodaySchema = z.object({
  date: z.string(),
  /** Everyone else for MD and ADMIN. */
  teamSize: z.number().int(),
  /** Checked in today; the first TEAM_TODAY_NAMES_PER_REASON of them named. */
  inCount: z.number().int(),
  in: z.array(z.object({ employeeId: z.number().int(), name: z.string(), firstInTime: z.string() })),
  /** Not a working day of theirs: a weekend, a holiday, before they join. */
  offCount: z.number().int(),
  outCounts: z.record(z.enum(TEAM_OUT_REASONS), z.number().int()),
  /** The first TEAM_TODAY_NAMES_PER_REASON of each reason. */
  out: z.array(
    z.object({
      employeeId: z.number().int(),
      name: z.string(),
      reason: z.enum(TEAM_OUT_REASONS),
      /** The leave type, "first half" …, when there is one. */
      detail: z.string().nullable(),
    }),
  ),
});
export type TTeamToday = z.infer<typeof ZTeamTodaySchema>;
