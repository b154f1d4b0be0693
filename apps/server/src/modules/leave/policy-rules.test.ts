import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { addDays, formatIsoDate } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { holidays } from '../../db/schema/calendar';
import { eventBalances, eventRequests, leavePolicies } from '../../db/schema/leave';
import { employees } from '../../db/schema/organisation';
import { addMonths } from './policy-rules';
import { TODAY, futureWeeks, leaveTestKit } from './test-support';

/** The demo policies (seeds/leave-policies-demo.ts) and versions added here, each rule on and just off its edge. */

let t: TestApp;
const { idOf, post, balanceRow } = leaveTestKit(() => t);
const nextWeek = futureWeeks();
type Body = { message: string; errorDetails?: string[]; days?: number; id?: number };

beforeAll(async () => {
  t = await createTestApp();
  // A clean slate: no demo request overlaps, no demo holiday moves a working day.
  await t.db.delete(eventRequests);
  await t.db.delete(eventBalances);
  await t.db.delete(holidays);
});
afterAll(() => t.close());

const ask = async (username: string, body: Record<string, unknown>) => {
  const res = await post(username, '/api/employee-event-request', { reason: 'Family matters', ...body });
  return { status: res.statusCode, body: res.json() as Body };
};

/** Refused with the message beside the field, and nothing written: no request, no pending days. */
async function expectRefused(username: string, body: Record<string, unknown>, status: number, message: string) {
  const [before] = await t.db.select({ n: count() }).from(eventRequests);
  const pending = (await t.db.select({ pending: eventBalances.pending }).from(eventBalances)).map((b) => b.pending);
  const res = await ask(username, body);
  expect(res, JSON.stringify(res.body)).toMatchObject({ status, body: { message } });
  if (status === 400) expect(res.body.errorDetails).toHaveLength(1);
  expect((await t.db.select({ n: count() }).from(eventRequests))[0]).toEqual(before);
  expect((await t.db.select({ pending: eventBalances.pending }).from(eventBalances)).map((b) => b.pending)).toEqual(
    pending,
  );
}

async function expectAsked(username: string, body: Record<string, unknown>, days: number) {
  const res = await ask(username, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.days).toBe(days);
}

