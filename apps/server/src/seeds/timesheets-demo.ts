import { and, asc, eq, ne } from 'drizzle-orm';
import { addDays, isWeekend, mondayOf, todayIn } from '@staffdesk/shared/dates';
import type { Tx } from '../db/client';
import { holidays } from '../db/schema/calendar';
import { eventRequests } from '../db/schema/leave';
import { projectActivities, projectMembers, projects } from '../db/schema/projects';
import { timesheetDays, timesheetEntries } from '../db/schema/timesheets';
import { linkDaysToRequests } from '../modules/timesheets/requests';

/** Who keeps a timesheet in the demo, and who approves it (their reporting manager). */
const KEEPERS = [
  ['employee', 'manager'],
  ['employee.2fa', 'manager'],
  ['manager', 'group.head'],
] as const;
const WEEKS_BACK = 8;

/**
 * Eight weeks of timesheets for `employee`, `employee.2fa` and `manager` on their active demo projects, a
 * working day's hours split between two activities (none on weekends, holidays or approved leave):
 * the weeks before last approved by their reporting manager; last week locked and waiting for approval for
 * `employee` and `manager`, still open for `employee.2fa`; this week's days before today open.
 */
export async function seedTimesheetsDemo(tx: Tx, ids: ReadonlyMap<string, number>, now = new Date()): Promise<void> {
  const today = todayIn('Asia/Kolkata', now);
  const thisMonday = mondayOf(today);
  const firstMonday = addDays(thisMonday, -7 * WEEKS_BACK);
  const closed = new Set(
    (await tx.select({ date: holidays.date }).from(holidays).where(eq(holidays.optional, false))).map((h) => h.date),
  );

  for (const [username, approver] of KEEPERS) {
    const employeeId = ids.get(username)!;
    const activities = await tx
      .select({ projectId: projectActivities.projectId, activityId: projectActivities.id })
      .from(projectActivities)
      .innerJoin(projects, eq(projects.id, projectActivities.projectId))
      .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, employeeId)))
      .where(and(eq(projects.status, 'ACTIVE'), eq(projectActivities.active, true)))
      .orderBy(asc(projects.code), asc(projectActivities.id));
    const [main, side] = [activities[0], activities.at(-1)];
    if (!main || !side) continue;
    const leave = await tx
      .select({ from: eventRequests.fromDate, to: eventRequests.toDate })
      .from(eventRequests)
      .where(
        and(
          eq(eventRequests.employeeId, employeeId),
          eq(eventRequests.status, 'APPROVED'),
          ne(eventRequests.typeCode, 'WFH'),
        ),
      );
    const away = (date: string) => closed.has(date) || leave.some((l) => l.from <= date && date <= l.to);

    const entries: (typeof timesheetEntries.$inferInsert)[] = [];
    const days: (typeof timesheetDays.$inferInsert)[] = [];
    for (let date = firstMonday, i = 0; date < today; date = addDays(date, 1), i++) {
      const monday = mondayOf(date);
      const state =
        monday === thisMonday
          ? 'OPEN'
          : monday === addDays(thisMonday, -7)
            ? username === 'employee.2fa'
              ? 'OPEN'
              : 'LOCKED'
            : 'APPROVED';
      if (!isWeekend(date) && !away(date)) {
        // 7.5, 8 or 8.5 hours: most on the first project's activity, the rest on the last one's.
        const total = 450 + 30 * (i % 3);
        entries.push({
          employeeId,
          date,
          projectId: main.projectId,
          activityId: main.activityId,
          minutes: total - 120,
          note: null,
        });
        entries.push({
          employeeId,
          date,
          projectId: side.projectId,
          activityId: side.activityId,
          minutes: 120,
          note: i % 5 === 0 ? 'Team sync and reviews' : null,
        });
      }
      // A submitted week is locked whole, weekend included, as "Submit week" does.
      if (state !== 'OPEN')
        days.push({
          employeeId,
          date,
          status: state,
          ...(state === 'APPROVED'
            ? { decidedBy: ids.get(approver)!, decidedAt: new Date(`${addDays(monday, 8)}T06:30:00Z`) }
            : {}),
        });
    }
    if (entries.length) await tx.insert(timesheetEntries).values(entries);
    if (days.length) await tx.insert(timesheetDays).values(days);
  }
  await linkDaysToRequests(tx);
}
