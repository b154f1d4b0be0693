import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema/audit';
import { checkInOutEvents } from '../../db/schema/attendance';
import { users } from '../../db/schema/identity';
import { userNotifications } from '../../db/schema/notifications';
import { projectActivities, projects } from '../../db/schema/projects';
import { eventRequests } from '../../db/schema/leave';
import { approvalChains } from '../../db/schema/requests';
import { timesheetDays, timesheetRequests } from '../../db/schema/timesheets';
import { linkDaysToRequests } from './requests';

/**
 * A locked week is a request of the timesheet family (docs/decisions/013), so the lifecycle's rules reach it
 * without timesheet code. Weeks of 2029, away from the demo's and the other tests'.
 */

let t: TestApp;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.db.select({ id: users.id, username: users.username }).from(users)) ids.set(u.username, u.id);
});
afterAll(() => t.close());

const id = (username: string) => ids.get(username)!;
const as = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.as(await t.tokenOf(username), { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const range = (monday: string) => `startDate=${monday}&endDate=${addDays(monday, 6)}`;
const lastNotificationId = async () =>
  (await t.db.select({ id: sql<number>`coalesce(max(${userNotifications.id}), 0)::int` }).from(userNotifications))[0]!
    .id;
const notesOf = (username: string, since: number) =>
  t.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, id(username)), gt(userNotifications.id, since)));
const requestsOf = (username: string, monday: string) =>
  t.db
    .select()
    .from(timesheetRequests)
    .where(and(eq(timesheetRequests.employeeId, id(username)), eq(timesheetRequests.weekStart, monday)))
    .orderBy(asc(timesheetRequests.id));
const statesOf = async (username: string, monday: string) =>
  (
    await t.db
      .select()
      .from(timesheetDays)
      .where(
        and(
          eq(timesheetDays.employeeId, id(username)),
          sql`${timesheetDays.date} between ${monday} and ${addDays(monday, 6)}`,
        ),
      )
  ).map((d) => [d.date, d.status]);

/** The employee logs two days of a week and locks the whole week: the request it makes. */
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
  const [request] = await requestsOf('employee', monday);
  return request!;
}

