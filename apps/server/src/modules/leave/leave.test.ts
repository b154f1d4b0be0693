import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { holidays } from '../../db/schema/calendar';
import { eventBalances, eventRequests } from '../../db/schema/leave';
import { employees } from '../../db/schema/organisation';
import { addDays, todayIn } from '@staffdesk/shared/dates';
import { TODAY, futureWeeks, leaveTestKit, recentPastWeek } from './test-support';

let t: TestApp;
const kit = leaveTestKit(() => t);
const { idOf, get, post, put, balanceRow, requestRow, lastNotificationId, notificationsSince, auditOf } = kit;
const nextWeek = futureWeeks();

beforeAll(async () => {
  t = await createTestApp();
  // Each file has its own database: start empty so that every count below is ours.
  await t.db.delete(eventRequests);
  await t.db.delete(eventBalances);
  await t.db.delete(holidays);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

async function ask(username: string, body: Json) {
  return post(username, '/api/employee-event-request', { reason: 'Personal work.', ...body });
}

/** Creates a request that must succeed and returns its body. */
async function asked(username: string, body: Json) {
  const res = await ask(username, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; days: number; status: string; typeCode: string };
}

function expectFieldError(
  res: { statusCode: number; json: () => { message: string; errorDetails?: string[] } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.errorDetails).toEqual(
    expect.arrayContaining([expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `))]),
  );
  return body;
}

async function requestCount(username: string) {
  return (
    await t.db
      .select()
      .from(eventRequests)
      .where(eq(eventRequests.employeeId, await idOf(username)))
  ).length;
}

describe("event types and the year's balances", () => {
  it('lists the six types with their allotments', async () => {
    const res = await get('employee', '/api/employee-event-balance/types');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { code: 'CASUAL', label: 'Casual Leave', yearlyAllotment: 12, needsBalance: true, isLeave: true },
      { code: 'SICK', label: 'Sick Leave', yearlyAllotment: 10, needsBalance: true, isLeave: true },
      { code: 'EARNED', label: 'Earned Leave', yearlyAllotment: 15, needsBalance: true, isLeave: true },
      { code: 'COMP_OFF', label: 'Compensatory Off', yearlyAllotment: 0, needsBalance: true, isLeave: true },
      { code: 'LOSS_OF_PAY', label: 'Loss of Pay', yearlyAllotment: 0, needsBalance: false, isLeave: true },
      { code: 'WFH', label: 'Work From Home', yearlyAllotment: 0, needsBalance: false, isLeave: false },
    ]);
  });

  it("answers this year's balances, each the yearly allotment, without writing a row", async () => {
    const year = Number(TODAY.slice(0, 4));
    const res = await get('employee', '/api/employee-event-balance');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json[];
    expect(body.map((b) => [b.id, b.typeCode, b.allotted, b.used, b.pending, b.available, b.year])).toEqual([
      [null, 'CASUAL', 12, 0, 0, 12, year],
      [null, 'SICK', 10, 0, 0, 10, year],
      [null, 'EARNED', 15, 0, 0, 15, year],
      [null, 'COMP_OFF', 0, 0, 0, 0, year],
    ]);
    // A read must not write: the other reads of balances neither.
    await get('employee', '/api/employee-event-balance/type/SICK');
    await get('manager', `/api/employee-event-balance/employee/${await idOf('employee')}`);
    await get('employee', '/api/employee/leave-summary');
    await get('employee', '/api/dashboard/leaves');
    expect(await t.db.select().from(eventBalances)).toEqual([]);
  });

  it('reads another year, writing nothing, and refuses a year that is not a number', async () => {
    const res = await get('employee', '/api/employee-event-balance?year=2031');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json[]).map((b) => [b.year, b.allotted])).toEqual([
      [2031, 12],
      [2031, 10],
      [2031, 15],
      [2031, 0],
    ]);
    expect(await t.db.select().from(eventBalances)).toEqual([]);
    expectFieldError(await get('employee', '/api/employee-event-balance?year=soon'), 'query.year');
  });

  it("makes the year's rows when HR sets an allotment by type and year, and answers the row from then on", async () => {
    const employeeId = await idOf('employee');
    const year = Number(TODAY.slice(0, 4));
    const res = await put('hr.head', `/api/employee-event-balance/employee/${employeeId}`, {
      typeCode: 'sick',
      year,
      allotted: 11,
    });
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json() as Json;
    expect(set).toMatchObject({
      id: expect.any(Number),
      employeeId,
      typeCode: 'SICK',
      year,
      allotted: 11,
      used: 0,
      pending: 0,
      available: 11,
    });
    expect(await balanceRow('employee', 'SICK', year)).toMatchObject({ id: set.id, allotted: 11 });
    expect(await balanceRow('employee', 'CASUAL', year)).toMatchObject({ allotted: 12 });
    const audit = await auditOf('event-balance', set.id as number, 'event-balance.update');
    expect(audit.map((a) => [a.actorId, (a.before as Json).allotted, (a.after as Json).allotted])).toEqual([
      [await idOf('hr.head'), 10, 11],
    ]);
    const read = (await get('employee', '/api/employee-event-balance/type/SICK')).json() as Json;
    expect(read).toMatchObject({ id: set.id, allotted: 11 });
  });

  it("refuses to set by type and year an unknown employee or type, one's own, or without the right, writing nothing", async () => {
    const year = 2032;
    const body = { typeCode: 'CASUAL', year, allotted: 5 };
    expect((await put('hr.head', '/api/employee-event-balance/employee/99999999', body)).json()).toEqual({
      message: 'No such employee.',
    });
    const wfh = await put('hr.head', `/api/employee-event-balance/employee/${await idOf('employee')}`, {
      ...body,
      typeCode: 'WFH',
    });
    expect(wfh.statusCode).toBe(404);
    expect(wfh.json().message).toBe('There is no balance for WFH: it is not a leave type that needs one.');
    expect(
      (await put('hr.head', `/api/employee-event-balance/employee/${await idOf('hr.head')}`, body)).json(),
    ).toEqual({ message: 'You cannot change your own leave balance.' });
    expect(
      (await put('manager', `/api/employee-event-balance/employee/${await idOf('employee')}`, body)).statusCode,
    ).toBe(403);
    expectFieldError(
      await put('hr.head', `/api/employee-event-balance/employee/${await idOf('employee')}`, { ...body, year: 1999 }),
      'year',
    );
    expect(await t.db.select().from(eventBalances).where(eq(eventBalances.year, year))).toEqual([]);
  });
});

describe('one balance: who reads it and who sets it', () => {
  it('answers one type of your own by code, and 404 for a type without a balance or an unknown one', async () => {
    const res = await get('employee', '/api/employee-event-balance/type/casual');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ typeCode: 'CASUAL', employeeId: await idOf('employee'), allotted: 12 });
    expect((await get('employee', '/api/employee-event-balance/type/WFH')).statusCode).toBe(404);
    expect((await get('employee', '/api/employee-event-balance/type/HOLIDAY')).statusCode).toBe(404);
  });

  it('shows one balance row to its owner, their manager and HR, and 404 to anyone else', async () => {
    const own = (await get('employee', '/api/employee-event-balance/type/SICK')).json() as { id: number };
    expect(own.id).toEqual(expect.any(Number));
    expect((await get('employee', `/api/employee-event-balance/${own.id}`)).json()).toMatchObject({ typeCode: 'SICK' });
    expect((await get('manager', `/api/employee-event-balance/${own.id}`)).statusCode).toBe(200);
    expect((await get('hr.head', `/api/employee-event-balance/${own.id}`)).statusCode).toBe(200);
    expect((await get('md', `/api/employee-event-balance/${own.id}`)).statusCode).toBe(200);
    const stranger = await get('pm', `/api/employee-event-balance/${own.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'No such balance.' });
    expect((await get('employee', '/api/employee-event-balance/99999999')).statusCode).toBe(404);
    expectFieldError(await get('employee', '/api/employee-event-balance/abc'), 'params.id');
  });

  it("lists an employee's balances for themselves, their manager and HR; 404 for anyone else", async () => {
    const employeeId = await idOf('employee');
    for (const who of ['employee', 'manager', 'hr.head', 'admin']) {
      const res = await get(who, `/api/employee-event-balance/employee/${employeeId}`);
      expect(res.statusCode, who).toBe(200);
      expect((res.json() as Json[]).map((b) => b.typeCode)).toEqual(['CASUAL', 'SICK', 'EARNED', 'COMP_OFF']);
    }
    for (const who of ['pm', 'employee.2fa', 'group.head'])
      expect((await get(who, `/api/employee-event-balance/employee/${employeeId}`)).statusCode, who).toBe(404);
    expect((await get('manager', '/api/employee-event-balance/employee/99999999')).statusCode).toBe(404);
  });

  it('lets HR set an allotment, with an audit row; not for employees, not their own, not below what is used or pending', async () => {
    const row = (
      await put('md', `/api/employee-event-balance/employee/${await idOf('employee')}`, {
        typeCode: 'COMP_OFF',
        year: Number(TODAY.slice(0, 4)),
        allotted: 0,
      })
    ).json() as { id: number };
    expect((await put('employee', `/api/employee-event-balance/${row.id}`, { allotted: 5 })).statusCode).toBe(403);
    expect((await put('manager', `/api/employee-event-balance/${row.id}`, { allotted: 5 })).statusCode).toBe(403);
    expectFieldError(await put('hr.head', `/api/employee-event-balance/${row.id}`, { allotted: -1 }), 'allotted');
    expectFieldError(await put('hr.head', `/api/employee-event-balance/${row.id}`, { allotted: 1.25 }), 'allotted');
    const res = await put('hr.head', `/api/employee-event-balance/${row.id}`, { allotted: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ typeCode: 'COMP_OFF', allotted: 2, available: 2 });
    const audit = await auditOf('event-balance', row.id, 'event-balance.update');
    expect(audit).toHaveLength(2);
    expect(audit[1]!.actorId).toBe(await idOf('hr.head'));
    expect(audit[1]!.before).toMatchObject({ allotted: 0 });
    expect(audit[1]!.after).toMatchObject({ allotted: 2 });

    const hrOwn = (
      await put('md', `/api/employee-event-balance/employee/${await idOf('hr.head')}`, {
        typeCode: 'CASUAL',
        year: Number(TODAY.slice(0, 4)),
        allotted: 12,
      })
    ).json() as { id: number };
    expect((await put('hr.head', `/api/employee-event-balance/${hrOwn.id}`, { allotted: 30 })).statusCode).toBe(403);
    expect((await put('md', `/api/employee-event-balance/${hrOwn.id}`, { allotted: 13 })).statusCode).toBe(200);
    expect((await put('hr.head', '/api/employee-event-balance/99999999', { allotted: 3 })).statusCode).toBe(404);

    const week = nextWeek();
    await asked('employee', { typeCode: 'COMP_OFF', fromDate: week.mon, toDate: week.mon });
    const compOff = (await get('employee', `/api/employee-event-balance/type/COMP_OFF?year=${week.year}`)).json() as {
      id: number;
    };
    const tooLow = await put('hr.head', `/api/employee-event-balance/${compOff.id}`, { allotted: 0.5 });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().message).toMatch(
      /: 1 day is already used or pending, so the allotment cannot be less than 1\.$/,
    );
  });
});

