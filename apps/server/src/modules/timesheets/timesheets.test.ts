import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { projectActivities, projects } from '../../db/schema/projects';
import { timesheetDays, timesheetEntries, timesheetLoggedMinutes, timesheetRequests } from '../../db/schema/timesheets';
import { auditEntries } from '../../db/schema/audit';
import { holidays } from '../../db/schema/calendar';
import { checkInOutEvents } from '../../db/schema/attendance';
import { userNotifications } from '../../db/schema/notifications';

/** Every /timesheet path; each test works on its own weeks of 2027, away from the demo weeks. */

let t: TestApp;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.db.select({ id: users.id, username: users.username }).from(users)) ids.set(u.username, u.id);
});
afterAll(() => t.close());

const id = (username: string) => ids.get(username)!;
const tokenOf = async (username: string) =>
  username === 'employee.2fa' ? t.sessionToken(id(username)) : t.tokenOf(username);
const as = async (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.as(await tokenOf(username), {
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function activity(projectCode: string, name: string) {
  const [row] = await t.db
    .select({ projectId: projects.id, activityId: projectActivities.id })
    .from(projectActivities)
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .where(and(eq(projects.code, projectCode), eq(projectActivities.name, name)));
  return row!;
}
const entriesOf = (username: string, from: string) =>
  t.db
    .select()
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.employeeId, id(username)),
        gte(timesheetEntries.date, from),
        lte(timesheetEntries.date, addDays(from, 27)),
      ),
    );
const daysOf = (username: string) =>
  t.db
    .select()
    .from(timesheetDays)
    .where(eq(timesheetDays.employeeId, id(username)));
/** The audit key of a week's first request (docs/decisions/013): its id. */
const requestOf = async (username: string, monday: string) =>
  String(
    (
      await t.db
        .select()
        .from(timesheetRequests)
        .where(and(eq(timesheetRequests.employeeId, id(username)), eq(timesheetRequests.weekStart, monday)))
        .orderBy(asc(timesheetRequests.id))
    )[0]!.id,
  );
const week = (start: string) => ({
  startDate: start,
  endDate: new Date(Date.parse(start) + 6 * 86_400_000).toISOString().slice(0, 10),
});
const range = (start: string) => `startDate=${week(start).startDate}&endDate=${week(start).endDate}`;

