import { z } from 'zod';
import { ZEventBalanceSchema, ZEventRequestSchema } from './leave';

/** `/dashboard/leaves` and `/dashboard/reportee/leaves/{id}`: the leave cards of the dashboard. */
export const ZDashboardLeavesSchema = z.object({
  employeeId: z.number().int(),
  year: z.number().int(),
  balances: z.array(ZEventBalanceSchema),
  /** Sums over the balances above. */
  totals: z.object({ allotted: z.number(), used: z.number(), pending: z.number(), available: z.number() }),
  /** Requests still waiting for a decision (leave and work from home). */
  pendingCount: z.number().int(),
  /** The next approved leave that has not ended yet. */
  nextLeave: ZEventRequestSchema.nullable(),
  /** Approved leave days this year up to today (working days). */
  takenThisYear: z.number(),
  /** Approved leave days this year after today: planned, not taken yet. */
  plannedThisYear: z.number(),
  /** Approved work-from-home days in the current month up to today. */
  wfhThisMonth: z.number(),
});
export type TDashboardLeaves = z.infer<typeof ZDashboardLeavesSchema>;

/** A colleague's day in the "This week" card. */
const ZColleagueDaySchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  /** The day it falls on in the window (this year's or next year's date), never the birth or joining year. */
  date: z.string(),
});

/** `/dashboard/this-week`: the holidays and the colleagues' days coming up. */
export const ZThisWeekSchema = z.object({
  /** Today in the caller's office time: the first day of both windows. */
  today: z.string(),
  /** Last day of the holidays window: the Sunday of next week. */
  holidaysTo: z.string(),
  /** Last day of the birthdays and anniversaries window: seven days after today. */
  peopleTo: z.string(),
  holidays: z.array(z.object({ date: z.string(), name: z.string(), optional: z.boolean() })),
  /** Day and month only: a birthday never tells the year of birth. */
  birthdays: z.array(ZColleagueDaySchema),
  anniversaries: z.array(ZColleagueDaySchema.extend({ years: z.number().int().min(1) })),
});
export type TThisWeek = z.infer<typeof ZThisWeekSchema>;
