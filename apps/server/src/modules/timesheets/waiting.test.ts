import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { addDays, instantAt, todayIn } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema/audit';
import { holidays } from '../../db/schema/calendar';
import { users } from '../../db/schema/identity';
import { userNotifications } from '../../db/schema/notifications';
import { projectActivities, projects } from '../../db/schema/projects';
import { delegations } from '../../db/schema/requests';
import { timesheetDays, timesheetRequests } from '../../db/schema/timesheets';
import { serverTimesheetFamily } from './family';
import type { PushSender } from '../notifications/push';
import { remindWaitingRequests } from '../requests/reminders';

/**
 * Delegates decide weeks for the manager they stand in for; a week waiting too long is reminded and escalated.
 * Weeks of 2028, away from the demo's.
 */

let t: TestApp;
const ids = new Map<string, number>();
const push: PushSender = { send: async () => 'sent' };
beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(holidays);
  await t.db.delete(delegations);
  for (const u of await t.db.select({ id: users.id, username: users.username }).from(users)) ids.set(u.username, u.id);
});
afterAll(() => t.close());

const id = (username: string) => ids.get(username)!;
const as = async (username: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.as(await t.tokenOf(username), { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const range = (monday: string) => `startDate=${monday}&endDate=${addDays(monday, 6)}`;
/** The audit key of the employee's first request of a week (docs/decisions/013): its id. */
const requestOf = async (monday: string) =>
  String(
    (
      await t.db
        .select()
        .from(timesheetRequests)
        .where(and(eq(timesheetRequests.employeeId, id('employee')), eq(timesheetRequests.weekStart, monday)))
        .orderBy(asc(timesheetRequests.id))
    )[0]!.id,
  );
const lastNotificationId = async () =>
  (await t.db.select({ id: sql<number>`coalesce(max(${userNotifications.id}), 0)::int` }).from(userNotifications))[0]!
    .id;
const notesOf = (username: string, since: number) =>
  t.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, id(username)), gt(userNotifications.id, since)));
const pendingOf = async (username: string) =>
  (await as(username, 'GET', '/timesheet/pending-approval?pageSize=200')).json().items as {
    employeeId: number;
    startDate: string;
    escalated: boolean;
  }[];

/** The employee logs two days of a week and locks it. */
async function lockedWeek(monday: string) {
  const [dev] = await t.db
    .select({ projectId: projects.id, activityId: projectActivities.id })
    .from(projectActivities)
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .where(and(eq(projects.code, 'ACME-PORTAL'), eq(projectActivities.name, 'Development')));
  expect(
    (
      await as('employee', 'POST', '/timesheet/bulk', {
        startDate: monday,
        rows: [{ ...dev, hours: [8, 8, 0, 0, 0, 0, 0] }],
      })
    ).statusCode,
  ).toBe(200);
  expect((await as('employee', 'POST', `/timesheet/lock-week?${range(monday)}`)).statusCode).toBe(200);
}