describe('a locked week is a request', () => {
  it('is made by locking it, tells the manager, and answers on the family paths: one week, its days and hours', async () => {
    const since = await lastNotificationId();
    const request = await lockedWeek('2029-01-01');
    expect(request).toMatchObject({
      status: 'PENDING',
      step: 1,
      days: 7,
      fromDate: '2029-01-01',
      toDate: '2029-01-07',
    });
    expect((await notesOf('manager', since)).map((n) => [n.title, n.body])).toEqual([
      ['New request to decide', 'Rahul Verma asks for timesheet of the week January 01, 2029 to January 07, 2029.'],
    ]);
    // Locking a day of it again makes no second request.
    await as('employee', 'POST', '/timesheet/lock-day?date=2029-01-02');
    expect(await requestsOf('employee', '2029-01-01')).toHaveLength(1);

    const approved = await as('manager', 'POST', `/timesheet/approve/${request.id}`, { remark: 'All there' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      id: request.id,
      status: 'APPROVED',
      startDate: '2029-01-01',
      endDate: '2029-01-07',
      lockedDays: 7,
      lockedHours: 16,
      remark: 'All there',
      decidedByName: 'Maya Nair',
    });
    expect(await statesOf('employee', '2029-01-01')).toEqual(
      Array.from({ length: 7 }, (_, i) => [addDays('2029-01-01', i), 'APPROVED']),
    );
    const told = await notesOf('employee', since);
    expect(told.map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Timesheet approved',
        'Maya Nair approved 7 days of your timesheet: the week January 01, 2029 to January 07, 2029: All there.',
        '/ui/self-service/timesheet?week=2029-01-01',
      ],
    ]);
    const again = await as('md', 'POST', `/timesheet/approve/${request.id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is already approved.');

    const history = await as('employee', 'GET', `/timesheet/${request.id}/history`);
    expect(history.statusCode).toBe(200);
    expect((history.json().items as { action: string; actorId: number }[]).map((e) => [e.action, e.actorId])).toEqual([
      ['timesheet.create', id('employee')],
      ['timesheet.approve', id('manager')],
    ]);
    expect((await as('pm', 'GET', `/timesheet/${request.id}/history`)).statusCode).toBe(404);
  });

  it('opens its days again when rejected, with the remark the employee reads; locked again, it is a new request', async () => {
    const request = await lockedWeek('2029-01-08');
    const since = await lastNotificationId();
    expect((await as('manager', 'POST', `/timesheet/reject/${request.id}`, {})).statusCode).toBe(400);
    const rejected = await as('manager', 'POST', `/timesheet/reject/${request.id}`, {
      remark: 'Tuesday is missing the review',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      lockedDays: 7,
      remark: 'Tuesday is missing the review',
    });
    expect(await statesOf('employee', '2029-01-08')).toEqual([]);
    expect((await notesOf('employee', since)).map((n) => n.body)).toEqual([
      'Maya Nair returned 7 days of your timesheet: the week January 08, 2029 to January 14, 2029: ' +
        'Tuesday is missing the review. They are open again to change and submit.',
    ]);
    // Open again, the week's entries change, and a new lock makes a new request.
    expect(
      (await as('employee', 'GET', '/timesheet/week?startDate=2029-01-08'))
        .json()
        .days.every((d: { state: string }) => d.state === 'OPEN'),
    ).toBe(true);
    await as('employee', 'POST', `/timesheet/lock-week?${range('2029-01-08')}`);
    expect((await requestsOf('employee', '2029-01-08')).map((r) => r.status)).toEqual(['REJECTED', 'PENDING']);
  });

  it('is withdrawn by the employee on the cancel path, or by unlocking its last day; a part unlocked leaves the rest waiting', async () => {
    const request = await lockedWeek('2029-01-15');
    expect((await as('manager', 'POST', `/timesheet/cancel/${request.id}`)).statusCode).toBe(404);
    const cancelled = await as('employee', 'POST', `/timesheet/cancel/${request.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect(await statesOf('employee', '2029-01-15')).toEqual([]);

    await as('employee', 'POST', '/timesheet/lock-day?date=2029-01-16');
    await as('employee', 'POST', '/timesheet/lock-day?date=2029-01-17');
    const [, waiting] = await requestsOf('employee', '2029-01-15');
    expect(waiting).toMatchObject({ status: 'PENDING', days: 2, fromDate: '2029-01-16', toDate: '2029-01-17' });
    await as('employee', 'POST', '/timesheet/unlock-day?date=2029-01-16');
    expect((await requestsOf('employee', '2029-01-15'))[1]).toMatchObject({
      status: 'PENDING',
      days: 1,
      fromDate: '2029-01-17',
    });
    await as('employee', 'POST', '/timesheet/unlock-day?date=2029-01-17');
    expect((await requestsOf('employee', '2029-01-15'))[1]).toMatchObject({ status: 'CANCELLED' });
    const steps = await t.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'timesheet'), eq(auditEntries.entityId, String(waiting!.id))))
      .orderBy(asc(auditEntries.id));
    expect(steps.map((s) => s.action)).toEqual([
      'timesheet.create',
      'timesheet.lock',
      'timesheet.unlock',
      'timesheet.cancel',
    ]);
  });
});

