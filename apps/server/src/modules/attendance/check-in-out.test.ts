import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkInOutEvents } from '../../db/schema/attendance';
import { employees } from '../../db/schema/organisation';
import { eventRequests } from '../../db/schema/leave';
import type { TAttendanceSummary } from '@staffdesk/shared/schemas/attendance';
import { testDbKind } from '../../../test/test-config';
import { PUNCH_LOCK_NAMESPACE } from './punches';
import { users } from '../../db/schema/identity';
import { addDays } from '@staffdesk/shared/dates';
import { attendanceHelpers, expectFieldError } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, todayOf, recentDays, auditRows } = attendanceHelpers(() => t);

describe('POST /api/check-in-out-events', () => {
  it('checks in and out in turn, server time, with the location given; a second IN is refused with the time of the first', async () => {
    const before = Date.now();
    const checkIn = await call('employee', 'POST', '/api/check-in-out-events', {
      latitude: 12.9716,
      longitude: 77.5946,
      accuracy: 25,
    });
    expect(checkIn.statusCode).toBe(201);
    const first = checkIn.json();
    expect(first).toMatchObject({
      kind: 'IN',
      source: 'WEB',
      latitude: 12.9716,
      longitude: 77.5946,
      accuracy: 25,
      workFromHome: false,
      employeeId: await idOf('employee'),
    });
    expect(Date.parse(first.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(first.date).toBe(await todayOf('employee'));

    const again = await call('employee', 'POST', '/api/check-in-out-events', { kind: 'IN' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`You are already checked in since ${first.time}.`);

    const status = (await call('employee', 'GET', '/api/check-in-out-events/status')).json();
    expect(status).toMatchObject({ state: 'CHECKED_IN', checkedIn: true, nextKind: 'OUT', firstInTime: first.time });
    // The day's last punch as the check-in answered it: every field, the location and the instant included.
    expect(status.lastPunch).toEqual(first);

    const checkOut = await call('employee', 'POST', '/api/check-in-out-events', { workFromHome: true });
    expect(checkOut.statusCode).toBe(201);
    expect(checkOut.json()).toMatchObject({ kind: 'OUT', workFromHome: true });

    const outAgain = await call('employee', 'POST', '/api/check-in-out-events', { kind: 'OUT' });
    expect(outAgain.statusCode).toBe(409);
    expect(outAgain.json().message).toMatch(/already checked out at \d\d:\d\d/);

    const rows = await t.db
      .select()
      .from(checkInOutEvents)
      .where(and(eq(checkInOutEvents.employeeId, await idOf('employee')), eq(checkInOutEvents.source, 'WEB')));
    const today = rows.filter((r) => r.id === first.id || r.id === checkOut.json().id);
    expect(today.map((r) => r.kind).sort()).toEqual(['IN', 'OUT']);

    const after = (await call('employee', 'GET', '/api/check-in-out-events/status')).json();
    expect(after).toMatchObject({
      state: 'CHECKED_OUT',
      checkedIn: false,
      nextKind: 'IN',
      lastOutTime: checkOut.json().time,
    });
    expect(after.officeHours).toEqual({
      employeeId: await idOf('employee'),
      start: '09:30',
      end: '18:30',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('refuses an OUT before any IN today, and writes nothing', async () => {
    const pmEvents = async () =>
      t.db
        .select()
        .from(checkInOutEvents)
        .where(eq(checkInOutEvents.employeeId, await idOf('pm')));
    const before = (await pmEvents()).length;
    const res = await call('pm', 'POST', '/api/check-in-out-events', { kind: 'OUT' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are not checked in today. Check in first.');
    expect((await pmEvents()).length).toBe(before);
  });

  it('waits for a punch of the same person in flight and reads it once it is written: a second IN is refused', async () => {
    const id = await idOf('group.head');
    if ((await call('group.head', 'GET', '/api/check-in-out-events/status')).json().nextKind === 'OUT')
      await call('group.head', 'POST', '/api/check-in-out-events', { kind: 'OUT' });
    let answer: Promise<{ statusCode: number; json(): { message: string } }> | undefined;
    // Another punch of theirs holds the lock and writes an IN; the POST sent meanwhile must wait and then see it.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUNCH_LOCK_NAMESPACE}::int, ${id}::int)`);
      await tx
        .insert(checkInOutEvents)
        .values({ employeeId: id, kind: 'IN', at: new Date(), source: 'WEB', createdBy: id });
      answer = call('group.head', 'POST', '/api/check-in-out-events', { kind: 'IN' });
      if (testDbKind === 'postgres') {
        // Until the POST waits for the lock (PGlite, one connection, runs it after this transaction anyway).
        const waiting = sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and not granted and classid = ${PUNCH_LOCK_NAMESPACE} and objid = ${id}`;
        await expect
          .poll(async () => ((await t.db.execute(waiting)) as unknown as { rows: { n: number }[] }).rows[0]!.n, {
            timeout: 5_000,
          })
          .toBe(1);
      }
    });
    const refused = await answer!;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^You are already checked in since \d\d:\d\d\.$/);
  });

  it('alternates IN and OUT under 20 punches of one person at once, in the order of their instants', async () => {
    const token = await t.tokenOf('ta.head');
    const first = (await call('ta.head', 'GET', '/api/check-in-out-events/status')).json().nextKind as 'IN' | 'OUT';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.as(token, { method: 'POST', url: '/api/check-in-out-events', payload: {} })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.db
      .select()
      .from(checkInOutEvents)
      .where(
        inArray(
          checkInOutEvents.id,
          answers.map((a) => a.json().id as number),
        ),
      );
    const kinds = rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id).map((r) => r.kind);
    const other = first === 'IN' ? 'OUT' : 'IN';
    expect(kinds).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : other)));
  });

  it('answers 400 naming the field for a latitude out of range, a longitude alone and an unknown kind', async () => {
    expectFieldError(
      await call('it.head', 'POST', '/api/check-in-out-events', { latitude: 91, longitude: 10 }),
      'latitude',
    );
    expectFieldError(await call('it.head', 'POST', '/api/check-in-out-events', { longitude: 10 }), 'longitude');
    expectFieldError(await call('it.head', 'POST', '/api/check-in-out-events', { kind: 'LUNCH' }), 'kind');
    expectFieldError(
      await call('it.head', 'POST', '/api/check-in-out-events', { latitude: 'north', longitude: 10 }),
      'latitude',
    );
  });

  it('lets ADMIN punch for someone else (source ADMIN, audited), and nobody else', async () => {
    const target = await idOf('finance.head');
    const res = await call('admin', 'POST', '/api/check-in-out-events', { employeeId: target });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      employeeId: target,
      kind: 'IN',
      source: 'ADMIN',
      createdBy: await idOf('admin'),
    });
    const [audit] = await auditRows('check-in-out-event', res.json().id, 'check-in-out-event.create-for');
    expect(audit).toMatchObject({ actorId: await idOf('admin') });

    const again = await call('admin', 'POST', '/api/check-in-out-events', { employeeId: target, kind: 'IN' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Farhan Shaikh is already checked in since \d\d:\d\d\.$/);

    const refused = await call('manager', 'POST', '/api/check-in-out-events', { employeeId: await idOf('employee') });
    expect(refused.statusCode).toBe(403);
    expect(
      await call('admin', 'POST', '/api/check-in-out-events', { employeeId: 999_999 }).then((r) => r.statusCode),
    ).toBe(404);
  });
});

describe('GET /api/check-in-out-events and /{id}', () => {
  it("lists only one's own punches, newest first, filtered by date", async () => {
    const me = await idOf('employee.2fa');
    const res = await call('employee.2fa', 'GET', '/api/check-in-out-events?pageSize=5');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(50);
    expect(page.items.every((e: { employeeId: number }) => e.employeeId === me)).toBe(true);
    const ats = page.items.map((e: { at: string }) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const day = (await recentDays('employee.2fa')).find((d) => d.status === 'PRESENT')!;
    const oneDay = (
      await call('employee.2fa', 'GET', `/api/check-in-out-events?startDate=${day.date}&endDate=${day.date}`)
    ).json();
    expect(oneDay.total).toBe(2);
    expect(oneDay.items.map((e: { time: string }) => e.time).sort()).toEqual([day.firstInTime, day.lastOutTime]);
    expect(oneDay.items.every((e: { date: string }) => e.date === day.date)).toBe(true);

    expectFieldError(
      await call('employee.2fa', 'GET', '/api/check-in-out-events?startDate=2026-02-30'),
      'query.startDate',
    );
    expectFieldError(
      await call('employee.2fa', 'GET', '/api/check-in-out-events?startDate=2026-03-05&endDate=2026-03-01'),
      'query.endDate',
    );
  });

  it('shows one punch to its owner, their manager, MD and ADMIN; 404 to anyone else', async () => {
    const [punch] = (await call('employee.2fa', 'GET', '/api/check-in-out-events?pageSize=1')).json().items;
    for (const who of ['employee.2fa', 'manager', 'md', 'admin']) {
      const res = await call(who, 'GET', `/api/check-in-out-events/${punch.id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual(punch);
    }
    for (const who of ['employee', 'pm', 'group.head'])
      expect((await call(who, 'GET', `/api/check-in-out-events/${punch.id}`)).statusCode, who).toBe(404);
    expectFieldError(await call('employee', 'GET', '/api/check-in-out-events/abc'), 'params.id');
  });

  it('GET /employee/{id}: punches of an employee for self, manager, MD, ADMIN, HR_HEAD', async () => {
    const id = await idOf('employee.2fa');
    for (const who of ['employee.2fa', 'manager', 'hr.head', 'md']) {
      const res = await call(who, 'GET', `/api/check-in-out-events/employee/${id}?pageSize=3`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().items.every((e: { employeeId: number }) => e.employeeId === id)).toBe(true);
    }
    expect((await call('employee', 'GET', `/api/check-in-out-events/employee/${id}`)).statusCode).toBe(404);
    expect((await call('pm', 'GET', `/api/check-in-out-events/employee/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/check-in-out-events/calendar', () => {
  it('derives the days of a range: present days with times, absent and missing-punch days, weekends', async () => {
    const days = await recentDays('employee');
    expect(days).toHaveLength(29);
    for (const d of days) {
      const weekday = new Date(`${d.date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) expect(d.status).toBe('WEEKEND');
    }
    const present = days.find((d) => d.status === 'PRESENT')!;
    expect(present.firstInTime! >= '09:00' && present.firstInTime! <= '10:15').toBe(true);
    expect(present.workedMinutes).toBeGreaterThan(7 * 60);
    expect(days.some((d) => d.status === 'ABSENT' && d.punches === 0)).toBe(true);
    expect(days.some((d) => d.status === 'MISSING_PUNCH' && d.openPunch && d.lastOutTime === null)).toBe(true);
  });

  it('reads the punches of a whole local day in the time zones farthest from UTC, the first and last minutes included', async () => {
    const id = await idOf('it.head');
    const [before] = await t.db
      .select({ timeZone: employees.timeZone })
      .from(employees)
      .where(eq(employees.userId, id));
    const date = addDays(await todayOf('it.head'), -14);
    try {
      // Kiritimati (UTC+14): its day starts at 10:00 UTC the day before; UTC-12: its day ends at 11:59 UTC the day after.
      for (const [timeZone, firstIn, lastOut] of [
        ['Pacific/Kiritimati', `${addDays(date, -1)}T10:00:00Z`, `${date}T09:59:00Z`],
        ['Etc/GMT+12', `${date}T12:00:00Z`, `${addDays(date, 1)}T11:59:00Z`],
      ] as const) {
        await t.db.update(employees).set({ timeZone }).where(eq(employees.userId, id));
        // Only that day's window of punches goes: the rest of the seeded history stays for the tests after this one.
        await t.db
          .delete(checkInOutEvents)
          .where(
            and(
              eq(checkInOutEvents.employeeId, id),
              gte(checkInOutEvents.at, new Date(`${addDays(date, -1)}T00:00:00Z`)),
              lt(checkInOutEvents.at, new Date(`${addDays(date, 2)}T00:00:00Z`)),
            ),
          );
        await t.db.insert(checkInOutEvents).values([
          { employeeId: id, kind: 'IN', at: new Date(firstIn), source: 'WEB', createdBy: id },
          { employeeId: id, kind: 'OUT', at: new Date(lastOut), source: 'WEB', createdBy: id },
        ]);
        const res = await call(
          'it.head',
          'GET',
          `/api/check-in-out-events/calendar?employeeId=${id}&startDate=${date}&endDate=${date}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().days[0], timeZone).toMatchObject({
          date,
          punches: 2,
          firstInTime: '00:00',
          lastOutTime: '23:59',
        });
      }
    } finally {
      await t.db.update(employees).set({ timeZone: before!.timeZone }).where(eq(employees.userId, id));
    }
  });

  it('defaults to the current month and shows a holiday by name', async () => {
    const today = await todayOf('employee');
    const res = await call('employee', 'GET', '/api/check-in-out-events/calendar');
    expect(res.statusCode).toBe(200);
    const cal = res.json();
    expect(cal.startDate).toBe(`${today.slice(0, 7)}-01`);
    expect(cal.days.find((d: { date: string }) => d.date === today).status).toMatch(
      /^(TODAY|WEEKEND|HOLIDAY|LEAVE|HALF_DAY_LEAVE|WFH)$/,
    );
    expect(cal.timeZone).toBe('Asia/Kolkata');

    const year = today.slice(0, 4);
    const jan = (
      await call('employee', 'GET', `/api/check-in-out-events/calendar?startDate=${year}-01-01&endDate=${year}-01-31`)
    ).json();
    const republicDay = jan.days.find((d: { date: string }) => d.date === `${year}-01-26`);
    if (!['WEEKEND'].includes(republicDay.status))
      expect(republicDay).toMatchObject({ status: 'HOLIDAY', holidayName: 'Republic Day' });
    expect(republicDay.holidayName).toBe('Republic Day');
  });

  it("lets the manager, MD, ADMIN and HR_HEAD read an employee's calendar; anyone else gets 404", async () => {
    const id = await idOf('employee');
    for (const who of ['manager', 'md', 'admin', 'hr.head'])
      expect((await call(who, 'GET', `/api/check-in-out-events/calendar?employeeId=${id}`)).statusCode, who).toBe(200);
    for (const who of ['employee.2fa', 'pm', 'finance.head'])
      expect((await call(who, 'GET', `/api/check-in-out-events/calendar?employeeId=${id}`)).statusCode, who).toBe(404);
  });

  it('answers 400 for more than 93 days, an end before the start, and a bad date', async () => {
    const long = await call(
      'employee',
      'GET',
      '/api/check-in-out-events/calendar?startDate=2026-01-01&endDate=2026-04-04',
    );
    expectFieldError(long, 'endDate');
    expect(long.json().message).toBe('The range can span at most 93 days.');
    expect(
      (await call('employee', 'GET', '/api/check-in-out-events/calendar?startDate=2026-01-01&endDate=2026-04-03'))
        .statusCode,
    ).toBe(200);
    expectFieldError(
      await call('employee', 'GET', '/api/check-in-out-events/calendar?startDate=2026-02-10&endDate=2026-02-01'),
      'query.endDate',
    );
    expectFieldError(
      await call('employee', 'GET', '/api/check-in-out-events/calendar?startDate=10-02-2026'),
      'query.startDate',
    );
    expectFieldError(
      await call('employee', 'GET', '/api/check-in-out-events/calendar?employeeId=x'),
      'query.employeeId',
    );
  });
});

describe('missing punches', () => {
  it("GET /missing-events-all lists the caller's reportees' missing-punch and absent days; MD sees everyone; others none", async () => {
    const employee = await idOf('employee');
    const res = await call('manager', 'GET', '/api/check-in-out-events/missing-events-all?pageSize=100');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThanOrEqual(3);
    const reportees = new Set([employee, await idOf('employee.2fa')]);
    expect(page.items.every((d: { employeeId: number }) => reportees.has(d.employeeId))).toBe(true);
    expect(
      page.items.some(
        (d: { status: string; employeeId: number }) => d.status === 'ABSENT' && d.employeeId === employee,
      ),
    ).toBe(true);
    expect(page.items.some((d: { regularizationStatus: string | null }) => d.regularizationStatus === 'PENDING')).toBe(
      true,
    );
    const dates = page.items.map((d: { date: string }) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const absentOnly = (
      await call('manager', 'GET', '/api/check-in-out-events/missing-events-all?status=ABSENT')
    ).json();
    expect(absentOnly.items.every((d: { status: string }) => d.status === 'ABSENT')).toBe(true);

    const md = (await call('md', 'GET', '/api/check-in-out-events/missing-events-all?pageSize=200')).json();
    expect(md.total).toBeGreaterThanOrEqual(page.total);
    expect((await call('pm', 'GET', '/api/check-in-out-events/missing-events-all')).json().total).toBe(0);
    expectFieldError(
      await call('manager', 'GET', '/api/check-in-out-events/missing-events-all?status=LATE'),
      'query.status',
    );

    const byName = (
      await call(
        'manager',
        'GET',
        '/api/check-in-out-events/missing-events-all?pageSize=100&sort=employeeName&order=desc',
      )
    ).json();
    const names = byName.items.map((d: { employeeName: string }) => d.employeeName);
    expect(names).toEqual([...names].sort().reverse());
    expect(names[0]).toBe('Sara Khan');
    const oldestFirst = (
      await call('manager', 'GET', '/api/check-in-out-events/missing-events-all?pageSize=100&order=asc')
    ).json();
    expect(oldestFirst.items.map((d: { date: string }) => d.date)).toEqual([...dates].sort());
    const rahul = (
      await call('manager', 'GET', '/api/check-in-out-events/missing-events-all?pageSize=100&search=rahul')
    ).json();
    expect(rahul.total).toBeGreaterThan(0);
    expect(rahul.items.every((d: { employeeId: number }) => d.employeeId === employee)).toBe(true);
  });

  it("GET /missing-events/{id} lists one employee's days in a range, for them and those who may see them", async () => {
    const id = await idOf('employee');
    const today = await todayOf('employee');
    const own = await call(
      'employee',
      'GET',
      `/api/check-in-out-events/missing-events/${id}?startDate=${addDays(today, -29)}&endDate=${addDays(today, -1)}`,
    );
    expect(own.statusCode).toBe(200);
    const calendarMissing = (await recentDays('employee'))
      .filter((d) => d.status === 'ABSENT' || d.status === 'MISSING_PUNCH')
      .map((d) => d.date);
    expect(
      own
        .json()
        .items.map((d: { date: string }) => d.date)
        .sort(),
    ).toEqual(calendarMissing.sort());
    expect((await call('hr.head', 'GET', `/api/check-in-out-events/missing-events/${id}`)).statusCode).toBe(200);
    expect((await call('pm', 'GET', `/api/check-in-out-events/missing-events/${id}`)).statusCode).toBe(404);
    expectFieldError(
      await call(
        'employee',
        'GET',
        `/api/check-in-out-events/missing-events/${id}?startDate=2025-01-01&endDate=2025-12-31`,
      ),
      'endDate',
    );
  });
});

describe('GET /api/check-in-out-events/offic-hours/{id}', () => {
  it('gives office hours and time zone to self, manager, MD, ADMIN, HR_HEAD; 404 to others', async () => {
    const id = await idOf('employee');
    for (const who of ['employee', 'manager', 'md', 'admin', 'hr.head']) {
      const res = await call(who, 'GET', `/api/check-in-out-events/offic-hours/${id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual({ employeeId: id, start: '09:30', end: '18:30', timeZone: 'Asia/Kolkata' });
    }
    expect((await call('pm', 'GET', `/api/check-in-out-events/offic-hours/${id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/check-in-out-events/offic-hours/999999')).statusCode).toBe(404);
  });
});

describe('holidays', () => {
  it("lists a year's holidays for anyone signed in", async () => {
    const year = (await todayOf('employee')).slice(0, 4);
    const res = await call('employee', 'GET', `/api/holidays?year=${year}`);
    expect(res.statusCode).toBe(200);
    const names = res.json().map((h: { name: string }) => h.name);
    expect(names).toEqual(expect.arrayContaining(['Republic Day', 'Independence Day', 'Gandhi Jayanti', 'Christmas']));
    expect(res.json().every((h: { date: string }) => h.date.startsWith(year))).toBe(true);
    expect((await call('employee', 'GET', '/api/holidays')).json()).toEqual(res.json());
    expectFieldError(await call('employee', 'GET', '/api/holidays?year=twenty'), 'query.year');
    expect((await t.app.inject({ method: 'GET', url: '/api/holidays' })).statusCode).toBe(401);
  });

  it('lets HR_HEAD add, change and remove a holiday (audited); a taken date is a 409; others get 403', async () => {
    const created = await call('hr.head', 'POST', '/api/holidays', {
      date: '2031-06-17',
      name: 'Company Foundation Day',
    });
    expect(created.statusCode).toBe(201);
    const holiday = created.json();
    expect(holiday).toMatchObject({ date: '2031-06-17', name: 'Company Foundation Day', optional: false });
    expect((await auditRows('holiday', holiday.id, 'holiday.create')).length).toBe(1);

    const taken = await call('admin', 'POST', '/api/holidays', { date: '2031-06-17', name: 'Another' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('There is already a holiday on June 17, 2031.');

    const changed = await call('md', 'PUT', `/api/holidays/${holiday.id}`, {
      date: '2031-06-18',
      name: 'Foundation Day',
      optional: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: holiday.id, date: '2031-06-18', name: 'Foundation Day', optional: true });
    const [audit] = await auditRows('holiday', holiday.id, 'holiday.update');
    expect(audit!.before).toMatchObject({ date: '2031-06-17' });

    expect((await call('employee', 'POST', '/api/holidays', { date: '2031-06-19', name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('manager', 'PUT', `/api/holidays/${holiday.id}`, { date: '2031-06-19', name: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await call('pm', 'DELETE', `/api/holidays/${holiday.id}`)).statusCode).toBe(403);
    expectFieldError(await call('hr.head', 'POST', '/api/holidays', { date: '2031-13-01', name: 'Bad' }), 'date');
    expectFieldError(await call('hr.head', 'POST', '/api/holidays', { date: '2031-07-01', name: '' }), 'name');

    const removed = await call('admin', 'DELETE', `/api/holidays/${holiday.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('employee', 'GET', '/api/holidays?year=2031')).json()).toEqual([]);
    expect((await call('admin', 'DELETE', `/api/holidays/${holiday.id}`)).statusCode).toBe(404);
  });
});

describe('dashboard', () => {
  it("GET /dashboard/attendance sums up one's own month", async () => {
    const today = await todayOf('employee.2fa');
    const res = await call('employee.2fa', 'GET', '/api/dashboard/attendance');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.monthYear).toBe(today.slice(0, 7));
    const total = Object.values(s.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(s.days.filter((d: { date: string }) => d.date <= today).length);
    expect(s.today.date).toBe(today);
    expect(s.presentDays).toBe(s.counts.PRESENT + s.counts.WFH + s.counts.HALF_DAY_LEAVE / 2);
    if (s.counts.PRESENT > 0) expect(s.averageWorkedMinutes).toBeGreaterThan(7 * 60);
  });

  it('counts only the days so far: approved leave and work from home ahead in the month are planned', async () => {
    const sara = await idOf('employee.2fa');
    const before = (await call('employee.2fa', 'GET', '/api/dashboard/attendance')).json() as TAttendanceSummary;
    expect(before.planned).toEqual({ LEAVE: 0, HALF_DAY_LEAVE: 0, WFH: 0 });
    // Two working days ahead in this month, when it has them: leave on one, work from home on the other.
    const ahead = before.days.filter((d) => d.status === 'UPCOMING').map((d) => d.date);
    if (ahead.length < 2) return;
    const approved = (typeCode: string, date: string) => ({
      employeeId: sara,
      status: 'APPROVED',
      typeCode,
      fromDate: date,
      toDate: date,
      days: 1,
      reason: 'Planned.',
    });
    const rows = await t.db
      .insert(eventRequests)
      .values([approved('CASUAL', ahead[0]!), approved('WFH', ahead[1]!)])
      .returning({ id: eventRequests.id });
    const after = (await call('employee.2fa', 'GET', '/api/dashboard/attendance')).json() as TAttendanceSummary;
    expect(after.planned).toEqual({ LEAVE: 1, HALF_DAY_LEAVE: 0, WFH: 1 });
    expect(after.counts).toEqual(before.counts);
    expect(after.presentDays).toBe(before.presentDays);
    expect(after.days.find((d) => d.date === ahead[0])?.status).toBe('LEAVE');
    await t.db.delete(eventRequests).where(
      inArray(
        eventRequests.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it('GET /dashboard/reportee/attendance/{id}: a chosen month for the manager, MD, ADMIN; 404 for others; 400 for a bad month', async () => {
    const id = await idOf('employee');
    const today = await todayOf('employee');
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const res = await call('manager', 'GET', `/api/dashboard/reportee/attendance/${id}?selectedMonthYear=${lastMonth}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ employeeId: id, monthYear: lastMonth, today: null });
    expect(res.json().days[0].date).toBe(`${lastMonth}-01`);
    expect((await call('admin', 'GET', `/api/dashboard/reportee/attendance/${id}`)).json().monthYear).toBe(
      today.slice(0, 7),
    );
    expect((await call('pm', 'GET', `/api/dashboard/reportee/attendance/${id}`)).statusCode).toBe(404);
    expect((await call('hr.head', 'GET', `/api/dashboard/reportee/attendance/${id}`)).statusCode).toBe(404);
    expectFieldError(
      await call('manager', 'GET', `/api/dashboard/reportee/attendance/${id}?selectedMonthYear=2026-13`),
      'query.selectedMonthYear',
    );
    expectFieldError(
      await call('manager', 'GET', `/api/dashboard/reportee/attendance/${id}?selectedMonthYear=March`),
      'query.selectedMonthYear',
    );
  });
});

describe('a user without an employee record', () => {
  it('gets a clear answer from the screens that need one, and the rest still work', async () => {
    // Every registered user gets an employee record; one can still be missing (an account made by hand).
    const [template] = await t.db.select().from(users).where(eq(users.username, 'employee'));
    await t.db.insert(users).values({
      ...template!,
      id: undefined,
      username: 'no.record',
      email: 'no.record@staffdesk.test',
      createdAt: undefined,
      updatedAt: undefined,
    });
    const token = await t.login('no.record');
    const today = new Date().toISOString().slice(0, 10);
    const status = await t.as(token, { method: 'GET', url: '/api/check-in-out-events/status' });
    expect(status.statusCode).toBe(404);
    expect(status.json().message).toBe('You have no employee record.');
    const leave = await t.as(token, {
      method: 'POST',
      url: '/api/employee-event-request',
      payload: { typeCode: 'CASUAL', fromDate: today, toDate: today, halfDay: 'NONE', reason: 'Family event' },
    });
    expect(leave.statusCode).toBe(400);
    expect(leave.json().message).toMatch(/no employee record/);
    const balances = await t.as(token, { method: 'GET', url: '/api/employee-event-balance' });
    expect(balances.statusCode).toBe(200);
    expect((balances.json() as { typeCode: string }[]).map((b) => b.typeCode)).toContain('CASUAL');
  });
});
