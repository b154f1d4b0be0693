import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isWeekend, mondayOf } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../test/harness';
import { TODAY, leaveTestKit } from '../modules/leave/test-support';

let t: TestApp;
const { idOf, get } = leaveTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const thisMonday = mondayOf(TODAY);
const lastMonday = addDays(thisMonday, -7);

interface Week {
  totalHours: number;
  days: { date: string; state: string }[];
  rows: { projectId: number; hours: number[] }[];
  projects: { id: number }[];
}
const weekOf = async (username: string, monday: string) => {
  const res = await get(username, `/api/timesheet/week?startDate=${monday}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Week;
};

describe('demo timesheets', () => {
  it("shows employee's last week to manager as waiting for approval, and employee.2fa's still open", async () => {
    const pending = (await get('manager', '/api/timesheet/pending-approval?pageSize=200')).json().items as {
      employeeId: number;
      startDate: string;
      lockedDays: number;
      lockedHours: number;
    }[];
    const employee = await idOf('employee');
    expect(pending).toContainEqual(
      expect.objectContaining({ employeeId: employee, startDate: lastMonday, lockedDays: 7 }),
    );
    expect(pending.find((w) => w.startDate === lastMonday && w.employeeId === employee)!.lockedHours).toBeGreaterThan(
      0,
    );
    expect((await weekOf('employee.2fa', lastMonday)).days.every((d) => d.state === 'OPEN')).toBe(true);
    // manager's own last week waits for their manager, group.head.
    const upward = (await get('group.head', '/api/timesheet/pending-approval?pageSize=200')).json().items as {
      employeeId: number;
      startDate: string;
    }[];
    expect(upward).toContainEqual(
      expect.objectContaining({ employeeId: await idOf('manager'), startDate: lastMonday }),
    );
  });

  it('has approved older weeks with a working day of hours on weekdays only, on projects the person is a member of', async () => {
    for (const username of ['employee', 'employee.2fa', 'manager']) {
      const week = await weekOf(username, addDays(thisMonday, -14));
      expect(
        week.days.map((d) => d.state),
        username,
      ).toEqual(Array(7).fill('APPROVED'));
      expect(week.totalHours, username).toBeGreaterThan(0);
      const member = new Set(week.projects.map((p) => p.id));
      for (const row of week.rows) {
        expect(member.has(row.projectId), username).toBe(true);
        week.days.forEach((d, i) => isWeekend(d.date) && expect(row.hours[i], `${username} ${d.date}`).toBe(0));
      }
      for (let i = 0; i < 7; i++) expect(week.rows.reduce((n, r) => n + r.hours[i]!, 0)).toBeLessThanOrEqual(8.5);
    }
  });
});
