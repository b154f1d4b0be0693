import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { eventRequests } from '../../db/schema/leave';
import { employees } from '../../db/schema/organisation';
import { attendanceHelpers } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, todayOf, tokenOf } = attendanceHelpers(() => t);
const setActive = async (id: number, userIsActive: boolean) =>
  t.as(await tokenOf('admin'), { method: 'PATCH', url: `/api/users/${id}`, payload: { userIsActive } });

const dashboard = async (username = 'hr.head'): Promise<THrDashboard> => {
  const res = await call(username, 'GET', '/api/hr-report/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/hr-report/dashboard', () => {
  it('counts active employees per department, as the database holds them', async () => {
    const board = await dashboard('md');
    const active = await t.db
      .select({ department: employees.department })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(users.isActive, true));
    expect(board.headcount.reduce((n, d) => n + d.count, 0)).toBe(active.length);
    expect(board.headcount.find((d) => d.department === 'Engineering')?.count).toBe(
      active.filter((e) => e.department === 'Engineering').length,
    );
    expect(board.date.slice(0, 7)).toBe(board.month);
  });

  it("lists this month's joiners, and a leaver on the day they are deactivated (cleared when active again)", async () => {
    const today = await todayOf('employee');
    const sara = await idOf('employee.2fa');
    const pranav = await idOf('pm');
    await t.db.update(employees).set({ dateOfJoining: today }).where(eq(employees.userId, pranav));
    const off = await setActive(sara, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (await t.db.select({ d: employees.dateOfLeaving }).from(employees).where(eq(employees.userId, sara)))[0]?.d,
    ).toBe(today);
    const board = await dashboard();
    expect(board.joiners).toContainEqual({
      employeeId: pranav,
      employeeName: 'Pranav Menon',
      department: 'Projects',
      date: today,
    });
    expect(board.leavers).toEqual([
      { employeeId: sara, employeeName: 'Sara Khan', department: 'Engineering', date: today },
    ]);

    expect((await setActive(sara, true)).statusCode).toBe(200);
    expect(
      (await t.db.select({ d: employees.dateOfLeaving }).from(employees).where(eq(employees.userId, sara)))[0]?.d,
    ).toBeNull();
    expect((await dashboard()).leavers).toEqual([]);
  });

  it("shows who is away today by type, pending HR approvals by family and the month's claims by category", async () => {
    const today = await todayOf('employee');
    const rahul = await idOf('employee');
    const before = await dashboard();
    await t.db.insert(eventRequests).values({
      employeeId: rahul,
      typeCode: 'WFH',
      fromDate: today,
      toDate: today,
      days: 1,
      status: 'APPROVED',
      reason: 'Dashboard test',
    });
    const claim = await call('employee', 'POST', '/api/reimbursements', {
      category: 'INTERNET',
      expenseDate: today,
      amount: 450.25,
      description: 'Broadband for the month.',
      receiptIds: [],
    });
    expect(claim.statusCode, claim.body).toBe(201);

    const board = await dashboard('admin');
    expect(board.awayToday).toContainEqual({
      employeeId: rahul,
      employeeName: 'Rahul Verma',
      department: 'Engineering',
      typeCode: 'WFH',
      typeLabel: 'Work From Home',
      isLeave: false,
      halfDay: 'NONE',
    });
    const pending = (b: THrDashboard, family: string) => b.pendingApprovals.find((p) => p.family === family)!.count;
    expect(pending(board, 'reimbursements')).toBe(pending(before, 'reimbursements') + 1);
    expect(pending(board, 'asset-requests')).toBe(pending(before, 'asset-requests'));
    const internet = (b: THrDashboard) =>
      b.reimbursementsByCategory.find((c) => c.category === 'INTERNET') ?? { count: 0, amount: 0 };
    expect(internet(board).count).toBe(internet(before).count + 1);
    expect(internet(board).amount).toBeCloseTo(internet(before).amount + 450.25, 2);
    expect(board.reimbursementsByCategory.find((c) => c.category === 'INTERNET')?.label).toBe('Internet');
  });

  it('is for HR_HEAD, MD and ADMIN only (403)', async () => {
    for (const username of ['employee', 'finance.head', 'it.head', 'manager']) {
      expect((await call(username, 'GET', '/api/hr-report/dashboard')).statusCode, username).toBe(403);
    }
  });
});
