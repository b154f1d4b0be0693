import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DAY_STATUS_CODES,
  type TAttendanceDay,
  type TAttendanceSummary,
  type TMissingDayPage,
} from '@staffdesk/shared/schemas/attendance';
import { addDays, monthRange } from '@staffdesk/shared/dates';
import { parseCsv } from '@staffdesk/shared/csv';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import { attendanceHelpers } from './test-helpers';

let t: TestApp;
const { call, idOf, todayOf } = attendanceHelpers(() => t);

/** Last month, wholly past: its first half before the joiners' first day, its second half after. */
let month: string;
let range: { from: string; to: string };

beforeAll(async () => {
  t = await createTestApp();
  const today = await todayOf('hr.head');
  month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  range = monthRange(month);
});
afterAll(() => t.close());

/** A new reportee of `manager` who never punched, joined on `dateOfJoining`. */
async function joiner(name: string, dateOfJoining: string): Promise<number> {
  const username = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}`;
  const res = await call('hr.head', 'POST', '/api/register-user', {
    username,
    firstname: name,
    lastname: 'Joiner',
    userEmailId: `${username}@example.com`,
    userRoleList: ['EMPLOYEE'],
    reportingManagerId: await idOf('manager'),
    dateOfJoining,
  });
  expect(res.statusCode).toBe(201);
  return res.json().userId;
}

async function daysOf(employeeId: number): Promise<TAttendanceDay[]> {
  const res = await call(
    'hr.head',
    'GET',
    `/api/check-in-out-events/calendar?employeeId=${employeeId}&startDate=${range.from}&endDate=${range.to}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().days;
}

/** Every day before the first is NOT_JOINED; none after it is, and working days without a punch are absent. */
function expectJoinedOn(days: readonly TAttendanceDay[], joined: string) {
  for (const day of days) {
    if (day.date < joined) expect(day.status, day.date).toBe('NOT_JOINED');
    else expect(day.status, day.date).not.toBe('NOT_JOINED');
  }
  expect(days.some((d) => d.date >= joined && d.status === 'ABSENT')).toBe(true);
}

describe('the days before an employee joined', () => {
  it('are never absent or missing: in the calendar, the missing-punch lists, the month summary and the CSV', async () => {
    const joined = `${month}-15`;
    const id = await joiner('Early', joined);
    const days = await daysOf(id);
    expectJoinedOn(days, joined);

    const missing = (await call(
      'manager',
      'GET',
      `/api/check-in-out-events/missing-events-all?startDate=${range.from}&endDate=${range.to}&pageSize=100`,
    ).then((r) => r.json())) as TMissingDayPage;
    const theirs = missing.items.filter((d) => d.employeeId === id);
    expect(theirs.map((d) => d.date).sort()).toEqual(days.filter((d) => d.status === 'ABSENT').map((d) => d.date));
    const own = (await call(
      'hr.head',
      'GET',
      `/api/check-in-out-events/missing-events/${id}?startDate=${range.from}&endDate=${range.to}&pageSize=100`,
    ).then((r) => r.json())) as TMissingDayPage;
    expect(own.total).toBe(theirs.length);
    expect(own.items.every((d) => d.date >= joined)).toBe(true);

    const summary = (await call(
      'manager',
      'GET',
      `/api/dashboard/reportee/attendance/${id}?selectedMonthYear=${month}`,
    ).then((r) => r.json())) as TAttendanceSummary;
    expect(summary.counts.NOT_JOINED).toBe(14);
    expect(summary.counts.ABSENT).toBe(theirs.length);
    expect(summary.counts.MISSING_PUNCH).toBe(0);

    const csv = await call('hr.head', 'GET', `/api/employee/download-csv?monthYear=${month}`);
    const rows = parseCsv(csv.body);
    const heading = rows[0]!;
    const row = rows.find((r) => r[1] === 'Early Joiner')!;
    const cell = (date: string) => row[heading.indexOf(date)];
    // No punches: every cell is a status code, NJ before the first day.
    for (const day of days) expect(cell(day.date), day.date).toBe(DAY_STATUS_CODES[day.status]);
    expect(Number(row[heading.indexOf('Absent')])).toBe(theirs.length);
  });

  it("count from the account's creation for an employee recorded without a date of joining", async () => {
    const id = await joiner('Legacy', `${month}-01`);
    await t.db.update(employees).set({ dateOfJoining: null }).where(eq(employees.userId, id));
    // Created at 12:00 UTC, the 10th in the employee's office time (Asia/Kolkata).
    await t.db
      .update(users)
      .set({ createdAt: new Date(`${month}-10T12:00:00Z`) })
      .where(eq(users.id, id));
    expectJoinedOn(await daysOf(id), `${month}-10`);
    const missing = (await call(
      'hr.head',
      'GET',
      `/api/check-in-out-events/missing-events/${id}?startDate=${range.from}&endDate=${range.to}&pageSize=100`,
    ).then((r) => r.json())) as TMissingDayPage;
    expect(missing.total).toBeGreaterThan(0);
    expect(missing.items.every((d) => d.date >= `${month}-10`)).toBe(true);
  });
});