describe('a delegate and timesheets', () => {
  it("lets a delegate list, read and approve the team's weeks while it runs; the audit row and the notification name both", async () => {
    const today = todayIn('Asia/Kolkata');
    const made = await as('manager', 'POST', '/delegations', {
      delegateId: id('ta.head'),
      startsOn: today,
      endsOn: addDays(today, 3),
    });
    expect(made.statusCode, made.body).toBe(201);
    await lockedWeek('2028-01-03');
    const since = await lastNotificationId();

    expect(await pendingOf('ta.head')).toContainEqual(
      expect.objectContaining({ employeeId: id('employee'), startDate: '2028-01-03', escalated: false }),
    );
    expect((await pendingOf('it.head')).some((w) => w.startDate === '2028-01-03')).toBe(false);
    const read = await as('ta.head', 'GET', `/timesheet/week?startDate=2028-01-03&employeeId=${id('employee')}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ employeeId: id('employee'), canDecide: true, isOwn: false });
    expect(
      (await as('it.head', 'GET', `/timesheet/week?startDate=2028-01-03&employeeId=${id('employee')}`)).statusCode,
    ).toBe(404);
    expect(
      (await as('it.head', 'POST', `/timesheet/approve-week/reportee/${id('employee')}?${range('2028-01-03')}`))
        .statusCode,
    ).toBe(404);

    const approved = await as(
      'ta.head',
      'POST',
      `/timesheet/approve-week/reportee/${id('employee')}?${range('2028-01-03')}`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ changed: 7 });
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'timesheet.approve'), eq(auditEntries.entityId, await requestOf('2028-01-03'))),
      );
    expect(audit).toMatchObject({
      actorId: id('ta.head'),
      after: expect.objectContaining({ onBehalfOf: 'Maya Nair' }),
    });
    expect((await notesOf('employee', since)).map((n) => n.body)).toEqual([
      'Tarun Anand on behalf of Maya Nair approved 7 days of your timesheet: the week January 03, 2028 to January 09, 2028.',
    ]);

    // Cancelled, the delegation gives nothing more.
    expect((await as('manager', 'POST', `/delegations/${made.json().id}/cancel`)).statusCode).toBe(200);
    await lockedWeek('2028-01-10');
    expect((await pendingOf('ta.head')).some((w) => w.startDate === '2028-01-10')).toBe(false);
    expect(
      (await as('ta.head', 'POST', `/timesheet/approve-week/reportee/${id('employee')}?${range('2028-01-10')}`))
        .statusCode,
    ).toBe(404);
  });
});

/** A Wednesday noon in office time, some weeks ahead. */
function aWednesday(): Date {
  let date = addDays(todayIn('Asia/Kolkata'), 21);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return instantAt(date, '12:00', 'Asia/Kolkata');
}

describe('the reminder job and timesheets', () => {
  it("reminds the manager of a week locked three working days ago, once; escalates it at six to the manager's manager, who may approve it", async () => {
    const run = (now: Date) => remindWaitingRequests({ db: t.db, push }, [serverTimesheetFamily], now);
    const wednesday = aWednesday();
    await lockedWeek('2028-02-07');
    // Locked on the Thursday before: Fri, Mon and Tue are three full working days by Wednesday.
    const thursday = instantAt(addDays(todayIn('Asia/Kolkata', wednesday), -6), '10:00', 'Asia/Kolkata');
    await t.db
      .update(timesheetDays)
      .set({ lockedAt: thursday })
      .where(
        and(
          eq(timesheetDays.employeeId, id('employee')),
          sql`${timesheetDays.date} between '2028-02-07' and '2028-02-13'`,
        ),
      );
    const since = await lastNotificationId();

    // Other locked weeks (the demo's, the test's above) are reminded too: this one's notifications are counted.
    const about = async (username: string, title: string) =>
      (await notesOf(username, since)).filter((n) => n.title.startsWith(title) && n.body.includes('February 07, 2028'));
    await run(new Date(wednesday.getTime() - 86_400_000));
    expect(await about('manager', 'Reminder')).toEqual([]);
    expect((await run(wednesday))?.reminded.timesheet).toBeGreaterThanOrEqual(1);
    await run(wednesday);
    const reminders = await about('manager', 'Reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: 'Reminder: a timesheet week waits for you',
      body: expect.stringMatching(
        /^Rahul Verma's timesheet of the week February 07, 2028 to February 13, 2028 has been waiting for approval since .+\.$/,
      ),
      link: '/ui/self-service/approvals?tab=timesheet',
    });

    // Not the group head's yet.
    expect((await pendingOf('group.head')).some((w) => w.startDate === '2028-02-07')).toBe(false);
    expect(
      (await as('group.head', 'POST', `/timesheet/approve-week/reportee/${id('employee')}?${range('2028-02-07')}`))
        .statusCode,
    ).toBe(404);

    // A week later it has waited twice the limit: escalated once to the group head.
    const later = new Date(wednesday.getTime() + 7 * 86_400_000);
    expect((await run(later))?.escalated.timesheet).toBeGreaterThanOrEqual(1);
    await run(later);
    expect((await about('group.head', 'Escalated')).map((n) => n.title)).toEqual([
      'Escalated to you: a timesheet week',
    ]);
    expect(await about('manager', 'Reminder')).toHaveLength(1);
    const steps = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, await requestOf('2028-02-07')), isNull(auditEntries.actorId)));
    expect(steps.map((s) => [s.action, s.actorId])).toEqual([
      ['timesheet.remind', null],
      ['timesheet.escalate', null],
    ]);
    expect(steps.at(-1)?.after).toEqual({ escalatedTo: 'Gauri Iyer', step: 1 });

    expect(await pendingOf('group.head')).toContainEqual(
      expect.objectContaining({ employeeId: id('employee'), startDate: '2028-02-07', escalated: true }),
    );
    expect(await pendingOf('manager')).toContainEqual(
      expect.objectContaining({ employeeId: id('employee'), startDate: '2028-02-07', escalated: true }),
    );
    const approved = await as('group.head', 'POST', '/timesheet/approve-weeks', {
      weeks: [{ employeeId: id('employee'), startDate: '2028-02-07' }],
    });
    expect(approved.json()).toMatchObject({ succeeded: 1, failed: 0 });
    const days = await t.db
      .select()
      .from(timesheetDays)
      .where(
        and(
          eq(timesheetDays.employeeId, id('employee')),
          sql`${timesheetDays.date} between '2028-02-07' and '2028-02-13'`,
        ),
      );
    expect(days.map((d) => [d.status, d.decidedBy])).toEqual(Array(7).fill(['APPROVED', id('group.head')]));
    // The group head may not approve the employee's other weeks.
    await lockedWeek('2028-02-14');
    expect(
      (await as('group.head', 'POST', `/timesheet/approve-week/reportee/${id('employee')}?${range('2028-02-14')}`))
        .statusCode,
    ).toBe(404);
  });
});
