import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { attendanceRegularizations, checkInOutEvents } from '../../db/schema/attendance';
import { employees } from '../../db/schema/organisation';
import { userNotifications } from '../../db/schema/notifications';
import { addDays } from '@staffdesk/shared/dates';
import { attendanceHelpers, expectFieldError } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, todayOf, recentDays, auditRows } = attendanceHelpers(() => t);

/** Recent days of a user with the status, that no pending or approved regularization covers yet. */
async function freeDays(username: string, status: string): Promise<string[]> {
  const live = await t.db
    .select({ date: attendanceRegularizations.date })
    .from(attendanceRegularizations)
    .where(
      and(
        eq(attendanceRegularizations.employeeId, await idOf(username)),
        sql`${attendanceRegularizations.status} in ('PENDING', 'APPROVED')`,
      ),
    );
  const taken = new Set(live.map((r) => r.date));
  return (await recentDays(username)).filter((d) => d.status === status && !taken.has(d.date)).map((d) => d.date);
}

async function punchesOn(username: string, date: string) {
  return t.db
    .select()
    .from(checkInOutEvents)
    .where(
      and(
        eq(checkInOutEvents.employeeId, await idOf(username)),
        sql`(${checkInOutEvents.at} at time zone 'Asia/Kolkata')::date = ${date}::date`,
      ),
    )
    .orderBy(asc(checkInOutEvents.at));
}

async function latestNotification(username: string) {
  const [row] = await t.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, await idOf(username)))
    .orderBy(desc(userNotifications.id))
    .limit(1);
  return row;
}

const ask = (username: string, body: object) => call(username, 'POST', '/api/attendance-regularizations', body);

describe('an absent day, regularized and approved', () => {
  it('becomes PRESENT with the requested times; the punches, audit rows and notifications are in the database', async () => {
    const [date] = await freeDays('employee', 'ABSENT');
    expect(date).toBeDefined();
    expect(await punchesOn('employee', date!)).toEqual([]);

    const created = await ask('employee', {
      date,
      checkIn: '09:30',
      checkOut: '18:30',
      reason: 'Badge reader was broken.',
    });
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      date,
      checkIn: '09:30',
      checkOut: '18:30',
      status: 'PENDING',
      employeeName: 'Rahul Verma',
      decidedBy: null,
    });
    expect(await latestNotification('manager')).toMatchObject({
      title: 'New request to decide',
      link: `/ui/self-service/approvals?tab=regularizations&request=${request.id}`,
    });
    expect((await auditRows('attendance-regularization', request.id, 'attendance-regularization.create')).length).toBe(
      1,
    );

    const approved = await call('manager', 'POST', `/api/attendance-regularizations/approve/${request.id}`, {
      remark: 'OK, IT confirmed the outage.',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      decidedBy: await idOf('manager'),
      decidedByName: 'Maya Nair',
      remark: 'OK, IT confirmed the outage.',
    });

    const punches = await punchesOn('employee', date!);
    expect(punches.map((p) => [p.kind, p.source, p.regularizationId, p.createdBy])).toEqual([
      ['IN', 'REGULARIZATION', request.id, await idOf('manager')],
      ['OUT', 'REGULARIZATION', request.id, await idOf('manager')],
    ]);
    expect(punches[0]!.at.toISOString()).toBe(new Date(`${date}T09:30:00+05:30`).toISOString());
    expect(punches[1]!.at.toISOString()).toBe(new Date(`${date}T18:30:00+05:30`).toISOString());

    const day = (await recentDays('employee')).find((d) => d.date === date)!;
    expect(day).toMatchObject({ status: 'PRESENT', firstInTime: '09:30', lastOutTime: '18:30', workedMinutes: 540 });

    const [decision] = await auditRows('attendance-regularization', request.id, 'attendance-regularization.approve');
    expect(decision).toMatchObject({ actorId: await idOf('manager') });
    const [rewrite] = await auditRows(
      'attendance-day',
      `${await idOf('employee')}:${date}`,
      'check-in-out-event.regularize',
    );
    expect(rewrite!.before).toEqual([]);
    expect((rewrite!.after as unknown[]).length).toBe(2);
    expect(await latestNotification('employee')).toMatchObject({
      title: 'Request approved',
      link: `/ui/self-service/attendance/attendance-regularization-list?request=${request.id}`,
    });

    const again = await call('manager', 'POST', `/api/attendance-regularizations/reject/${request.id}`, {
      remark: 'Too late.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is already approved.');
    expect(
      await ask('employee', { date, checkIn: '10:00', checkOut: '18:00', reason: 'Once more' }).then(
        (r) => r.statusCode,
      ),
    ).toBe(409);
  });

  it('replaces the punches of a missing-punch day and keeps the removed ones in the audit row', async () => {
    const [date] = await freeDays('employee', 'MISSING_PUNCH');
    expect(date).toBeDefined();
    const before = await punchesOn('employee', date!);
    expect(before.map((p) => p.kind)).toEqual(['IN']);
    const request = (
      await ask('employee', { date, checkIn: '09:45', checkOut: '19:00', reason: 'Forgot to check out.' })
    ).json();
    expect((await call('md', 'POST', `/api/attendance-regularizations/approve/${request.id}`)).statusCode).toBe(200);
    const after = await punchesOn('employee', date!);
    expect(after.map((p) => p.kind)).toEqual(['IN', 'OUT']);
    expect(after.some((p) => p.id === before[0]!.id)).toBe(false);
    const [rewrite] = await auditRows(
      'attendance-day',
      `${await idOf('employee')}:${date}`,
      'check-in-out-event.regularize',
    );
    expect((rewrite!.before as { id: number; kind: string }[]).map((p) => [p.id, p.kind])).toEqual([
      [before[0]!.id, 'IN'],
    ]);
    expect((await recentDays('employee')).find((d) => d.date === date)).toMatchObject({
      status: 'PRESENT',
      firstInTime: '09:45',
      lastOutTime: '19:00',
    });
  });
});

