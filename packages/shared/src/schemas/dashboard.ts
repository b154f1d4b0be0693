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
  /** Approved leave days this year (working days). */
  takenThisYear: z.number(),
  /** Approved work-from-home days in the current month. */
  wfhThisMonth: z.number(),
});
export type TDashboardLeaves = z.infer<typeof ZDashboardLeavesSchema>;