describe('POST /api/employee-event-request: working days', () => {
  it('asks for leave: 201, working days counted, days held as pending, the manager notified, an audit row', async () => {
    const week = nextWeek();
    const since = await lastNotificationId();
    const res = await ask('employee', {
      typeCode: 'CASUAL',
      fromDate: week.mon,
      toDate: week.wed,
      reason: "  Sister's wedding.  ",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      employeeId: await idOf('employee'),
      employeeName: 'Rahul Verma',
      typeCode: 'CASUAL',
      typeLabel: 'Casual Leave',
      kind: 'LEAVE',
      fromDate: week.mon,
      toDate: week.wed,
      halfDay: 'NONE',
      days: 3,
      reason: "Sister's wedding.",
      status: 'PENDING',
      decidedBy: null,
      decidedByName: null,
      remark: null,
    });
    expect(await requestRow(body.id)).toMatchObject({
      status: 'PENDING',
      days: 3,
      fromDate: week.mon,
      toDate: week.wed,
    });
    expect(await balanceRow('employee', 'CASUAL', week.year)).toMatchObject({ allotted: 12, used: 0, pending: 3 });
    // The request carries its asker's balance of its type and year, so the manager's list shows it.
    expect(body.balance).toEqual({ allotted: 12, available: 9 });
    const queue = (await get('manager', '/api/employee-event-request/reportee?status=PENDING&pageSize=100')).json() as {
      items: { id: number; balance: unknown }[];
    };
    expect(queue.items.find((r) => r.id === body.id)?.balance).toEqual({ allotted: 12, available: 9 });
    const notes = await notificationsSince('manager', since);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'New request to decide',
      link: `/ui/self-service/approvals?tab=leave&request=${body.id}`,
    });
    expect(notes[0]!.body).toMatch(
      /^Rahul Verma asks for Casual Leave from \w+ \d{2}, \d{4} to \w+ \d{2}, \d{4} \(3 days\)\.$/,
    );
    expect(await notificationsSince('md', since)).toHaveLength(0);
    expect(await auditOf('event-request', body.id, 'event-request.create')).toHaveLength(1);
  });

  it('skips weekends: Friday to Monday is two days', async () => {
    // Two weeks one after the other (futureWeeks skips a week that crosses into the next year).
    let a = nextWeek();
    let b = nextWeek();
    while (b.mon !== addDays(a.fri, 3)) [a, b] = [b, nextWeek()];
    const body = await asked('employee', { typeCode: 'SICK', fromDate: a.fri, toDate: b.mon });
    expect(body.days).toBe(2);
  });

  it('skips holidays, but not optional ones', async () => {
    const week = nextWeek();
    await t.db.insert(holidays).values([
      { date: week.tue, name: 'Founders Day', optional: false },
      { date: week.thu, name: 'Regional festival', optional: true },
    ]);
    expect((await asked('employee', { typeCode: 'SICK', fromDate: week.mon, toDate: week.fri })).days).toBe(4);
  });

  it('counts a half day as 0.5, and two different halves of one day do not overlap', async () => {
    const week = nextWeek();
    const first = await asked('employee', {
      typeCode: 'SICK',
      fromDate: week.wed,
      toDate: week.wed,
      halfDay: 'FIRST_HALF',
    });
    expect(first.days).toBe(0.5);
    const second = await asked('employee', {
      typeCode: 'WFH',
      fromDate: week.wed,
      toDate: week.wed,
      halfDay: 'SECOND_HALF',
    });
    expect(second.days).toBe(0.5);
    const same = await ask('employee', {
      typeCode: 'CASUAL',
      fromDate: week.wed,
      toDate: week.wed,
      halfDay: 'FIRST_HALF',
    });
    expect(same.statusCode).toBe(409);
    const whole = await ask('employee', { typeCode: 'CASUAL', fromDate: week.wed, toDate: week.wed });
    expect(whole.statusCode).toBe(409);
  });

  it('takes work from home and loss of pay without any balance', async () => {
    const week = nextWeek();
    const wfh = await ask('employee', { typeCode: 'wfh', fromDate: week.mon, toDate: week.tue });
    expect(wfh.statusCode).toBe(201);
    expect(wfh.json()).toMatchObject({
      typeCode: 'WFH',
      kind: 'WFH',
      days: 2,
      typeLabel: 'Work From Home',
      balance: null,
    });
    const lop = await asked('employee', { typeCode: 'LOSS_OF_PAY', fromDate: week.wed, toDate: week.fri });
    expect(lop.days).toBe(3);
    expect(
      await t.db
        .select()
        .from(eventBalances)
        .where(and(eq(eventBalances.employeeId, await idOf('employee')), eq(eventBalances.typeCode, 'WFH'))),
    ).toHaveLength(0);
  });

  it('accepts a day in the recent past', async () => {
    const week = recentPastWeek();
    expect((await asked('employee', { typeCode: 'SICK', fromDate: week.mon, toDate: week.tue })).days).toBe(2);
  });
});