describe('POST /api/attendance-regularizations: rules', () => {
  it('refuses a second live request for a day, and allows one after a rejection', async () => {
    const [date] = await freeDays('pm', 'PRESENT');
    const first = await ask('pm', { date, checkIn: '09:00', checkOut: '18:00', reason: 'Times were wrong.' });
    expect(first.statusCode).toBe(201);
    const second = await ask('pm', { date, checkIn: '09:10', checkOut: '18:10', reason: 'Times were wrong.' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      /^You already have a pending or approved regularization for \w+ \d\d, \d{4}\.$/,
    );

    const rejected = await call('group.head', 'POST', `/api/attendance-regularizations/reject/${first.json().id}`, {
      remark: 'Your punches look right.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', remark: 'Your punches look right.' });
    expect((await punchesOn('pm', date!)).every((p) => p.source === 'WEB')).toBe(true);
    expect((await ask('pm', { date, checkIn: '09:10', checkOut: '18:10', reason: 'Second try.' })).statusCode).toBe(
      201,
    );
  });

  it('refuses today, the future, more than 30 days back, weekends and holidays with 400 naming the date', async () => {
    const today = await todayOf('it.head');
    const body = { checkIn: '09:30', checkOut: '18:30', reason: 'Fix it' };
    for (const date of [today, addDays(today, 1), addDays(today, -31)]) {
      const res = await ask('it.head', { ...body, date });
      expectFieldError(res, 'date');
    }
    const weekend = (await recentDays('it.head')).find((d) => d.status === 'WEEKEND')!.date;
    const res = await ask('it.head', { ...body, date: weekend });
    expectFieldError(res, 'date');
    expect(res.json().message).toBe('Choose a working day: that day is a weekend.');

    const [working] = await freeDays('it.head', 'PRESENT');
    const holiday = (await call('admin', 'POST', '/api/holidays', { date: working, name: 'Surprise Holiday' })).json();
    const onHoliday = await ask('it.head', { ...body, date: working });
    expectFieldError(onHoliday, 'date');
    expect(onHoliday.json().message).toBe('Choose a working day: that day is a holiday (Surprise Holiday).');
    expect((await call('admin', 'DELETE', `/api/holidays/${holiday.id}`)).statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(attendanceRegularizations)
        .where(eq(attendanceRegularizations.employeeId, await idOf('it.head'))),
    ).toEqual([]);
  });

  it('answers 400 naming the field for times out of order, a malformed time, a missing reason', async () => {
    const [date] = await freeDays('it.head', 'PRESENT');
    expectFieldError(await ask('it.head', { date, checkIn: '18:00', checkOut: '09:00', reason: 'Fix it' }), 'checkOut');
    expectFieldError(await ask('it.head', { date, checkIn: '18:00', checkOut: '18:00', reason: 'Fix it' }), 'checkOut');
    expectFieldError(await ask('it.head', { date, checkIn: '9:30', checkOut: '18:00', reason: 'Fix it' }), 'checkIn');
    expectFieldError(await ask('it.head', { date, checkIn: '09:30', checkOut: '24:00', reason: 'Fix it' }), 'checkOut');
    expectFieldError(await ask('it.head', { date, checkIn: '09:30', checkOut: '18:00' }), 'reason');
    expectFieldError(
      await ask('it.head', { date: 'yesterday', checkIn: '09:30', checkOut: '18:00', reason: 'Fix it' }),
      'date',
    );
  });
});

describe('who decides and reads a regularization', () => {
  it("lets only the requester's manager (or MD, ADMIN) decide; never the requester", async () => {
    const [date] = await freeDays('employee', 'PRESENT');
    const request = (
      await ask('employee', { date, checkIn: '09:05', checkOut: '18:05', reason: 'Clock drift.' })
    ).json();
    expect((await call('pm', 'POST', `/api/attendance-regularizations/approve/${request.id}`)).statusCode).toBe(404);
    expect((await call('hr.head', 'POST', `/api/attendance-regularizations/approve/${request.id}`)).statusCode).toBe(
      404,
    );
    // One who leads no team decides no regularization, their own or another's.
    const employee = await call('employee', 'POST', `/api/attendance-regularizations/approve/${request.id}`);
    expect(employee.statusCode).toBe(403);
    expect(employee.json().message).toBe('You are not allowed to do this.');
    const [managerDate] = await freeDays('pm', 'PRESENT');
    const pms = (
      await ask('pm', { date: managerDate, checkIn: '09:05', checkOut: '18:05', reason: 'Clock drift.' })
    ).json();
    const own = await call('pm', 'POST', `/api/attendance-regularizations/approve/${pms.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot decide your own request.');
    expect(
      (await t.db.select().from(attendanceRegularizations).where(eq(attendanceRegularizations.id, request.id)))[0]!
        .status,
    ).toBe('PENDING');
    expectFieldError(
      await call('manager', 'POST', `/api/attendance-regularizations/approve/${request.id}`, {
        remark: 'x'.repeat(501),
      }),
      'remark',
    );
    expect((await call('manager', 'POST', '/api/attendance-regularizations/approve/999999')).statusCode).toBe(404);
  });

  it('shows a request to its requester, their manager, MD, ADMIN and HR_HEAD; 404 to others', async () => {
    const [mine] = (await call('employee', 'GET', '/api/attendance-regularizations/employee')).json().items;
    for (const who of ['employee', 'manager', 'md', 'admin', 'hr.head']) {
      const res = await call(who, 'GET', `/api/attendance-regularizations/${mine.id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().id).toBe(mine.id);
    }
    for (const who of ['employee.2fa', 'pm'])
      expect((await call(who, 'GET', `/api/attendance-regularizations/${mine.id}`)).statusCode, who).toBe(404);
  });
});

describe('listing regularizations', () => {
  it("lists one's own requests by status, the reportees' pending ones, and everyone's for HR_HEAD", async () => {
    const own = (await call('employee', 'GET', '/api/attendance-regularizations/employee?status=APPROVED')).json();
    expect(own.total).toBeGreaterThanOrEqual(3);
    expect(own.items.every((r: { status: string; employeeId: number }) => r.status === 'APPROVED')).toBe(true);
    expectFieldError(
      await call('employee', 'GET', '/api/attendance-regularizations/employee?status=DONE'),
      'query.status',
    );

    const reportee = (await call('manager', 'GET', '/api/attendance-regularizations/reportee')).json();
    expect(reportee.total).toBeGreaterThanOrEqual(2);
    const reportees = new Set([await idOf('employee'), await idOf('employee.2fa')]);
    expect(
      reportee.items.every(
        (r: { status: string; employeeId: number }) => r.status === 'PENDING' && reportees.has(r.employeeId),
      ),
    ).toBe(true);
    const all = (
      await call('manager', 'GET', '/api/attendance-regularizations/reportee?status=ALL&pageSize=100')
    ).json();
    expect(new Set(all.items.map((r: { status: string }) => r.status))).toEqual(
      new Set(['PENDING', 'APPROVED', 'REJECTED']),
    );
    expect((await call('pm', 'GET', '/api/attendance-regularizations/reportee')).json().total).toBe(0);
    const sara = (
      await call('manager', 'GET', '/api/attendance-regularizations/reportee?status=ALL&search=khan')
    ).json();
    expect(sara.total).toBeGreaterThan(0);
    expect(sara.items.every((r: { employeeName: string }) => r.employeeName === 'Sara Khan')).toBe(true);
    const byDate = (
      await call(
        'manager',
        'GET',
        '/api/attendance-regularizations/reportee?status=ALL&pageSize=100&sort=date&order=asc',
      )
    ).json();
    const days = byDate.items.map((r: { date: string }) => r.date);
    expect(days).toEqual([...days].sort());

    const everyone = await call('hr.head', 'GET', `/api/attendance-regularizations?employeeId=${await idOf('pm')}`);
    expect(everyone.statusCode).toBe(200);
    expect(everyone.json().total).toBeGreaterThanOrEqual(1);
    expect(everyone.json().items.every((r: { employeeName: string }) => r.employeeName === 'Pranav Menon')).toBe(true);
    expect((await call('employee', 'GET', '/api/attendance-regularizations')).statusCode).toBe(403);
    expect((await call('manager', 'GET', '/api/attendance-regularizations')).statusCode).toBe(403);
  });

  it("counts what the database holds: a manager's first step, everyone else's for MD, a range for HR, past the end", async () => {
    const held = await t.db
      .select({
        id: attendanceRegularizations.id,
        employeeId: attendanceRegularizations.employeeId,
        status: attendanceRegularizations.status,
        step: attendanceRegularizations.step,
        date: attendanceRegularizations.date,
        managerId: employees.reportingManagerId,
      })
      .from(attendanceRegularizations)
      .innerJoin(employees, eq(employees.userId, attendanceRegularizations.employeeId));
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const listed = async (username: string, path: string) => {
      const page = (await call(username, 'GET', path)).json() as { items: { id: number }[]; total: number };
      return { ids: ids(page.items), total: page.total };
    };

    const manager = await idOf('manager');
    const pendingOfTeam = held.filter((r) => r.managerId === manager && r.status === 'PENDING' && r.step === 1);
    expect(pendingOfTeam.length).toBeGreaterThan(0);
    expect(held.some((r) => r.status === 'PENDING' && r.managerId !== manager)).toBe(true);
    expect(await listed('manager', '/api/attendance-regularizations/reportee?pageSize=100')).toEqual({
      ids: ids(pendingOfTeam),
      total: pendingOfTeam.length,
    });
    const md = await idOf('md');
    const othersPending = held.filter((r) => r.employeeId !== md && r.status === 'PENDING' && r.step === 1);
    expect(await listed('md', '/api/attendance-regularizations/reportee?pageSize=100')).toEqual({
      ids: ids(othersPending),
      total: othersPending.length,
    });

    const from = held.map((r) => r.date).sort()[0]!;
    const to = addDays(from, 10);
    const inRange = held.filter((r) => r.date >= from && r.date <= to);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(held.length);
    expect(
      await listed('hr.head', `/api/attendance-regularizations?startDate=${from}&endDate=${to}&pageSize=100`),
    ).toEqual({ ids: ids(inRange), total: inRange.length });
    expect((await call('hr.head', 'GET', '/api/attendance-regularizations?page=500')).json()).toMatchObject({
      items: [],
      total: held.length,
    });
  });
});

describe('bulk decisions on regularizations, and cancelling one', () => {
  it('bulk-approves per id: one approved, one already decided, one unknown; the approved day gets its punches', async () => {
    const pending = (await call('manager', 'GET', '/api/attendance-regularizations/reportee'))
      .json()
      .items.find((r: { employeeName: string }) => r.employeeName === 'Sara Khan');
    expect(pending).toBeDefined();
    const decided = (await call('employee', 'GET', '/api/attendance-regularizations/employee?status=REJECTED')).json()
      .items[0];
    const res = await call('manager', 'POST', '/api/attendance-regularizations/bulk-approve', {
      ids: [pending.id, decided.id, 999_999],
      remark: 'Bulk OK',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      succeeded: 1,
      failed: 2,
      results: [
        { id: pending.id, ok: true, status: 'APPROVED', statusCode: 200, message: 'Request approved.' },
        { id: decided.id, ok: false, statusCode: 409, message: 'This request is already rejected.' },
        { id: 999_999, ok: false, statusCode: 404, message: 'No such request.' },
      ],
    });
    const punches = await punchesOn('employee.2fa', pending.date);
    expect(punches.map((p) => [p.kind, p.source])).toEqual([
      ['IN', 'REGULARIZATION'],
      ['OUT', 'REGULARIZATION'],
    ]);
    expectFieldError(await call('manager', 'POST', '/api/attendance-regularizations/bulk-approve', { ids: [] }), 'ids');
  });

  it('bulk-rejects with a remark and writes no punches', async () => {
    const [a, b] = await freeDays('employee.2fa', 'PRESENT');
    const ids = [];
    for (const date of [a, b])
      ids.push(
        (await ask('employee.2fa', { date, checkIn: '08:00', checkOut: '20:00', reason: 'Long day.' })).json().id,
      );
    const before = [...(await punchesOn('employee.2fa', a!)), ...(await punchesOn('employee.2fa', b!))];
    const res = await call('admin', 'POST', '/api/attendance-regularizations/bulk-reject', {
      ids,
      remark: 'Not according to the logs.',
    });
    expect(res.json()).toMatchObject({ succeeded: 2, failed: 0 });
    const rows = await t.db
      .select()
      .from(attendanceRegularizations)
      .where(sql`${attendanceRegularizations.id} in (${ids[0]}, ${ids[1]})`);
    expect(rows.map((r) => [r.status, r.remark, r.decidedBy])).toEqual([
      ['REJECTED', 'Not according to the logs.', await idOf('admin')],
      ['REJECTED', 'Not according to the logs.', await idOf('admin')],
    ]);
    const after = [...(await punchesOn('employee.2fa', a!)), ...(await punchesOn('employee.2fa', b!))];
    expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
  });

  it('POST /cancel/{id}: the requester withdraws a pending request; nobody else can; only once', async () => {
    const [date] = await freeDays('employee', 'PRESENT');
    const request = (
      await ask('employee', { date, checkIn: '09:00', checkOut: '17:00', reason: 'Left early for a doctor.' })
    ).json();
    expect((await call('manager', 'POST', `/api/attendance-regularizations/cancel/${request.id}`)).statusCode).toBe(
      404,
    );
    const cancelled = await call('employee', 'POST', `/api/attendance-regularizations/cancel/${request.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect((await auditRows('attendance-regularization', request.id, 'attendance-regularization.cancel')).length).toBe(
      1,
    );
    const again = await call('employee', 'POST', `/api/attendance-regularizations/cancel/${request.id}`);
    expect(again.statusCode).toBe(409);
    expect((await call('manager', 'POST', `/api/attendance-regularizations/approve/${request.id}`)).statusCode).toBe(
      409,
    );
    // The day is free again.
    expect(
      (await ask('employee', { date, checkIn: '09:00', checkOut: '17:30', reason: 'Left early for a doctor.' }))
        .statusCode,
    ).toBe(201);
  });
});