describe("Earned Leave's 7 days' notice, from the office's today", () => {
  it('takes a start 7 days ahead and refuses one 6 days ahead, naming the earliest start', async () => {
    const earliest = addDays(TODAY, 7);
    await expectRefused(
      'employee',
      { typeCode: 'EARNED', fromDate: addDays(TODAY, 6), toDate: addDays(TODAY, 9) },
      400,
      `Earned Leave needs 7 days' notice: the earliest start is ${formatIsoDate(earliest)}.`,
    );
    const res = await ask('employee', { typeCode: 'EARNED', fromDate: earliest, toDate: addDays(TODAY, 9) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('asks no notice of sick leave: it may start today', async () => {
    await expectAsked('manager', { typeCode: 'SICK', fromDate: TODAY, toDate: TODAY, halfDay: 'FIRST_HALF' }, 0.5);
  });
});

describe("Casual Leave's at most 3 working days in a row", () => {
  it('takes 3 working days and refuses 4, saying the last day it may end on', async () => {
    const week = nextWeek();
    await expectRefused(
      'employee',
      { typeCode: 'CASUAL', fromDate: week.mon, toDate: week.thu },
      400,
      `Casual Leave can be taken for at most 3 working days in a row: this request has 4; end it by ${formatIsoDate(week.wed)}.`,
    );
    await expectAsked('employee', { typeCode: 'CASUAL', fromDate: week.mon, toDate: week.wed }, 3);
  });

  it('does not count the weekend: Friday to Tuesday is 3 working days', async () => {
    const week = nextWeek();
    await expectAsked('employee.2fa', { typeCode: 'CASUAL', fromDate: week.fri, toDate: addDays(week.fri, 4) }, 3);
  });
});

describe("Earned Leave's sandwich rule", () => {
  it('charges the weekend between two leave days: Friday to Monday is 4 days, in the balance too', async () => {
    const week = nextWeek();
    const before = await balanceRow('manager', 'EARNED', week.year);
    await expectAsked('manager', { typeCode: 'EARNED', fromDate: week.fri, toDate: addDays(week.fri, 3) }, 4);
    expect((await balanceRow('manager', 'EARNED', week.year))!.pending).toBe((before?.pending ?? 0) + 4);
  });

  it('does not charge days off at either end: Saturday to Monday is 1 day', async () => {
    const week = nextWeek();
    await expectAsked('manager', { typeCode: 'EARNED', fromDate: week.sat, toDate: addDays(week.sat, 2) }, 1);
  });

  it('charges a holiday between leave days, where a type without the rule skips it', async () => {
    const week = nextWeek();
    await t.db.insert(holidays).values({ date: week.wed, name: 'Founders Day', optional: false });
    await expectAsked('hr.head', { typeCode: 'EARNED', fromDate: week.tue, toDate: week.thu }, 3);
    await expectAsked('pm', { typeCode: 'SICK', fromDate: week.tue, toDate: week.thu }, 2);
  });
});

describe('rules of versions added later', () => {
  it('refuses a half day from the day a version without half days takes effect, not the day before', async () => {
    const week = nextWeek();
    await t.db.insert(leavePolicies).values({
      typeCode: 'CASUAL',
      effectiveFrom: week.wed,
      accrual: 'YEARLY',
      accrualDays: 12,
      halfDays: false,
    });
    await expectAsked('pm', { typeCode: 'CASUAL', fromDate: week.tue, toDate: week.tue, halfDay: 'SECOND_HALF' }, 0.5);
    await expectRefused(
      'pm',
      { typeCode: 'CASUAL', fromDate: week.wed, toDate: week.wed, halfDay: 'SECOND_HALF' },
      400,
      'Casual Leave cannot be taken in half days: ask for the whole day.',
    );
  });

  it('keeps leave closed during probation: open on the day N months after joining, not the day before', async () => {
    const week = nextWeek();
    const joined = addMonths(week.wed, -6);
    await t.db
      .update(employees)
      .set({ dateOfJoining: joined })
      .where(eq(employees.userId, await idOf('it.head')));
    await t.db.insert(leavePolicies).values({
      typeCode: 'SICK',
      effectiveFrom: addDays(TODAY, 1),
      accrual: 'YEARLY',
      accrualDays: 10,
      probationMonths: 6,
    });
    await expectRefused(
      'it.head',
      { typeCode: 'SICK', fromDate: week.tue, toDate: week.tue },
      400,
      `Sick Leave opens 6 months after joining: the earliest start is ${formatIsoDate(week.wed)}.`,
    );
    await expectAsked('it.head', { typeCode: 'SICK', fromDate: week.wed, toDate: week.wed }, 1);
  });

  it('lets a balance go below zero by the allowance, not half a day further', async () => {
    const week = nextWeek();
    await t.db.insert(leavePolicies).values({
      typeCode: 'COMP_OFF',
      effectiveFrom: addDays(TODAY, 1),
      accrual: 'NONE',
      negativeAllowedDays: 1,
    });
    await expectAsked('finance.head', { typeCode: 'COMP_OFF', fromDate: week.mon, toDate: week.mon }, 1);
    await expectRefused(
      'finance.head',
      { typeCode: 'COMP_OFF', fromDate: week.tue, toDate: week.tue, halfDay: 'FIRST_HALF' },
      409,
      'Not enough Compensatory Off: 1 day below zero already, 0.5 requested, and at most 1 day below zero is allowed.',
    );
  });

  it('refuses more than the balance, counting the days the sandwich rule adds', async () => {
    let [a, c] = [nextWeek(), nextWeek()];
    const end = () => addDays(a.mon, 15);
    while (c.mon !== addDays(a.mon, 7) || end().slice(0, 4) !== a.mon.slice(0, 4)) [a, c] = [c, nextWeek()];
    // Two weeks, a Monday and a Tuesday: 12 working days, 16 with the two weekends between them.
    await expectRefused(
      'admin.head',
      { typeCode: 'EARNED', fromDate: a.mon, toDate: end() },
      409,
      'Not enough Earned Leave: 15 days available, 16 requested (with 4 days off the sandwich rule counts).',
    );
  });
});