describe('entries', () => {
  it('creates, changes, lists and deletes an entry of your own, in quarter hours', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    const created = await as('employee', 'POST', '/timesheet', {
      date: '2027-01-04',
      ...dev,
      hours: 2.5,
      note: 'login page',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      date: '2027-01-04',
      hours: 2.5,
      projectCode: 'ACME-PORTAL',
      activityName: 'Development',
      dayState: 'OPEN',
      note: 'login page',
    });
    const entryId = created.json().id as number;
    const changed = await as('employee', 'PUT', `/timesheet/${entryId}`, { date: '2027-01-05', ...dev, hours: 3.75 });
    expect(changed.statusCode).toBe(200);
    expect((await t.db.select().from(timesheetEntries).where(eq(timesheetEntries.id, entryId)))[0]).toMatchObject({
      date: '2027-01-05',
      minutes: 225,
      note: null,
    });
    const list = await as('employee', 'GET', '/timesheet?startDate=2027-01-04&endDate=2027-01-10');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { id: number; hours: number }) => [e.id, e.hours])).toEqual([[entryId, 3.75]]);
    expect((await as('employee', 'DELETE', `/timesheet/${entryId}`)).statusCode).toBe(204);
    expect(await t.db.select().from(timesheetEntries).where(eq(timesheetEntries.id, entryId))).toEqual([]);
  });

  it('refuses bad hours, a project you are not on, an inactive activity, and a day over 24 hours', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    const globex = await activity('GLOBEX-AMC', 'Incident fixes');
    const estimation = await activity('ACME-PORTAL', 'Estimation');
    const cases: [unknown, RegExp][] = [
      [{ date: '2027-01-11', ...dev, hours: 0 }, /more than 0/],
      [{ date: '2027-01-11', ...dev, hours: 1.1 }, /quarter hours/],
      [{ date: '2027-01-11', ...dev, hours: 25 }, /at most 24/],
      [{ date: '2027-01-11', ...dev, hours: -1 }, /more than 0/],
      [{ date: '2027-02-30', ...dev, hours: 1 }, /YYYY-MM-DD/],
      [
        { date: '2027-01-11', projectId: dev.projectId, activityId: globex.activityId, hours: 1 },
        /not an activity of project/,
      ],
      [{ date: '2027-01-11', ...globex, hours: 1 }, /not a member of project "Globex annual maintenance"/],
      [{ date: '2027-01-11', ...estimation, hours: 1 }, /inactive/],
    ];
    for (const [body, message] of cases) {
      const res = await as('employee', 'POST', '/timesheet', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message + JSON.stringify(res.json().errorDetails ?? []), JSON.stringify(body)).toMatch(message);
    }
    expect((await as('employee', 'POST', '/timesheet', { date: '2027-01-11', ...dev, hours: 20 })).statusCode).toBe(
      201,
    );
    const over = await as('employee', 'POST', '/timesheet', { date: '2027-01-11', ...dev, hours: 4.25 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Monday, January 11, 2027 would have 24h 15m: a day can have at most 24h.');
    expect(
      (await entriesOf('employee', '2027-01-11')).filter((e) => e.date === '2027-01-11').map((e) => e.minutes),
    ).toEqual([1200]);
  });

  it("gives 404 for someone else's entry, and for a list of someone you do not manage", async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    const mine = (await as('employee', 'POST', '/timesheet', { date: '2027-01-12', ...dev, hours: 1 })).json()
      .id as number;
    expect(
      (await as('manager', 'PUT', `/timesheet/${mine}`, { date: '2027-01-12', ...dev, hours: 2 })).statusCode,
    ).toBe(404);
    expect((await as('manager', 'DELETE', `/timesheet/${mine}`)).statusCode).toBe(404);
    expect(
      (await as('pm', 'GET', `/timesheet?startDate=2027-01-01&endDate=2027-01-31&employeeId=${id('employee')}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as('employee', 'GET', `/timesheet?startDate=2027-01-01&endDate=2027-01-31&employeeId=${id('manager')}`))
        .statusCode,
    ).toBe(404);
    // The reporting manager and MD read it.
    for (const reader of ['manager', 'md']) {
      const res = await as(
        reader,
        'GET',
        `/timesheet?startDate=2027-01-01&endDate=2027-01-31&employeeId=${id('employee')}`,
      );
      expect(res.statusCode, reader).toBe(200);
      expect(
        res.json().map((e: { id: number }) => e.id),
        reader,
      ).toContain(mine);
    }
  });

  it('refuses bad ranges', async () => {
    const backwards = await as('employee', 'GET', '/timesheet?startDate=2027-01-10&endDate=2027-01-04');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toMatch(/The end date cannot be before the start date\./);
    expect((await as('employee', 'GET', '/timesheet?startDate=2025-01-01&endDate=2027-01-04')).statusCode).toBe(400);
    expect((await as('employee', 'GET', '/timesheet?startDate=2027-01-04')).statusCode).toBe(400);
  });
});

describe('who may log time', () => {
  it("tells the web that a project's members hold LOG_TIME, and refuses hours on a project one is not on with 400", async () => {
    const context = async (username: string) => (await as(username, 'GET', '/users/context')).json();
    expect((await context('employee')).memberGrants).toEqual(['LOG_TIME']);
    expect((await context('hr.head')).memberGrants).toEqual([]);
    const dev = await activity('ACME-PORTAL', 'Development');
    const globex = await activity('GLOBEX-AMC', 'Incident fixes');
    const notOn = (name: string) => `You are not a member of project "${name}": log hours only on your projects.`;
    const entry = await as('hr.head', 'POST', '/timesheet', { date: '2027-01-18', ...dev, hours: 2 });
    expect(entry.statusCode).toBe(400);
    expect(entry.json().message).toBe(notOn('Acme customer portal'));
    // A whole week with one row on a project of theirs and one on another: nothing of it is saved.
    const saved = await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-01-18',
      rows: [
        { ...dev, hours: [8, 0, 0, 0, 0, 0, 0] },
        { ...globex, hours: [0, 4, 0, 0, 0, 0, 0] },
      ],
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(notOn('Globex annual maintenance'));
    const ofTheWeek = async (username: string) =>
      (await entriesOf(username, '2027-01-18')).filter((e) => e.date <= '2027-01-24');
    expect(await ofTheWeek('employee')).toEqual([]);
    expect(await ofTheWeek('hr.head')).toEqual([]);
  });
});

describe("projects' and activities' logged hours", () => {
  /** The entries summed per project, activity and employee, beside what the triggers keep: they must be equal. */
  async function sums() {
    const key = [timesheetEntries.projectId, timesheetEntries.activityId, timesheetEntries.employeeId] as const;
    const fromEntries = await t.db
      .select({
        projectId: key[0],
        activityId: key[1],
        employeeId: key[2],
        minutes: sql<number>`sum(${timesheetEntries.minutes})`.mapWith(Number),
      })
      .from(timesheetEntries)
      .groupBy(...key)
      .orderBy(...key.map((c) => asc(c)));
    const kept = await t.db
      .select()
      .from(timesheetLoggedMinutes)
      .where(sql`${timesheetLoggedMinutes.minutes} <> 0`)
      .orderBy(
        asc(timesheetLoggedMinutes.projectId),
        asc(timesheetLoggedMinutes.activityId),
        asc(timesheetLoggedMinutes.employeeId),
      );
    return { fromEntries, kept };
  }
  const hoursOf = async (projectId: number, activityId: number) => ({
    project: (await as('md', 'GET', `/projects/${projectId}`)).json().hoursLogged as number,
    activity: (
      (await as('md', 'GET', `/project-activity/project?projectId=${projectId}`)).json() as {
        id: number;
        hoursLogged: number;
      }[]
    ).find((a) => a.id === activityId)!.hoursLogged,
  });

  it('follow every write of entries: one made, moved to another activity, deleted, a week saved twice, a direct update', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    const support = await activity('SD-HRMS', 'Support');
    const before = {
      dev: await hoursOf(dev.projectId, dev.activityId),
      support: await hoursOf(support.projectId, support.activityId),
    };

    const created = (await as('employee', 'POST', '/timesheet', { date: '2027-06-07', ...dev, hours: 2.5 })).json() as {
      id: number;
    };
    expect(await hoursOf(dev.projectId, dev.activityId)).toEqual({
      project: before.dev.project + 2.5,
      activity: before.dev.activity + 2.5,
    });
    expect(
      (await as('employee', 'PUT', `/timesheet/${created.id}`, { date: '2027-06-07', ...support, hours: 1 }))
        .statusCode,
    ).toBe(200);
    expect(await hoursOf(dev.projectId, dev.activityId)).toEqual(before.dev);
    expect(await hoursOf(support.projectId, support.activityId)).toEqual({
      project: before.support.project + 1,
      activity: before.support.activity + 1,
    });
    expect((await as('employee', 'DELETE', `/timesheet/${created.id}`)).statusCode).toBe(204);
    expect(await hoursOf(support.projectId, support.activityId)).toEqual(before.support);

    const saveWeek = (rows: unknown[]) => as('employee', 'POST', '/timesheet/bulk', { startDate: '2027-06-14', rows });
    expect(
      (
        await saveWeek([
          { ...dev, hours: [8, 8, 0, 0, 0, 0, 0] },
          { ...support, hours: [0, 0, 4, 0, 0, 0, 0] },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await saveWeek([{ ...dev, hours: [1, 0, 0, 0, 0, 0, 0] }])).statusCode).toBe(200);
    expect(await hoursOf(dev.projectId, dev.activityId)).toEqual({
      project: before.dev.project + 1,
      activity: before.dev.activity + 1,
    });
    expect(await hoursOf(support.projectId, support.activityId)).toEqual(before.support);

    // Whatever writes the entries (here SQL of its own, several people's rows at once), the sums follow.
    await t.db
      .update(timesheetEntries)
      .set({ minutes: sql`${timesheetEntries.minutes} + 15` })
      .where(eq(timesheetEntries.projectId, dev.projectId));
    const { fromEntries, kept } = await sums();
    expect(fromEntries.length).toBeGreaterThan(1);
    expect(kept).toEqual(fromEntries);
  });
});

describe('the week: saving it', () => {
  it('saves a whole week at once and reads it back as the grid, with the projects to pick from', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    const support = await activity('SD-HRMS', 'Support');
    const saved = await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-02-01',
      rows: [
        { ...dev, hours: [8, 7.5, 0, 0, 0, 0, 0], note: 'sprint 4' },
        { ...support, hours: [0, 0.5, 2, 0, 0, 0, 0] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      employeeId: id('employee'),
      startDate: '2027-02-01',
      endDate: '2027-02-07',
      totalHours: 18,
      isOwn: true,
      canDecide: false,
    });
    expect(
      body.days.map((d: { date: string; hours: number; weekend: boolean; state: string }) => [
        d.date,
        d.hours,
        d.weekend,
        d.state,
      ]),
    ).toEqual([
      ['2027-02-01', 8, false, 'OPEN'],
      ['2027-02-02', 8, false, 'OPEN'],
      ['2027-02-03', 2, false, 'OPEN'],
      ['2027-02-04', 0, false, 'OPEN'],
      ['2027-02-05', 0, false, 'OPEN'],
      ['2027-02-06', 0, true, 'OPEN'],
      ['2027-02-07', 0, true, 'OPEN'],
    ]);
    expect(body.rows).toEqual([
      expect.objectContaining({
        projectCode: 'ACME-PORTAL',
        activityName: 'Development',
        hours: [8, 7.5, 0, 0, 0, 0, 0],
        totalHours: 15.5,
        note: 'sprint 4',
      }),
      expect.objectContaining({
        projectCode: 'SD-HRMS',
        activityName: 'Support',
        hours: [0, 0.5, 2, 0, 0, 0, 0],
        totalHours: 2.5,
      }),
    ]);
    const offered = body.projects as { code: string; activities: { name: string }[] }[];
    expect(offered.map((p) => p.code)).toEqual(['ACME-PORTAL', 'SD-HRMS', 'TRAIN-CLOUD', 'WEB-REVAMP']);
    expect(offered[0]!.activities.map((a) => a.name)).not.toContain('Estimation');
    // Saving again replaces: a row dropped is gone.
    const again = await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-02-01',
      rows: [{ ...dev, hours: [1, 0, 0, 0, 0, 0, 0] }],
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await entriesOf('employee', '2027-02-01')).filter((e) => e.date <= '2027-02-07').map((e) => [e.date, e.minutes]),
    ).toEqual([['2027-02-01', 60]]);
    const read = await as('employee', 'GET', '/timesheet/week?startDate=2027-02-01');
    expect(read.json().rows.map((r: { hours: number[] }) => r.hours)).toEqual([[1, 0, 0, 0, 0, 0, 0]]);
  });

  it('refuses a bad week: not a Monday, wrong number of days, a day over 24 hours, a duplicate row, nothing saved', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    const support = await activity('SD-HRMS', 'Support');
    const cases: [unknown, RegExp][] = [
      [{ startDate: '2027-02-09', rows: [] }, /Choose a Monday as the start date/],
      [{ startDate: '2027-02-08', rows: [{ ...dev, hours: [1, 2, 3] }] }, /seven hours, Monday to Sunday/],
      [{ startDate: '2027-02-08', rows: [{ ...dev, hours: [0.3, 0, 0, 0, 0, 0, 0] }] }, /quarter hours/],
      [
        {
          startDate: '2027-02-08',
          rows: [
            { ...dev, hours: [1, 0, 0, 0, 0, 0, 0] },
            { ...dev, hours: [1, 0, 0, 0, 0, 0, 0] },
          ],
        },
        /one row only/,
      ],
      [
        {
          startDate: '2027-02-08',
          rows: [
            { ...dev, hours: [16, 0, 0, 0, 0, 0, 0] },
            { ...support, hours: [8.25, 0, 0, 0, 0, 0, 0] },
          ],
        },
        /^Monday, February 08, 2027 would have 24h 15m: a day can have at most 24h\./,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as('employee', 'POST', '/timesheet/bulk', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message + JSON.stringify(res.json().errorDetails ?? []), JSON.stringify(body)).toMatch(message);
    }
    expect((await as('employee', 'GET', '/timesheet/week?startDate=2027-02-10')).statusCode).toBe(400);
    expect(
      (await entriesOf('employee', '2027-02-08')).filter((e) => e.date >= '2027-02-08' && e.date <= '2027-02-14'),
    ).toEqual([]);
  });
});

describe('the week: locked days and saves at once', () => {
  it('keeps LOCKED days as they are: a save that would change one is refused with 409, one that leaves it alone goes through', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-02-15',
      rows: [{ ...dev, hours: [8, 8, 0, 0, 0, 0, 0] }],
    });
    const locked = await as('employee', 'POST', '/timesheet/lock-day?date=2027-02-15');
    expect(locked.json()).toMatchObject({ outcome: 'DONE', state: 'LOCKED' });
    const changing = await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-02-15',
      rows: [{ ...dev, hours: [7, 8, 0, 0, 0, 0, 0] }],
    });
    expect(changing.statusCode).toBe(409);
    expect(changing.json().message).toBe('Monday, February 15, 2027 is LOCKED: its entries cannot change.');
    const keeping = await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-02-15',
      rows: [{ ...dev, hours: [8, 6, 1, 0, 0, 0, 0] }],
    });
    expect(keeping.statusCode).toBe(200);
    expect(keeping.json().days[0]).toMatchObject({ state: 'LOCKED', hours: 8 });
    // Single entries on a locked day: 409 as well.
    const entry = (await entriesOf('employee', '2027-02-15')).find((e) => e.date === '2027-02-15')!;
    expect((await as('employee', 'POST', '/timesheet', { date: '2027-02-15', ...dev, hours: 1 })).statusCode).toBe(409);
    expect(
      (await as('employee', 'PUT', `/timesheet/${entry.id}`, { date: '2027-02-15', ...dev, hours: 1 })).statusCode,
    ).toBe(409);
    const moved = await as('employee', 'DELETE', `/timesheet/${entry.id}`);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/LOCKED/);
  });

  it('leaves one consistent week after two saves of it at once', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    const support = await activity('SD-HRMS', 'Support');
    const a = { startDate: '2027-03-01', rows: [{ ...dev, hours: [8, 8, 8, 8, 8, 0, 0] }] };
    const b = { startDate: '2027-03-01', rows: [{ ...support, hours: [4, 4, 4, 4, 4, 0, 0] }] };
    await tokenOf('employee');
    const results = await Promise.all([
      as('employee', 'POST', '/timesheet/bulk', a),
      as('employee', 'POST', '/timesheet/bulk', b),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = (await entriesOf('employee', '2027-03-01')).filter((e) => e.date <= '2027-03-07');
    // Exactly one of the two weeks, never a mix or both.
    const activities = new Set(rows.map((r) => r.activityId));
    expect(rows).toHaveLength(5);
    expect(activities.size).toBe(1);
    const minutes = rows.map((r) => r.minutes);
    expect(minutes.every((m) => m === minutes[0])).toBe(true);
  });
});

describe('the week: reading a day, a month and the attendance', () => {
  it('reads a day and a month', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-03-08',
      rows: [{ ...dev, hours: [6, 0, 0, 0, 0, 0, 0] }],
    });
    await as('employee', 'POST', '/timesheet/lock-day?date=2027-03-08');
    await t.db.insert(holidays).values({ date: '2027-03-10', name: 'A holiday of the test' });
    const day = await as('employee', 'GET', '/timesheet/day?date=2027-03-08');
    expect(day.statusCode).toBe(200);
    expect(day.json()).toMatchObject({
      date: '2027-03-08',
      state: 'LOCKED',
      hours: 6,
      weekend: false,
      entries: [expect.objectContaining({ hours: 6, dayState: 'LOCKED' })],
    });
    const month = await as('employee', 'GET', '/timesheet/calendar-summary?monthYear=2027-03');
    expect(month.statusCode).toBe(200);
    const days = month.json().days as { date: string; hours: number; state: string; weekend: boolean }[];
    expect(days).toHaveLength(31);
    expect(days.find((d) => d.date === '2027-03-08')).toMatchObject({ hours: 6, state: 'LOCKED' });
    expect(days.find((d) => d.date === '2027-03-09')).toMatchObject({ hours: 0, state: 'OPEN', holidayName: null });
    expect(days.find((d) => d.date === '2027-03-10')).toMatchObject({ holidayName: 'A holiday of the test' });
    expect(days.find((d) => d.date === '2027-03-13')).toMatchObject({ weekend: true });
    expect((await as('employee', 'GET', '/timesheet/calendar-summary?monthYear=2027-13')).statusCode).toBe(400);
    expect(
      (await as('pm', 'GET', `/timesheet/calendar-summary?monthYear=2027-03&employeeId=${id('employee')}`)).statusCode,
    ).toBe(404);
    expect(
      (await as('md', 'GET', `/timesheet/calendar-summary?monthYear=2027-03&employeeId=${id('employee')}`)).json()
        .totalHours,
    ).toBeGreaterThanOrEqual(6);
  });

  it('shows the attendance facts of the week: hours present from the punches, and the holidays', async () => {
    const empty = await as('employee', 'GET', '/timesheet/week?startDate=2027-04-05');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().days).toHaveLength(7);
    expect(
      empty
        .json()
        .days.every(
          (d: { presentHours: number | null; workFromHome: boolean }) =>
            d.presentHours === null && d.workFromHome === false,
        ),
    ).toBe(true);
    // In at 09:00 and out at 17:30 in Kolkata (UTC+05:30) on Tuesday; Thursday a holiday.
    const employeeId = id('employee');
    await t.db.insert(checkInOutEvents).values([
      { employeeId, kind: 'IN', at: new Date('2027-04-06T03:30:00Z'), source: 'WEB', createdBy: employeeId },
      { employeeId, kind: 'OUT', at: new Date('2027-04-06T12:00:00Z'), source: 'WEB', createdBy: employeeId },
    ]);
    await t.db.insert(holidays).values({ date: '2027-04-08', name: 'A holiday of the week' });
    const days = (await as('employee', 'GET', '/timesheet/week?startDate=2027-04-05')).json().days;
    expect(days[1]).toMatchObject({
      date: '2027-04-06',
      firstInTime: '09:00',
      lastOutTime: '17:30',
      presentHours: 8.5,
    });
    expect(days[3]).toMatchObject({ date: '2027-04-08', holidayName: 'A holiday of the week', presentHours: null });
    expect(days[0]).toMatchObject({ firstInTime: null, presentHours: null });
  });
});

describe('locking and deciding: one week at a time', () => {
  it('locks and unlocks a week of your own, answered per day', async () => {
    await as('employee', 'POST', '/timesheet/lock-day?date=2027-05-04');
    const lock = await as('employee', 'POST', `/timesheet/lock-week?${range('2027-05-03')}`);
    expect(lock.statusCode).toBe(200);
    expect(lock.json().days.map((d: { outcome: string; message: string }) => d.outcome)).toEqual([
      'DONE',
      'ALREADY',
      'DONE',
      'DONE',
      'DONE',
      'DONE',
      'DONE',
    ]);
    expect(lock.json().days[1].message).toBe('Already locked.');
    expect(lock.json()).toMatchObject({ changed: 6, refused: 0 });
    expect((await daysOf('employee')).filter((d) => d.date >= '2027-05-03' && d.date <= '2027-05-09')).toHaveLength(7);
    const unlock = await as('employee', 'POST', `/timesheet/unlock-week?${range('2027-05-03')}`);
    expect(unlock.json()).toMatchObject({ changed: 7, refused: 0 });
    expect((await daysOf('employee')).filter((d) => d.date >= '2027-05-03' && d.date <= '2027-05-09')).toEqual([]);
  });

  it('refuses a range that is not Monday to Sunday, or backwards', async () => {
    for (const query of [
      'startDate=2027-05-04&endDate=2027-05-10',
      'startDate=2027-05-03&endDate=2027-05-08',
      'startDate=2027-05-10&endDate=2027-05-03',
      'startDate=2027-05-03',
    ]) {
      const res = await as('employee', 'POST', `/timesheet/lock-week?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const notWeek = await as(
      'manager',
      'POST',
      `/timesheet/approve-week/reportee/${id('employee')}?startDate=2027-05-03&endDate=2027-05-16`,
    );
    expect(notWeek.statusCode).toBe(400);
    expect(JSON.stringify(notWeek.json())).toMatch(/the Sunday after the start date/);
    expect((await as('employee', 'POST', '/timesheet/lock-day?date=2027-13-01')).statusCode).toBe(400);
    expect(
      await daysOf('employee').then((d) => d.filter((x) => x.date >= '2027-05-03' && x.date <= '2027-05-16')),
    ).toEqual([]);
  });

  it('approves only locked days, refuses to unlock an approved one, and unapproves back to LOCKED; the employee is told and it is audited', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-05-17',
      rows: [{ ...dev, hours: [8, 8, 8, 0, 0, 0, 0] }],
    });
    await as('employee', 'POST', '/timesheet/lock-day?date=2027-05-17');
    await as('employee', 'POST', '/timesheet/lock-day?date=2027-05-18');
    const openDay = await as('manager', 'POST', `/timesheet/approve-day/reportee/${id('employee')}?date=2027-05-19`);
    expect(openDay.statusCode).toBe(409);
    expect(openDay.json().message).toBe('Wednesday, May 19, 2027: The day is open: only a locked day can be approved.');
    const approved = await as(
      'manager',
      'POST',
      `/timesheet/approve-week/reportee/${id('employee')}?${range('2027-05-17')}`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().days.map((d: { outcome: string; state: string }) => `${d.outcome} ${d.state}`)).toEqual([
      'DONE APPROVED',
      'DONE APPROVED',
      'REFUSED OPEN',
      'REFUSED OPEN',
      'REFUSED OPEN',
      'REFUSED OPEN',
      'REFUSED OPEN',
    ]);
    expect(approved.json()).toMatchObject({ changed: 2, refused: 5 });
    const days = (await daysOf('employee')).filter((d) => d.date >= '2027-05-17' && d.date <= '2027-05-23');
    expect(days.map((d) => [d.date, d.status, d.decidedBy])).toEqual([
      ['2027-05-17', 'APPROVED', id('manager')],
      ['2027-05-18', 'APPROVED', id('manager')],
    ]);
    // The week as the employee sees it: who approved, and when it was locked and decided (instants, ISO).
    const seen = (await as('employee', 'GET', '/timesheet/week?startDate=2027-05-17')).json();
    expect(seen.days[0]).toMatchObject({ state: 'APPROVED', decidedBy: id('manager'), decidedByName: 'Maya Nair' });
    for (const instant of [seen.days[0].lockedAt, seen.days[0].decidedAt])
      expect(Math.abs(Date.parse(instant) - Date.now()), instant).toBeLessThan(120_000);
    expect(seen.days[2]).toMatchObject({
      state: 'OPEN',
      lockedAt: null,
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
    });
    const told = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, id('employee')));
    expect(told.map((n) => n.body)).toContain(
      'Maya Nair approved 2 days of your timesheet: the week May 17, 2027 to May 23, 2027.',
    );
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'timesheet.approve'),
          eq(auditEntries.entityId, await requestOf('employee', '2027-05-17')),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(id('manager'));

    const unlock = await as('employee', 'POST', '/timesheet/unlock-day?date=2027-05-17');
    expect(unlock.statusCode).toBe(409);
    expect(unlock.json().message).toMatch(/approved day cannot be unlocked/);
    const unlockWeek = await as('employee', 'POST', `/timesheet/unlock-week?${range('2027-05-17')}`);
    expect(
      unlockWeek
        .json()
        .days.slice(0, 2)
        .map((d: { outcome: string }) => d.outcome),
    ).toEqual(['REFUSED', 'REFUSED']);
    expect((await as('employee', 'POST', '/timesheet', { date: '2027-05-17', ...dev, hours: 1 })).json().message).toBe(
      'Monday, May 17, 2027 is APPROVED: its entries cannot change.',
    );

    const unapproved = await as('md', 'POST', `/timesheet/unapprove-day/reportee/${id('employee')}?date=2027-05-17`);
    expect(unapproved.json()).toMatchObject({ outcome: 'DONE', state: 'LOCKED', employeeId: id('employee') });
    const again = await as('md', 'POST', `/timesheet/unapprove-day/reportee/${id('employee')}?date=2027-05-17`);
    expect(again.json()).toMatchObject({ outcome: 'ALREADY', state: 'LOCKED' });
    const week = await as(
      'manager',
      'POST',
      `/timesheet/unapprove-week/reportee/${id('employee')}?${range('2027-05-17')}`,
    );
    expect(
      week
        .json()
        .days.slice(0, 3)
        .map((d: { outcome: string }) => d.outcome),
    ).toEqual(['ALREADY', 'DONE', 'REFUSED']);
    expect(
      (await daysOf('employee')).filter((d) => d.date >= '2027-05-17' && d.date <= '2027-05-23').map((d) => d.status),
    ).toEqual(['LOCKED', 'LOCKED']);
    // Back to LOCKED, the employee may unlock again.
    expect((await as('employee', 'POST', '/timesheet/unlock-day?date=2027-05-17')).json()).toMatchObject({
      outcome: 'DONE',
      state: 'OPEN',
    });
  });
});

