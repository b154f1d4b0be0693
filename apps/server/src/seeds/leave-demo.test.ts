import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../db/schema/identity';
import { eventBalances, eventRequests, leaveLedgerEntries } from '../db/schema/leave';
import { employees } from '../db/schema/organisation';
import { DEMO_PEOPLE } from './demo';
import { TODAY, leaveTestKit } from '../modules/leave/test-support';

let t: TestApp;
const { idOf, get, post } = leaveTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { items: Record<string, unknown>[]; total: number };

describe('demo leave data', () => {
  it("gives every demo person this year's balances", async () => {
    const year = Number(TODAY.slice(0, 4));
    const rows = await t.db.select().from(eventBalances).where(eq(eventBalances.year, year));
    const people = await t.db.select({ id: users.id }).from(users).innerJoin(employees, eq(employees.userId, users.id));
    expect(people).toHaveLength(DEMO_PEOPLE.length);
    for (const p of people)
      expect(
        rows
          .filter((r) => r.employeeId === p.id)
          .map((r) => r.typeCode)
          .sort(),
        String(p.id),
      ).toEqual(['CASUAL', 'COMP_OFF', 'EARNED', 'SICK']);
  });

  it('keeps every balance consistent with the requests: used = approved days, pending = pending days', async () => {
    const [balances, requests] = await Promise.all([
      t.db.select().from(eventBalances),
      t.db.select().from(eventRequests),
    ]);
    for (const b of balances) {
      const of = requests.filter(
        (r) => r.employeeId === b.employeeId && r.typeCode === b.typeCode && Number(r.fromDate.slice(0, 4)) === b.year,
      );
      const sum = (status: string) => of.filter((r) => r.status === status).reduce((n, r) => n + r.days, 0);
      expect({ id: b.id, used: b.used, pending: b.pending }).toEqual({
        id: b.id,
        used: sum('APPROVED'),
        pending: sum('PENDING'),
      });
      expect(b.allotted - b.used - b.pending).toBeGreaterThanOrEqual(0);
    }
  });

  it('makes every balance the sum of its ledger: available + pending = Σ days, allotted − used likewise', async () => {
    const [balances, entries] = await Promise.all([
      t.db.select().from(eventBalances),
      t.db.select().from(leaveLedgerEntries),
    ]);
    expect(balances.length).toBeGreaterThan(0);
    for (const b of balances) {
      const sum = entries.filter((e) => e.balanceId === b.id).reduce((n, e) => n + e.days, 0);
      expect({ id: b.id, available: b.allotted - b.used - b.pending, pending: b.pending, sum }).toEqual({
        id: b.id,
        available: sum - b.pending,
        pending: b.pending,
        sum: b.allotted - b.used,
      });
    }
    const employeeId = await idOf('employee');
    const own = entries.filter((e) => e.employeeId === employeeId);
    expect(new Set(own.map((e) => e.kind))).toEqual(new Set(['ACCRUAL', 'TAKEN', 'COMP_OFF_EARNED', 'ADJUSTMENT']));
  });

  it('has requests in every state for employee and employee.2fa, with remarks on the rejected ones', async () => {
    for (const who of ['employee', 'employee.2fa']) {
      const page = (await get(who, '/api/employee-event-request/employee?pageSize=100')).json() as Page;
      expect(new Set(page.items.map((r) => r.status)), who).toEqual(
        new Set(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']),
      );
      expect(new Set(page.items.map((r) => r.kind)), who).toEqual(new Set(['LEAVE', 'WFH']));
      for (const r of page.items.filter((x) => x.status === 'REJECTED')) expect(r.remark).toEqual(expect.any(String));
      for (const r of page.items.filter((x) => x.status === 'APPROVED' || x.status === 'REJECTED'))
        expect(r.decidedByName).toBe('Maya Nair');
    }
    const past = (
      (await get('employee', '/api/employee-event-request/employee?status=APPROVED&kind=leave')).json() as Page
    ).items.filter((r) => (r.toDate as string) < TODAY);
    expect(past.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves a pending leave and a pending work from home for manager to decide, and deciding them works', async () => {
    const page = (await get('manager', '/api/employee-event-request/reportee')).json() as Page;
    const kinds = page.items.map((r) => r.kind);
    expect(kinds).toContain('LEAVE');
    expect(kinds).toContain('WFH');
    const leave = page.items.find((r) => r.kind === 'LEAVE')!;
    const before = (await get('manager', `/api/employee-event-balance/employee/${leave.employeeId}`)).json() as {
      typeCode: string;
      used: number;
      pending: number;
    }[];
    const res = await post('manager', `/api/employee-event-request/approve/${leave.id}`, { remark: 'Fine' });
    expect(res.statusCode).toBe(200);
    const after = (
      await get('manager', `/api/employee-event-balance/employee/${leave.employeeId}`)
    ).json() as typeof before;
    if (Number((leave.fromDate as string).slice(0, 4)) === Number(TODAY.slice(0, 4))) {
      const b = before.find((x) => x.typeCode === leave.typeCode)!;
      expect(after.find((x) => x.typeCode === leave.typeCode)).toMatchObject({
        used: b.used + (leave.days as number),
        pending: b.pending - (leave.days as number),
      });
    }
  });

  it("shows the employee's dashboard with something in it", async () => {
    const body = (await get('employee', '/api/dashboard/leaves')).json();
    expect(body.totals.used).toBeGreaterThan(0);
    expect(body.pendingCount).toBeGreaterThan(0);
    const merged = (
      await get('manager', `/api/merge-event-requests/employee/${await idOf('employee')}`)
    ).json() as Page;
    expect(merged.total).toBeGreaterThanOrEqual(8);
  });
});