// The refusals below ask for this week; each checks that no request and no pending day was written.
const refusalWeek = futureWeeks()();
let before: { requests: number; pending: number | undefined };

async function snapshot() {
  return {
    requests: await requestCount('employee'),
    pending: (await balanceRow('employee', 'CASUAL', refusalWeek.year))?.pending,
  };
}

async function expectNothingWritten() {
  expect(await snapshot()).toEqual(before);
}

describe('POST /api/employee-event-request: malformed requests write nothing', () => {
  const week = refusalWeek;
  beforeAll(async () => {
    before = await snapshot();
  });

  it('refuses an end before the start, naming toDate', async () => {
    const body = expectFieldError(
      await ask('employee', { typeCode: 'CASUAL', fromDate: week.wed, toDate: week.mon }),
      'toDate',
    );
    expect(body.message).toMatch(/end date cannot be before the start date/);
    await expectNothingWritten();
  });

  it('refuses a half day over several days, naming halfDay', async () => {
    expectFieldError(
      await ask('employee', { typeCode: 'CASUAL', fromDate: week.mon, toDate: week.tue, halfDay: 'FIRST_HALF' }),
      'halfDay',
    );
    expectFieldError(
      await ask('employee', { typeCode: 'CASUAL', fromDate: week.mon, toDate: week.mon, halfDay: 'MORNING' }),
      'halfDay',
    );
    await expectNothingWritten();
  });

  it('refuses missing and malformed fields, naming each', async () => {
    expectFieldError(
      await post('employee', '/api/employee-event-request', {
        typeCode: 'CASUAL',
        fromDate: week.mon,
        toDate: week.mon,
      }),
      'reason',
    );
    expectFieldError(
      await ask('employee', { typeCode: 'CASUAL', fromDate: '2026-02-30', toDate: week.mon }),
      'fromDate',
    );
    expectFieldError(await ask('employee', { typeCode: 'CASUAL', fromDate: week.mon, toDate: 'tomorrow' }), 'toDate');
    expectFieldError(await ask('employee', { fromDate: week.mon, toDate: week.mon }), 'typeCode');
    const unknown = expectFieldError(
      await ask('employee', { typeCode: 'HOLIDAY', fromDate: week.mon, toDate: week.mon }),
      'typeCode',
    );
    expect(unknown.message).toBe('There is no leave type HOLIDAY.');
    await expectNothingWritten();
  });
});

