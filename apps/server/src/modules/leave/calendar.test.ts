import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { holidays } from '../../db/schema/calendar';
import { eventRequests } from '../../db/schema/leave';
import { employees } from '../../db/schema/organisation';
import { eq } from 'drizzle-orm';
import type { TLeaveCalendar } from '@staffdesk/shared/schemas/leave';
import { futureWeeks, leaveTestKit, type TestWeek } from './test-support';

let t: TestApp;
const { get, idOf, post } = leaveTestKit(() => t);
const nextWeek = futureWeeks();

let week: TestWeek;
let month: string;

async function asked(username: string, body: Record<string, unknown>) {
  const res = await post(username, '/api/employee-event-request', { reason: 'Calendar test', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function approved(decider: string, id: number) {
  const res = await post(decider, `/api/employee-event-request/approve/${id}`, { remark: 'Fine.' });
  expect(res.statusCode, res.body).toBe(200);
}

const calendarUrl = (query: string) => `/api/employee-event-request/calendar?${query}`;

async function calendarOf(username: string, query: string): Promise<TLeaveCalendar> {
  const res = await get(username, calendarUrl(query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Who is out in a calendar, as "name: type status from–to". */
const outIn = (calendar: TLeaveCalendar) =>
  calendar.entries.map((e) => `${e.employeeName}: ${e.typeLabel} ${e.status} ${e.fromDate}–${e.toDate}`).sort();

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
  await t.db.delete(holidays);
  do week = nextWeek();
  while (week.mon.slice(0, 7) !== week.fri.slice(0, 7));
  month = week.mon.slice(0, 7);
  await t.db.insert(holidays).values({ date: week.wed, name: 'Company day', optional: false });
  // The manager's team: Rahul's approved casual leave and Sara's pending work from home.
  await approved('manager', await asked('employee', { typeCode: 'CASUAL', fromDate: week.mon, toDate: week.tue }));
  await asked('employee.2fa', { typeCode: 'WFH', fromDate: week.thu, toDate: week.thu });
  // Engineering, outside the manager's team: the group head, approved by the business head.
  await approved(
    'business.head',
    await asked('group.head', { typeCode: 'CASUAL', fromDate: week.fri, toDate: week.fri }),
  );
  // Talent Acquisition: pending; and a rejected request, which no calendar shows.
  await asked('ta.head', { typeCode: 'SICK', fromDate: week.tue, toDate: week.tue, halfDay: 'FIRST_HALF' });
  const rejected = await asked('pm', { typeCode: 'CASUAL', fromDate: week.mon, toDate: week.mon });
  expect(
    (await post('group.head', `/api/employee-event-request/reject/${rejected}`, { remark: 'No.' })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe('GET /employee-event-request/calendar', () => {
  it("shows a manager their team's approved and pending leave, work from home and the month's holidays", async () => {
    const calendar = await calendarOf('manager', `month=${month}&scope=team`);
    expect(calendar).toMatchObject({ month, scope: 'team', department: null, departments: [] });
    expect(outIn(calendar)).toEqual([
      `Rahul Verma: Casual Leave APPROVED ${week.mon}–${week.tue}`,
      `Sara Khan: Work From Home PENDING ${week.thu}–${week.thu}`,
    ]);
    expect(calendar.entries.find((e) => e.employeeName === 'Sara Khan')).toMatchObject({
      kind: 'WFH',
      typeCode: 'WFH',
      department: 'Engineering',
      halfDay: 'NONE',
    });
    expect(calendar.holidays).toEqual([{ date: week.wed, name: 'Company day', optional: false }]);
  });

  it('shows an employee the team they are in: those who share their manager', async () => {
    const calendar = await calendarOf('employee', `month=${month}`);
    expect(calendar.scope).toBe('team');
    expect(outIn(calendar)).toEqual([
      `Rahul Verma: Casual Leave APPROVED ${week.mon}–${week.tue}`,
      `Sara Khan: Work From Home PENDING ${week.thu}–${week.thu}`,
    ]);
  });

  it("shows the viewer's department, and filters by leave type", async () => {
    const calendar = await calendarOf('employee', `month=${month}&scope=department`);
    expect(calendar.department).toBe('Engineering');
    expect(outIn(calendar)).toEqual([
      `Gauri Iyer: Casual Leave APPROVED ${week.fri}–${week.fri}`,
      `Rahul Verma: Casual Leave APPROVED ${week.mon}–${week.tue}`,
      `Sara Khan: Work From Home PENDING ${week.thu}–${week.thu}`,
    ]);
    const wfh = await calendarOf('employee', `month=${month}&scope=department&typeCode=wfh`);
    expect(outIn(wfh)).toEqual([`Sara Khan: Work From Home PENDING ${week.thu}–${week.thu}`]);
  });

  it('shows HR the whole company, narrowed to a department when asked', async () => {
    const calendar = await calendarOf('hr.head', `month=${month}&scope=company`);
    expect(outIn(calendar)).toEqual([
      `Gauri Iyer: Casual Leave APPROVED ${week.fri}–${week.fri}`,
      `Rahul Verma: Casual Leave APPROVED ${week.mon}–${week.tue}`,
      `Sara Khan: Work From Home PENDING ${week.thu}–${week.thu}`,
      `Tarun Anand: Sick Leave PENDING ${week.tue}–${week.tue}`,
    ]);
    expect(calendar.entries.find((e) => e.employeeName === 'Tarun Anand')?.halfDay).toBe('FIRST_HALF');
    expect(calendar.departments).toEqual(expect.arrayContaining(['Engineering', 'Talent Acquisition']));
    const narrowed = await calendarOf('hr.head', `month=${month}&scope=company&department=talent acquisition`);
    expect(narrowed.department).toBe('talent acquisition');
    expect(outIn(narrowed)).toEqual([`Tarun Anand: Sick Leave PENDING ${week.tue}–${week.tue}`]);
  });

  it('shows nothing of another month but its holidays', async () => {
    const calendar = await calendarOf(
      'hr.head',
      `month=${Number(month.slice(0, 4)) + 1}${month.slice(4)}&scope=company`,
    );
    expect(calendar.entries).toEqual([]);
    expect(calendar.holidays).toEqual([]);
  });

  it('refuses the company to whoever is not HR with a 403', async () => {
    for (const username of ['employee', 'manager']) {
      const res = await get(username, calendarUrl(`month=${month}&scope=company`));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only HR sees the whole company's calendar.");
    }
  });

  it('refuses the department to someone who is in none with a 403', async () => {
    await t.db
      .update(employees)
      .set({ department: null })
      .where(eq(employees.userId, await idOf('employee.2fa')));
    const res = await get('employee.2fa', calendarUrl(`month=${month}&scope=department`));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are in no department, so there is no department calendar for you.');
  });

  it('says what to type for a bad month, a bad scope, and a department outside the company scope', async () => {
    for (const query of ['month=2026-13', 'month=December', 'scope=team']) {
      const res = await get('employee', calendarUrl(query));
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain('Choose a month (YYYY-MM).');
    }
    const scope = await get('employee', calendarUrl(`month=${month}&scope=everyone`));
    expect(scope.statusCode).toBe(400);
    expect(scope.body).toContain('Choose a scope: team, department or company.');
    const department = await get('manager', calendarUrl(`month=${month}&scope=team&department=IT`));
    expect(department.statusCode).toBe(400);
    expect(department.json().message).toBe(
      'A department narrows the company calendar only: choose scope company, or leave it out.',
    );
  });
});
