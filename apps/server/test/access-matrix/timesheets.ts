import { and, eq } from 'drizzle-orm';
import { addDays, mondayOf } from '@staffdesk/shared/dates';
import { timesheetRequests } from '../../src/db/schema/timesheets';
import { serverTimesheetFamily } from '../../src/modules/timesheets/family';
import { made, requestFamilyRoutes, type MatrixContext, type MatrixFamily } from './matrix';

/** A week of the owner locked, years ahead of every other test's weeks: the request it waits in. */
async function lockedWeek(ctx: MatrixContext): Promise<number> {
  const monday = addDays(mondayOf(ctx.today), 7 * (200 + ctx.next()));
  await made(
    ctx,
    'employee',
    'POST',
    `/api/timesheet/lock-week?startDate=${monday}&endDate=${addDays(monday, 6)}`,
    undefined,
    200,
  );
  const [request] = await ctx.t.db
    .select({ id: timesheetRequests.id })
    .from(timesheetRequests)
    .where(and(eq(timesheetRequests.employeeId, ctx.owner.id), eq(timesheetRequests.weekStart, monday)));
  return request!.id;
}

/** Timesheet weeks as requests (docs/decisions/013): decided by the owner's manager, MD and ADMIN. */
export const timesheetsMatrix: MatrixFamily = {
  name: 'timesheets',
  routes: requestFamilyRoutes(serverTimesheetFamily, lockedWeek),
};