describe('POST /api/employee-event-request: ranges it refuses, writing nothing', () => {
  const week = refusalWeek;
  beforeAll(async () => {
    before = await snapshot();
  });

  it('refuses a start more than 30 days back and says why', async () => {
    const from = addDays(TODAY, -31);
    const body = expectFieldError(
      await ask('employee', { typeCode: 'CASUAL', fromDate: from, toDate: from }),
      'fromDate',
    );
    expect(body.message).toMatch(/at most 30 days in the past/);
    await expectNothingWritten();
  });

  it('refuses a range across a year boundary and asks to split it', async () => {
    const year = Number(TODAY.slice(0, 4)) + 1;
    const body = expectFieldError(
      await ask('employee', { typeCode: 'CASUAL', fromDate: `${year - 1}-12-30`, toDate: `${year}-01-02` }),
      'toDate',
    );
    expect(body.message).toMatch(/split the request at December 31/);
    await expectNothingWritten();
  });

  it('refuses more than 60 days in one request', async () => {
    const to = addDays(week.mon, 60);
    if (to.slice(0, 4) === week.mon.slice(0, 4)) {
      const body = expectFieldError(
        await ask('employee', { typeCode: 'LOSS_OF_PAY', fromDate: week.mon, toDate: to }),
        'toDate',
      );
      expect(body.message).toMatch(/at most 60 days; this one covers 61/);
    } else {
      // Late in the year no 61-day range fits before December 31: the year check answers, still 400 on toDate.
      expectFieldError(await ask('employee', { typeCode: 'LOSS_OF_PAY', fromDate: week.mon, toDate: to }), 'toDate');
    }
    await expectNothingWritten();
  });

  it('refuses a range of weekends and holidays only', async () => {
    const res = await ask('employee', { typeCode: 'CASUAL', fromDate: week.sat, toDate: week.sun });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/falls on weekends or holidays only/);
    await t.db.insert(holidays).values({ date: addDays(week.sat, 2), name: 'Harvest festival', optional: false });
    const holiday = await ask('employee', { typeCode: 'CASUAL', fromDate: week.sat, toDate: addDays(week.sat, 2) });
    expect(holiday.statusCode).toBe(400);
    expect(holiday.json().message).toMatch(/falls on weekends or holidays only/);
    const half = await ask('employee', {
      typeCode: 'CASUAL',
      fromDate: week.sun,
      toDate: week.sun,
      halfDay: 'SECOND_HALF',
    });
    expect(half.statusCode).toBe(400);
    await t.db.delete(holidays).where(eq(holidays.date, addDays(week.sat, 2)));
    await expectNothingWritten();
  });
});

