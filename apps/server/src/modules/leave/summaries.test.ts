import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { holidays } from '../../db/schema/calendar';
import { eventBalances, eventRequests, leavePolicies } from '../../db/schema/leave';
import { eachDate } from '@staffdesk/shared/dates';
import { TODAY, futureWeeks, leaveTestKit, recentPastWeek, type TestWeek } from './test-support';

let t: TestApp;
const { idOf, get, post } = leaveTestKit(() => t);
const nextWeek = futureWeeks();

type Json = Record<string, unknown>;
type Stats = {
  employeeId: number;
  year: number;
  types: Json[];
  months: { month: string; byType: Record<string, number>; leaveDays: number; wfhDays: number }[];
  totals: Record<string, number>;
};

let week: TestWeek;
let later: TestWeek;
const made: Record<string, number> = {};

async function asked(username: string, body: Json) {
  const res = await post(username, '/api/employee-event-request', { reason: 'Summary test', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
  await t.db.delete(eventBalances);
  // Without policies, leave types meet no rules (notice, days in a row, sandwich): not what these tests are about.
  await t.db.delete(leavePolicies);
  await t.db.delete(holidays);
  week = nextWeek();
  later = nextWeek();
  await t.db.insert(holidays).values({ date: week.wed, name: 'Company day', optional: false });
  // Approved: Casual Mon–Fri with Wednesday a holiday (4 days), a sick half day next week, two days of work from home.
  made.casual = await asked('employee', { typeCode: 'CASUAL', fromDate: week.mon, toDate: week.fri });
  made.sick = await asked('employee', {
    typeCode: 'SICK',
    fromDate: later.mon,
    toDate: later.mon,
    halfDay: 'SECOND_HALF',
  });
  made.wfh = await asked('employee', { typeCode: 'WFH', fromDate: later.tue, toDate: later.wed });
  made.pending = await asked('employee', { typeCode: 'EARNED', fromDate: later.thu, toDate: later.fri });
  made.rejected = await asked('employee', {
    typeCode: 'CASUAL',
    fromDate: later.mon,
    toDate: later.mon,
    halfDay: 'FIRST_HALF',
  });
  const bulk = await post('manager', '/api/employee-event-request/bulk-approve', {
    ids: [made.casual, made.sick, made.wfh],
  });
  expect(bulk.json().succeeded).toBe(3);
  expect(
    (await post('manager', `/api/employee-event-request/reject/${made.rejected}`, { remark: 'Not that day.' }))
      .statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

/** What the statistics should say, worked out day by day here. */
function expectedMonths(year: number) {
  const months = new Map<string, Record<string, number>>();
  const add = (date: string, type: string, n: number) => {
    if (Number(date.slice(0, 4)) !== year) return;
    const m = months.get(date.slice(0, 7)) ?? {};
    m[type] = (m[type] ?? 0) + n;
    months.set(date.slice(0, 7), m);
  };
  for (const d of eachDate(week.mon, week.fri)) if (d !== week.wed) add(d, 'CASUAL', 1);
  add(later.mon, 'SICK', 0.5);
  add(later.tue, 'WFH', 1);
  add(later.wed, 'WFH', 1);
  return months;
}

describe('GET /api/employee/leave-statistics', () => {
  it('splits approved days over the months of the year by type, holidays and weekends left out', async () => {
    const res = await get('employee', `/api/employee/leave-statistics?year=${week.year}`);
    expect(res.statusCode).toBe(200);
    const stats = res.json() as Stats;
    expect(stats.year).toBe(week.year);
    expect(stats.employeeId).toBe(await idOf('employee'));
    expect(stats.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${week.year}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(stats.types.map((x) => x.code)).toEqual(['CASUAL', 'SICK', 'EARNED', 'COMP_OFF', 'LOSS_OF_PAY', 'WFH']);
    const expected = expectedMonths(week.year);
    for (const m of stats.months) {
      const want = expected.get(m.month) ?? {};
      expect(m.byType, m.month).toEqual(want);
      expect(m.leaveDays).toBe((want.CASUAL ?? 0) + (want.SICK ?? 0));
      expect(m.wfhDays).toBe(want.WFH ?? 0);
    }
    const casualTotal = [...expected.values()].reduce((n, m) => n + (m.CASUAL ?? 0), 0);
    expect(stats.totals.CASUAL).toBe(casualTotal);
    expect(stats.totals.EARNED).toBeUndefined();
  });

  it('defaults to this year and refuses a bad year', async () => {
    expect((await get('employee', '/api/employee/leave-statistics')).json().year).toBe(Number(TODAY.slice(0, 4)));
    expect((await get('employee', '/api/employee/leave-statistics?year=1999')).statusCode).toBe(400);
  });

  it("a reportee's statistics for their manager, MD and ADMIN; 404 for anyone else", async () => {
    const id = await idOf('employee');
    const mine = (await get('employee', `/api/employee/leave-statistics?year=${week.year}`)).json();
    for (const who of ['manager', 'md', 'admin']) {
      const res = await get(who, `/api/employee/reportee/leave-statistics/${id}?year=${week.year}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual(mine);
    }
    for (const who of ['pm', 'employee.2fa', 'hr.head'])
      expect((await get(who, `/api/employee/reportee/leave-statistics/${id}`)).statusCode, who).toBe(404);
  });
});

describe('GET /api/employee/leave-summary', () => {
  it("this year's balances, approved leave still to come (not work from home, not pending), and the pending count", async () => {
    const res = await get('employee', '/api/employee/leave-summary');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.year).toBe(Number(TODAY.slice(0, 4)));
    expect(body.balances.map((b: Json) => b.typeCode)).toEqual(['CASUAL', 'SICK', 'EARNED', 'COMP_OFF']);
    expect(body.upcoming.map((r: Json) => r.id)).toEqual([made.casual, made.sick]);
    expect(body.pendingCount).toBe(1);
    if (week.year === body.year) expect(body.balances[0]).toMatchObject({ used: 4, pending: 0, available: 8 });
  });

  it('is empty for someone with no leave', async () => {
    const body = (await get('pm', '/api/employee/leave-summary')).json();
    expect(body).toMatchObject({ upcoming: [], pendingCount: 0 });
    expect(body.balances[0]).toMatchObject({ typeCode: 'CASUAL', allotted: 12, available: 12 });
  });
});

describe('GET /api/dashboard/leaves', () => {
  it('balances with totals, pending count, next leave, days taken this year and work from home this month', async () => {
    const res = await get('employee', '/api/dashboard/leaves');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const year = Number(TODAY.slice(0, 4));
    const stats = (await get('employee', `/api/employee/leave-statistics?year=${year}`)).json() as Stats;
    expect(body).toMatchObject({ employeeId: await idOf('employee'), year, pendingCount: 1 });
    expect(body.nextLeave).toMatchObject({ id: made.casual, typeCode: 'CASUAL', days: 4, status: 'APPROVED' });
    // All of it is ahead: planned, none taken yet.
    expect(body.takenThisYear).toBe(0);
    expect(body.plannedThisYear).toBe(stats.months.reduce((n, m) => n + m.leaveDays, 0));
    expect(body.plannedThisYear).toBe((week.year === year ? 4 : 0) + (later.year === year ? 0.5 : 0));
    expect(body.wfhThisMonth).toBe(0);
    const sum = (k: string) => body.balances.reduce((n: number, b: Record<string, number>) => n + b[k]!, 0);
    expect(body.totals).toEqual({
      allotted: sum('allotted'),
      used: sum('used'),
      pending: sum('pending'),
      available: sum('available'),
    });
    expect(body.totals.allotted).toBe(37);
  });

  it('counts the approved days gone by as taken, this month for work from home', async () => {
    const past = recentPastWeek();
    const year = Number(TODAY.slice(0, 4));
    const employeeId = await idOf('employee');
    const approved = (typeCode: string, fromDate: string, toDate: string) => ({
      employeeId,
      status: 'APPROVED',
      typeCode,
      fromDate,
      toDate,
      days: 1,
      reason: 'Gone by.',
    });
    const rows = await t.db
      .insert(eventRequests)
      .values([approved('CASUAL', past.mon, past.tue), approved('WFH', past.wed, past.wed)])
      .returning({ id: eventRequests.id });
    const body = (await get('employee', '/api/dashboard/leaves')).json();
    expect(body.takenThisYear).toBe(past.year === year ? 2 : 0);
    expect(body.wfhThisMonth).toBe(past.wed.slice(0, 7) === TODAY.slice(0, 7) ? 1 : 0);
    expect(body.plannedThisYear).toBe((week.year === year ? 4 : 0) + (later.year === year ? 0.5 : 0));
    await t.db.delete(eventRequests).where(
      inArray(
        eventRequests.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it("a reportee's cards for their manager, MD and ADMIN; 404 for anyone else", async () => {
    const id = await idOf('employee');
    const mine = (await get('employee', '/api/dashboard/leaves')).json();
    expect((await get('manager', `/api/dashboard/reportee/leaves/${id}`)).json()).toEqual(mine);
    expect((await get('admin', `/api/dashboard/reportee/leaves/${id}`)).statusCode).toBe(200);
    for (const who of ['pm', 'employee.2fa', 'hr.head', 'group.head'])
      expect((await get(who, `/api/dashboard/reportee/leaves/${id}`)).statusCode, who).toBe(404);
    expect((await get('manager', '/api/dashboard/reportee/leaves/99999999')).statusCode).toBe(404);
    expect((await get('manager', '/api/dashboard/reportee/leaves/x')).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/leaves' })).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('documents every leave and work-from-home endpoint with a tag and a summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const expected: [string, string][] = [
      ['get', '/api/employee-event-balance'],
      ['get', '/api/employee-event-balance/types'],
      ['get', '/api/employee-event-balance/{id}'],
      ['put', '/api/employee-event-balance/{id}'],
      ['get', '/api/employee-event-balance/employee/{id}'],
      ['put', '/api/employee-event-balance/employee/{id}'],
      ['get', '/api/employee-event-balance/type/{id}'],
      ['post', '/api/employee-event-request'],
      ['get', '/api/employee-event-request'],
      ['get', '/api/employee-event-request/employee'],
      ['get', '/api/employee-event-request/reportee'],
      ['post', '/api/employee-event-request/approve/{id}'],
      ['post', '/api/employee-event-request/reject/{id}'],
      ['post', '/api/employee-event-request/bulk-approve'],
      ['post', '/api/employee-event-request/bulk-reject'],
      ['get', '/api/employee-event-request/employee/{id}'],
      ['post', '/api/employee-event-request/cancel/{id}'],
      ['get', '/api/merge-event-requests/employee/{id}'],
      ['get', '/api/employee/leave-summary'],
      ['get', '/api/employee/leave-statistics'],
      ['get', '/api/employee/reportee/leave-statistics/{id}'],
      ['get', '/api/dashboard/leaves'],
      ['get', '/api/dashboard/reportee/leaves/{id}'],
    ];
    for (const [method, path] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags?.length, path).toBeGreaterThan(0);
      expect(op!.summary, path).toEqual(expect.any(String));
    }
  });
});