describe('deciding a locked week', () => {
  it("answers approve-multiple per request: approved, already decided (409), the decider's own (403), not theirs (404)", async () => {
    const theirs = await lockedWeek('2029-01-22');
    const decided = await lockedWeek('2029-01-29');
    await as('manager', 'POST', `/timesheet/approve/${decided.id}`, {});
    await as('manager', 'POST', `/timesheet/lock-week?${range('2029-01-22')}`);
    const [own] = await requestsOf('manager', '2029-01-22');
    const bulk = await as('manager', 'POST', '/timesheet/approve-multiple', {
      ids: [theirs.id, decided.id, own!.id, 999_999],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().results.map((r: { id: number; statusCode: number }) => [r.id, r.statusCode])).toEqual([
      [theirs.id, 200],
      [decided.id, 409],
      [own!.id, 403],
      [999_999, 404],
    ]);
    expect(bulk.json()).toMatchObject({ succeeded: 1, failed: 3 });
    expect(await statesOf('employee', '2029-01-22')).toEqual(
      Array.from({ length: 7 }, (_, i) => [addDays('2029-01-22', i), 'APPROVED']),
    );
    expect(
      (await as('pm', 'POST', '/timesheet/approve-multiple', { ids: [own!.id] })).json().results[0].statusCode,
    ).toBe(404);
  });

  it("decides one day of a waiting week on its own: the day's part is approved, the rest of the week waits", async () => {
    await as('employee', 'POST', '/timesheet/lock-day?date=2029-02-05');
    await as('employee', 'POST', '/timesheet/lock-day?date=2029-02-06');
    const day = await as('manager', 'POST', `/timesheet/approve-day/reportee/${id('employee')}?date=2029-02-06`);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toMatchObject({ outcome: 'DONE', state: 'APPROVED' });
    const [rest, part] = await requestsOf('employee', '2029-02-05');
    expect(rest).toMatchObject({ status: 'PENDING', days: 1, fromDate: '2029-02-05' });
    expect(part).toMatchObject({ status: 'APPROVED', days: 1, fromDate: '2029-02-06', decidedBy: id('manager') });
    expect(await statesOf('employee', '2029-02-05')).toEqual([
      ['2029-02-05', 'LOCKED'],
      ['2029-02-06', 'APPROVED'],
    ]);
    const pending = (await as('manager', 'GET', '/timesheet/pending-approval?pageSize=200')).json().items as {
      id: number;
      lockedDays: number;
    }[];
    expect(pending).toContainEqual(expect.objectContaining({ id: rest!.id, lockedDays: 1 }));
  });
});

describe('what a decider reads of a waiting week', () => {
  it('gives its lines with their hours per day, and the days with hours that the attendance records as leave or absent', async () => {
    // A week of 2025, long before the demo's punches: a weekday without a punch is absent.
    const monday = '2025-06-02';
    const activity = async (code: string) =>
      (
        await t.db
          .select({ projectId: projects.id, activityId: projectActivities.id })
          .from(projectActivities)
          .innerJoin(projects, eq(projects.id, projectActivities.projectId))
          .where(and(eq(projects.code, code), eq(projectActivities.name, 'Development')))
      )[0]!;
    const employeeId = id('employee');
    await t.db.insert(eventRequests).values({
      employeeId,
      status: 'APPROVED',
      typeCode: 'CASUAL',
      fromDate: '2025-06-03',
      toDate: '2025-06-03',
      days: 1,
      reason: 'Family visit.',
    });
    await t.db.insert(checkInOutEvents).values([
      { employeeId, kind: 'IN', at: new Date('2025-06-04T03:30:00Z'), createdBy: employeeId },
      { employeeId, kind: 'OUT', at: new Date('2025-06-04T12:00:00Z'), createdBy: employeeId },
    ]);
    const saved = await as('employee', 'POST', '/timesheet/bulk', {
      startDate: monday,
      rows: [
        { ...(await activity('ACME-PORTAL')), hours: [8, 4, 6, 0, 0, 0, 0] },
        { ...(await activity('SD-HRMS')), hours: [0, 0, 2, 0, 0, 0, 0] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as('employee', 'POST', `/timesheet/lock-week?${range(monday)}`)).statusCode).toBe(200);

    const page = await as('manager', 'GET', '/timesheet/pending-approval?search=Rahul&pageSize=200');
    expect(page.statusCode).toBe(200);
    const week = (page.json().items as { startDate: string }[]).find((w) => w.startDate === monday);
    expect(week).toMatchObject({ employeeName: 'Rahul Verma', lockedDays: 7, lockedHours: 20 });
    expect(week).toMatchObject({
      lines: [
        {
          projectCode: 'ACME-PORTAL',
          projectName: 'Acme customer portal',
          activityName: 'Development',
          hours: [8, 4, 6, 0, 0, 0, 0],
          totalHours: 18,
        },
        {
          projectCode: 'SD-HRMS',
          projectName: 'Staffdesk rollout',
          activityName: 'Development',
          hours: [0, 0, 2, 0, 0, 0, 0],
          totalHours: 2,
        },
      ],
      // Wednesday has its punches; the weekend, no hours.
      awayDays: [
        { date: '2025-06-02', hours: 8, status: 'ABSENT', leaveLabel: null },
        { date: '2025-06-03', hours: 4, status: 'LEAVE', leaveLabel: 'Casual Leave' },
      ],
    });
  });
});

describe('the lifecycle reaches timesheet weeks', () => {
  it("takes an approval chain's later step: the manager's approval sends the week to the manager's manager, whose approval approves its days", async () => {
    const chain = await as('md', 'PUT', '/approval-chains/timesheet', {
      steps: [{ decider: 'MANAGERS_MANAGER', when: null }],
    });
    expect(chain.statusCode, chain.body).toBe(200);
    try {
      const request = await lockedWeek('2029-03-05');
      expect(request.chain).toEqual(['MANAGERS_MANAGER']);
      const since = await lastNotificationId();
      const first = await as('manager', 'POST', `/timesheet/approve/${request.id}`, {});
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: 'PENDING', step: 2 });
      expect(await statesOf('employee', '2029-03-05')).toEqual(
        Array.from({ length: 7 }, (_, i) => [addDays('2029-03-05', i), 'LOCKED']),
      );
      expect((await notesOf('group.head', since)).map((n) => n.title)).toEqual(['New request to decide']);
      // It waits for the group head now: in their list, not the manager's, and only they decide it.
      expect(
        (
          (await as('group.head', 'GET', '/timesheet/pending-approval?pageSize=200')).json().items as { id: number }[]
        ).map((w) => w.id),
      ).toContain(request.id);
      expect(
        ((await as('manager', 'GET', '/timesheet/pending-approval?pageSize=200')).json().items as { id: number }[]).map(
          (w) => w.id,
        ),
      ).not.toContain(request.id);
      expect((await as('manager', 'POST', `/timesheet/approve/${request.id}`, {})).json().message).toBe(
        'You approved an earlier step of this request; another decider takes this one.',
      );
      const week = await as(
        'group.head',
        'POST',
        `/timesheet/approve-week/reportee/${id('employee')}?${range('2029-03-05')}`,
      );
      expect(week.statusCode, week.body).toBe(200);
      expect(week.json()).toMatchObject({ changed: 7 });
      expect(await statesOf('employee', '2029-03-05')).toEqual(
        Array.from({ length: 7 }, (_, i) => [addDays('2029-03-05', i), 'APPROVED']),
      );
      expect((await requestsOf('employee', '2029-03-05'))[0]).toMatchObject({
        status: 'APPROVED',
        decidedBy: id('group.head'),
      });
    } finally {
      await t.db.delete(approvalChains).where(eq(approvalChains.entity, 'timesheet'));
    }
  });
});

describe('days written without a request (the seeds, and what migration 0026 found)', () => {
  it('get one per employee, week and state: PENDING for the locked ones, APPROVED by whoever approved the last of them', async () => {
    const employeeId = id('employee.2fa');
    const decidedAt = new Date('2029-04-12T06:30:00Z');
    await t.db.insert(timesheetDays).values([
      {
        employeeId,
        date: '2029-04-02',
        status: 'APPROVED',
        decidedBy: id('md'),
        decidedAt: new Date('2029-04-10T06:30:00Z'),
      },
      { employeeId, date: '2029-04-03', status: 'APPROVED', decidedBy: id('manager'), decidedAt },
      { employeeId, date: '2029-04-04', status: 'LOCKED' },
      { employeeId, date: '2029-04-05', status: 'LOCKED' },
    ]);
    await linkDaysToRequests(t.db);
    const made = await requestsOf('employee.2fa', '2029-04-02');
    expect(made.map((r) => [r.status, r.days, r.fromDate, r.toDate, r.decidedBy])).toEqual([
      ['APPROVED', 2, '2029-04-02', '2029-04-03', id('manager')],
      ['PENDING', 2, '2029-04-04', '2029-04-05', null],
    ]);
    const days = await t.db
      .select()
      .from(timesheetDays)
      .where(
        inArray(
          timesheetDays.requestId,
          made.map((r) => r.id),
        ),
      );
    expect(days.map((d) => [d.date, d.requestId])).toEqual(
      expect.arrayContaining([
        ['2029-04-02', made[0]!.id],
        ['2029-04-03', made[0]!.id],
        ['2029-04-04', made[1]!.id],
        ['2029-04-05', made[1]!.id],
      ]),
    );
    // The waiting one is in the manager's approvals, and decided as any other.
    expect((await as('manager', 'POST', `/timesheet/approve/${made[1]!.id}`, {})).statusCode).toBe(200);
  });
});