describe('POST /api/employee-event-request: no balance, an overlap or no token', () => {
  const week = refusalWeek;

  it('refuses more days than available, in words', async () => {
    expect(
      (
        await put('hr.head', `/api/employee-event-balance/employee/${await idOf('employee.2fa')}`, {
          typeCode: 'SICK',
          year: week.year,
          allotted: 2,
        })
      ).statusCode,
    ).toBe(200);
    const res = await ask('employee.2fa', { typeCode: 'SICK', fromDate: week.mon, toDate: week.wed });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Not enough Sick Leave: 2 days available, 3 requested.' });
    expect(await requestCount('employee.2fa')).toBe(0);
    expect(await balanceRow('employee.2fa', 'SICK', week.year)).toMatchObject({ allotted: 2, pending: 0, used: 0 });
    const compOff = await ask('employee.2fa', { typeCode: 'COMP_OFF', fromDate: week.mon, toDate: week.mon });
    expect(compOff.json()).toEqual({ message: 'Not enough Compensatory Off: 0 days available, 1 requested.' });
  });

  it('refuses an overlap with a pending or approved request, naming the dates; rejected and cancelled ones do not count', async () => {
    const w = nextWeek();
    const leave = await asked('employee', { typeCode: 'CASUAL', fromDate: w.mon, toDate: w.wed });
    before = {
      requests: await requestCount('employee'),
      pending: (await balanceRow('employee', 'CASUAL', w.year))!.pending,
    };
    const res = await ask('employee', { typeCode: 'WFH', fromDate: w.tue, toDate: w.thu });
    expect(res.statusCode).toBe(409);
    const spelled = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const [mon, tue, wed] = [spelled(w.mon), spelled(w.tue), spelled(w.wed)];
    expect(res.json().message).toBe(
      `${tue} to ${wed} are already covered by your pending Casual Leave request (${mon} to ${wed}).`,
    );
    expect({
      requests: await requestCount('employee'),
      pending: (await balanceRow('employee', 'CASUAL', w.year))!.pending,
    }).toEqual(before);

    const approve = await post('manager', `/api/employee-event-request/approve/${leave.id}`);
    expect(approve.statusCode, approve.body).toBe(200);
    const approved = await ask('employee', { typeCode: 'SICK', fromDate: w.wed, toDate: w.wed });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toMatch(/is already covered by your approved Casual Leave request/);

    const wfh = await asked('employee', { typeCode: 'WFH', fromDate: w.thu, toDate: w.thu });
    expect(
      (await post('manager', `/api/employee-event-request/reject/${wfh.id}`, { remark: 'Team offsite.' })).statusCode,
    ).toBe(200);
    const cancelled = await asked('employee', { typeCode: 'WFH', fromDate: w.fri, toDate: w.fri });
    expect((await post('employee', `/api/employee-event-request/cancel/${cancelled.id}`)).statusCode).toBe(200);
    expect((await ask('employee', { typeCode: 'SICK', fromDate: w.thu, toDate: w.fri })).statusCode).toBe(201);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employee-event-request',
      payload: { typeCode: 'CASUAL', fromDate: week.mon, toDate: week.mon, reason: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the balance under concurrent requests', () => {
  it('five parallel requests that together exceed the balance: three pass, two get 409, the balance never goes negative', async () => {
    const week = nextWeek();
    expect(
      (
        await put('hr.head', `/api/employee-event-balance/employee/${await idOf('pm')}`, {
          typeCode: 'CASUAL',
          year: week.year,
          allotted: 3,
        })
      ).statusCode,
    ).toBe(200);
    const days = [week.mon, week.tue, week.wed, week.thu, week.fri];
    const answers = await Promise.all(days.map((d) => ask('pm', { typeCode: 'CASUAL', fromDate: d, toDate: d })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().message).toBe('Not enough Casual Leave: 0 days available, 1 requested.');
    expect(await balanceRow('pm', 'CASUAL', week.year)).toMatchObject({ allotted: 3, used: 0, pending: 3 });
    const rows = await t.db
      .select()
      .from(eventRequests)
      .where(and(eq(eventRequests.employeeId, await idOf('pm')), eq(eventRequests.typeCode, 'CASUAL')));
    expect(rows).toHaveLength(3);
    expect((await get('pm', `/api/employee-event-balance/type/CASUAL?year=${week.year}`)).json()).toMatchObject({
      available: 0,
    });
  });

  it('parallel overlapping requests: only one of them is taken', async () => {
    const week = nextWeek();
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => ask('pm', { typeCode: 'WFH', fromDate: week.mon, toDate: week.tue })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('time zones', () => {
  it('reckons "30 days back" from the employee\'s own today', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always one or two calendar days apart.
    const ahead = todayIn('Pacific/Kiritimati');
    const from = addDays(ahead, -31);
    const to = addDays(from, 6).slice(0, 4) === from.slice(0, 4) ? addDays(from, 6) : `${from.slice(0, 4)}-12-31`;
    await t.db
      .update(employees)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(employees.userId, await idOf('pm')));
    const refused = await ask('pm', { typeCode: 'LOSS_OF_PAY', fromDate: from, toDate: to });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/at most 30 days in the past/);
    await t.db
      .update(employees)
      .set({ timeZone: 'Pacific/Pago_Pago' })
      .where(eq(employees.userId, await idOf('pm')));
    const behind = await ask('pm', { typeCode: 'LOSS_OF_PAY', fromDate: from, toDate: to });
    expect(behind.json().message ?? '').not.toMatch(/days in the past/);
    if (behind.statusCode === 201)
      expect((await post('pm', `/api/employee-event-request/cancel/${behind.json().id}`)).statusCode).toBe(200);
    await t.db
      .update(employees)
      .set({ timeZone: 'Asia/Kolkata' })
      .where(eq(employees.userId, await idOf('pm')));
  });
});