describe('locking and deciding: who may, for whom, and several weeks at once', () => {
  it('lets nobody approve their own, and refuses the reportee variants to a non-manager', async () => {
    for (const path of ['approve-week', 'unapprove-week']) {
      const res = await as('md', 'POST', `/timesheet/${path}?${range('2027-06-07')}`);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toMatch(/Nobody approves their own timesheet/);
    }
    await as('manager', 'POST', '/timesheet/lock-day?date=2027-06-07');
    const self = await as('manager', 'POST', `/timesheet/approve-day/reportee/${id('manager')}?date=2027-06-07`);
    expect(self.statusCode).toBe(403);
    expect(
      (await as('md', 'POST', `/timesheet/approve-week/reportee/${id('md')}?${range('2027-06-07')}`)).statusCode,
    ).toBe(403);
    await as('employee', 'POST', '/timesheet/lock-day?date=2027-06-07');
    for (const [who, path] of [
      ['pm', `approve-week/reportee/${id('employee')}?${range('2027-06-07')}`],
      ['pm', `unapprove-week/reportee/${id('employee')}?${range('2027-06-07')}`],
      ['pm', `lock-week/reportee/${id('employee')}?${range('2027-06-07')}`],
      ['pm', `unlock-week/reportee/${id('employee')}?${range('2027-06-07')}`],
      ['pm', `approve-day/reportee/${id('employee')}?date=2027-06-07`],
      ['manager', `approve-day/reportee/999999?date=2027-06-07`],
    ] as const) {
      const res = await as(who, 'POST', `/timesheet/${path}`);
      expect(res.statusCode, `${who} ${path}`).toBe(404);
    }
    expect(
      (await as('pm', 'GET', `/timesheet/week?startDate=2027-06-07&employeeId=${id('employee')}`)).statusCode,
    ).toBe(404);
    expect((await as('pm', 'GET', `/timesheet/day?date=2027-06-07&employeeId=${id('employee')}`)).statusCode).toBe(404);
    expect((await daysOf('employee')).filter((d) => d.date === '2027-06-07').map((d) => d.status)).toEqual(['LOCKED']);
    expect((await daysOf('manager')).filter((d) => d.date === '2027-06-07').map((d) => d.status)).toEqual(['LOCKED']);
  });

  it("lets the manager lock a reportee's week for them, and MD read it with canDecide", async () => {
    const res = await as(
      'manager',
      'POST',
      `/timesheet/lock-week/reportee/${id('employee.2fa')}?${range('2027-06-14')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ employeeId: id('employee.2fa'), changed: 7 });
    const seen = await as('md', 'GET', `/timesheet/week?startDate=2027-06-14&employeeId=${id('employee.2fa')}`);
    expect(seen.json()).toMatchObject({ isOwn: false, canDecide: true, employeeName: 'Sara Khan' });
    expect(seen.json().days.every((d: { state: string }) => d.state === 'LOCKED')).toBe(true);
    expect(
      (
        await as('manager', 'POST', `/timesheet/unlock-week/reportee/${id('employee.2fa')}?${range('2027-06-14')}`)
      ).json().changed,
    ).toBe(7);
  });

  it('lists the weeks waiting for approval and approves several at once, answered per week', async () => {
    const dev = await activity('ACME-PORTAL', 'Development');
    await as('employee', 'POST', '/timesheet/bulk', {
      startDate: '2027-07-05',
      rows: [{ ...dev, hours: [8, 8, 0, 0, 0, 0, 0] }],
    });
    await as('employee', 'POST', `/timesheet/lock-week?${range('2027-07-05')}`);
    // Someone else's hours on the same days (open, not waiting) are not the employee's.
    expect(
      (
        await as('employee.2fa', 'POST', '/timesheet/bulk', {
          startDate: '2027-07-05',
          rows: [{ ...dev, hours: [3, 2, 0, 0, 0, 0, 0] }],
        })
      ).statusCode,
    ).toBe(200);
    await as('employee.2fa', 'POST', `/timesheet/lock-week?${range('2027-07-12')}`);
    const pending = await as('manager', 'GET', '/timesheet/pending-approval?pageSize=200');
    expect(pending.statusCode).toBe(200);
    const weeks = pending.json().items as {
      employeeId: number;
      startDate: string;
      endDate: string;
      lockedDays: number;
      lockedHours: number;
    }[];
    expect(weeks).toContainEqual(
      expect.objectContaining({
        employeeId: id('employee'),
        startDate: '2027-07-05',
        endDate: '2027-07-11',
        lockedDays: 7,
        lockedHours: 16,
      }),
    );
    expect(weeks).toContainEqual(
      expect.objectContaining({ employeeId: id('employee.2fa'), startDate: '2027-07-12', lockedDays: 7 }),
    );
    expect(weeks.every((w) => [id('employee'), id('employee.2fa')].includes(w.employeeId))).toBe(true);
    expect(
      (await as('pm', 'GET', '/timesheet/pending-approval?pageSize=200'))
        .json()
        .items.some((w: { employeeId: number }) => w.employeeId === id('employee')),
    ).toBe(false);
    expect(
      (await as('md', 'GET', '/timesheet/pending-approval?pageSize=200'))
        .json()
        .items.some((w: { startDate: string }) => w.startDate === '2027-07-05'),
    ).toBe(true);

    // Paged, sorted and searched on the server: MD and ADMIN wait on every locked week of the company.
    type Week = { employeeId: number; employeeName: string; startDate: string; lockedHours: number };
    const page = async (query: string) =>
      (await as('manager', 'GET', `/timesheet/pending-approval?${query}`)).json() as { items: Week[]; total: number };
    const all = await page('pageSize=200');
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((w) => w.startDate)).toEqual(all.items.map((w) => w.startDate).sort());
    const firstOfOne = await page('pageSize=1');
    expect(firstOfOne).toMatchObject({ total: all.total, items: [all.items[0]] });
    expect(await page(`page=${all.total + 1}&pageSize=1`)).toMatchObject({ total: all.total, items: [] });
    const byHours = (await page('sort=lockedHours&order=desc&pageSize=200')).items.map((w) => w.lockedHours);
    expect(byHours).toEqual([...byHours].sort((a, b) => b - a));
    const found = await page('search=rahul&pageSize=200');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((w) => w.employeeName === 'Rahul Verma')).toBe(true);
    expect(found.total).toBe(found.items.length);
    expect((await as('manager', 'GET', '/timesheet/pending-approval?sort=hours')).statusCode).toBe(400);

    const bulk = await as('manager', 'POST', '/timesheet/approve-weeks', {
      weeks: [
        { employeeId: id('employee'), startDate: '2027-07-05' },
        { employeeId: id('employee.2fa'), startDate: '2027-07-12' },
        { employeeId: id('manager'), startDate: '2027-07-12' },
        { employeeId: id('pm'), startDate: '2027-07-12' },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().results.map((r: { ok: boolean; statusCode: number }) => [r.ok, r.statusCode])).toEqual([
      [true, 200],
      [true, 200],
      [false, 403],
      [false, 404],
    ]);
    expect(bulk.json()).toMatchObject({ succeeded: 2, failed: 2 });
    expect(
      (await as('manager', 'GET', '/timesheet/pending-approval?pageSize=200'))
        .json()
        .items.some((w: { startDate: string }) => ['2027-07-05', '2027-07-12'].includes(w.startDate)),
    ).toBe(false);
    expect((await as('manager', 'POST', '/timesheet/approve-weeks', { weeks: [] })).statusCode).toBe(400);
    expect(
      (
        await as('manager', 'POST', '/timesheet/approve-weeks', {
          weeks: [{ employeeId: id('employee'), startDate: '2027-07-06' }],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('deciding for a reportee, by one who leads no team', () => {
  it('refuses every reportee variant and the bulk alike (403), whoever the employee, and changes nothing', async () => {
    await as('employee.2fa', 'POST', '/timesheet/lock-day?date=2027-06-08');
    for (const [who, path] of [
      ['employee.2fa', `unapprove-day/reportee/${id('employee')}?date=2027-06-07`],
      ['employee', `approve-day/reportee/${id('manager')}?date=2027-06-07`],
      ['employee', `approve-week/reportee/${id('employee.2fa')}?${range('2027-06-07')}`],
      ['employee', `lock-week/reportee/${id('employee.2fa')}?${range('2027-06-07')}`],
    ] as const) {
      const res = await as(who, 'POST', `/timesheet/${path}`);
      expect(res.statusCode, `${who} ${path}`).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    const bulk = await as('employee', 'POST', '/timesheet/approve-weeks', {
      weeks: [{ employeeId: id('employee.2fa'), startDate: '2027-06-07' }],
    });
    expect(bulk.statusCode).toBe(403);
    expect(bulk.json()).toEqual({ message: 'You are not allowed to do this.' });
    expect((await daysOf('employee.2fa')).filter((d) => d.date === '2027-06-08').map((d) => d.status)).toEqual([
      'LOCKED',
    ]);
  });
});
