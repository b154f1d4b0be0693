import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { helpdeskTickets } from '../../db/schema/helpdesk';
import { attendanceHelpers } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf } = attendanceHelpers(() => t);

const base = { subCategory: 'IT.HARDWARE', description: 'Something is broken and needs looking at.' };

describe('/dashboard/helpdesk-statistics', () => {
  it("counts a requester's own tickets and a desk's categories, with overdue and times to solve", async () => {
    await t.db.delete(helpdeskTickets);
    const raise = async (username: string, body: object) =>
      (await call(username, 'POST', '/api/helpdesk-tickets', { ...base, ...body })).json();
    const a = await raise('employee', { category: 'IT', priority: 'URGENT', subject: 'Laptop will not boot' });
    const b = await raise('employee', { category: 'IT', priority: 'LOW', subject: 'New mouse please' });
    const c = await raise('employee', {
      category: 'HR',
      subCategory: 'HR.PAYROLL',
      priority: 'MEDIUM',
      subject: 'Payslip question',
    });
    await raise('manager', { category: 'IT', priority: 'HIGH', subject: 'Monitor flickers' });
    // a was opened 10 hours ago and is overdue; b was opened 6 hours ago and solved 2 hours later.
    await t.db
      .update(helpdeskTickets)
      .set({ createdAt: sql`now() - interval '10 hours'`, dueBy: sql`now() - interval '6 hours'` })
      .where(eq(helpdeskTickets.id, a.id));
    await t.db
      .update(helpdeskTickets)
      .set({ createdAt: sql`now() - interval '6 hours'` })
      .where(eq(helpdeskTickets.id, b.id));
    expect(
      (await call('it.head', 'POST', `/api/helpdesk-tickets/solve/${b.id}`, { remark: 'Brought a mouse.' })).statusCode,
    ).toBe(200);
    await t.db
      .update(helpdeskTickets)
      .set({ decidedAt: sql`now() - interval '4 hours'` })
      .where(eq(helpdeskTickets.id, b.id));
    expect(
      (await call('hr.head', 'POST', `/api/helpdesk-tickets/reject/${c.id}`, { remark: 'Ask payroll by mail.' }))
        .statusCode,
    ).toBe(200);

    const mine = await call('employee', 'GET', '/api/dashboard/helpdesk-statistics');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      scope: 'MINE',
      total: 3,
      byStatus: { OPEN: 1, SOLVED: 1, REJECTED: 1, CANCELLED: 0 },
      byCategory: { IT: 2, HR: 1, ADMIN: 0 },
      byPriority: { URGENT: 1, LOW: 1, MEDIUM: 1, HIGH: 0 },
      overdue: 1,
      solvedLast30Days: 1,
      medianHoursToSolve: 2,
      p90HoursToSolve: 2,
    });
    const days = mine.json().openedPerDay as { date: string; count: number }[];
    expect(days).toHaveLength(30);
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(3);

    const desk = (await call('it.head', 'GET', '/api/dashboard/helpdesk-statistics')).json();
    expect(desk).toMatchObject({
      scope: 'DECIDER',
      categories: ['IT'],
      total: 3,
      byCategory: { IT: 3, HR: 0, ADMIN: 0 },
      overdue: 1,
    });
    const hr = (await call('hr.head', 'GET', '/api/dashboard/helpdesk-statistics')).json();
    expect(hr).toMatchObject({
      scope: 'DECIDER',
      categories: ['HR'],
      total: 1,
      byStatus: { REJECTED: 1 },
      medianHoursToSolve: null,
    });
    const itOwn = (await call('it.head', 'GET', '/api/dashboard/helpdesk-statistics?scope=MINE')).json();
    expect(itOwn).toMatchObject({ scope: 'MINE', total: 0 });
    expect((await call('employee', 'GET', '/api/dashboard/helpdesk-statistics?scope=ALL')).statusCode).toBe(400);
    expect(await idOf('employee')).toBeGreaterThan(0);
  });
});
