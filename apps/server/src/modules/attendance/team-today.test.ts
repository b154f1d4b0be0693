import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  TEAM_TODAY_NAMES_PER_REASON,
  type TAttendanceDay,
  type TTeamToday,
} from '@staffdesk/shared/schemas/attendance';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkInOutEvents } from '../../db/schema/attendance';
import { eventRequests } from '../../db/schema/leave';
import { employees } from '../../db/schema/organisation';
import { attendanceHelpers } from './test-helpers';
import { teamDayOf } from './day-views';

let t: TestApp;
const { call, idOf, todayOf } = attendanceHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(eventRequests);
});
afterAll(() => t.close());

const day = (overrides: Partial<TAttendanceDay>): TAttendanceDay => ({
  date: '2026-11-23',
  status: 'TODAY',
  holidayName: null,
  leaveType: null,
  leaveLabel: null,
  halfDay: null,
  workFromHome: false,
  firstIn: null,
  lastOut: null,
  firstInTime: null,
  lastOutTime: null,
  workedMinutes: 0,
  punches: 0,
  openPunch: false,
  ...overrides,
});

describe('teamDayOf', () => {
  it('names leave, work from home and absence; in once checked in, "not in yet" until then, office start or not', () => {
    expect(teamDayOf(day({ status: 'LEAVE', leaveLabel: 'Sick Leave' }))).toBe('LEAVE');
    expect(teamDayOf(day({ status: 'HALF_DAY_LEAVE' }))).toBe('HALF_DAY_LEAVE');
    expect(teamDayOf(day({ status: 'WFH' }))).toBe('WFH');
    expect(teamDayOf(day({ status: 'TODAY', workFromHome: true, firstInTime: '09:10' }))).toBe('WFH');
    expect(teamDayOf(day({ status: 'ABSENT' }))).toBe('ABSENT');
    expect(teamDayOf(day({ status: 'TODAY' }))).toBe('NOT_IN_YET');
    expect(teamDayOf(day({ status: 'TODAY', firstInTime: '09:12', openPunch: true }))).toBe('IN');
    expect(teamDayOf(day({ status: 'WEEKEND' }))).toBe('OFF');
    expect(teamDayOf(day({ status: 'HOLIDAY', holidayName: 'Diwali' }))).toBe('OFF');
    expect(teamDayOf(day({ status: 'NOT_JOINED' }))).toBe('OFF');
  });
});

describe('GET /api/dashboard/team-today', () => {
  it('says nobody is in before anyone checked in, then who is in and since when', async () => {
    const [rahul, sara] = [await idOf('employee'), await idOf('employee.2fa')];
    await t.db.delete(checkInOutEvents).where(inArray(checkInOutEvents.employeeId, [rahul, sara]));
    const before = (await call('manager', 'GET', '/api/dashboard/team-today')).json() as TTeamToday;
    expect(before).toMatchObject({ teamSize: 2, inCount: 0, in: [] });
    // On a weekend or a holiday nobody works: both are off; on a working day both are not in yet.
    const workingDay = before.offCount === 0;
    expect(before.outCounts.NOT_IN_YET).toBe(workingDay ? 2 : 0);
    expect(before.offCount).toBe(workingDay ? 0 : 2);
    if (workingDay)
      expect(before.out.map((p) => [p.name, p.reason])).toEqual([
        ['Rahul Verma', 'NOT_IN_YET'],
        ['Sara Khan', 'NOT_IN_YET'],
      ]);

    expect((await call('employee', 'POST', '/api/check-in-out-events', { kind: 'IN' })).statusCode).toBe(201);
    const after = (await call('manager', 'GET', '/api/dashboard/team-today')).json() as TTeamToday;
    if (workingDay) {
      expect(after).toMatchObject({ inCount: 1, offCount: 0, outCounts: { NOT_IN_YET: 1 } });
      expect(after.in).toEqual([{ employeeId: rahul, name: 'Rahul Verma', firstInTime: expect.any(String) }]);
      expect(after.out).toEqual([{ employeeId: sara, name: 'Sara Khan', reason: 'NOT_IN_YET', detail: null }]);
    } else expect(after).toMatchObject({ inCount: 0, offCount: 2 });
    await t.db.delete(checkInOutEvents).where(eq(checkInOutEvents.employeeId, rahul));
  });

  it("lists the manager's team members who are out today, with the leave type; someone without a team gets an empty team", async () => {
    const today = await todayOf('employee.2fa');
    const sara = await idOf('employee.2fa');
    await t.db.delete(checkInOutEvents).where(eq(checkInOutEvents.employeeId, sara));
    const asked = await call('employee.2fa', 'POST', '/api/employee-event-request', {
      typeCode: 'SICK',
      fromDate: today,
      toDate: today,
      reason: 'Fever.',
    });
    // On a weekend or a holiday there is no working day to be out of.
    const workingDay = asked.statusCode === 201;
    if (workingDay)
      expect((await call('manager', 'POST', `/api/employee-event-request/approve/${asked.json().id}`)).statusCode).toBe(
        200,
      );

    const res = await call('manager', 'GET', '/api/dashboard/team-today');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      date: string;
      teamSize: number;
      out: { employeeId: number; name: string; reason: string; detail: string | null }[];
    };
    expect(body.teamSize).toBe(2);
    if (workingDay)
      expect(body.out).toContainEqual({ employeeId: sara, name: 'Sara Khan', reason: 'LEAVE', detail: 'Sick Leave' });

    expect((await call('employee', 'GET', '/api/dashboard/team-today')).json()).toMatchObject({ teamSize: 0, out: [] });
    expect((await call('md', 'GET', '/api/dashboard/team-today')).json().teamSize).toBeGreaterThan(2);
  });

  it("counts everyone out for each reason and names the first eight of each by id (MD's team is the whole company)", async () => {
    const today = await todayOf('md');
    const md = await idOf('md');
    // Everyone else works from home today (approved), in the database directly.
    const others = (await t.db.select({ id: employees.userId }).from(employees))
      .map((e) => e.id)
      .filter((id) => id !== md)
      .sort((a, b) => a - b);
    expect(others.length).toBeGreaterThan(TEAM_TODAY_NAMES_PER_REASON);
    await t.db.delete(eventRequests);
    await t.db.insert(eventRequests).values(
      others.map((employeeId) => ({
        employeeId,
        status: 'APPROVED',
        typeCode: 'WFH',
        fromDate: today,
        toDate: today,
        days: 1,
        reason: 'At home.',
      })),
    );
    const body = (await call('md', 'GET', '/api/dashboard/team-today')).json() as {
      teamSize: number;
      outCounts: Record<string, number>;
      out: { employeeId: number; reason: string }[];
    };
    const counted = Object.values(body.outCounts).reduce((a, b) => a + b, 0);
    // Named: never more than eight of a reason, and as many as are counted when fewer.
    for (const [reason, n] of Object.entries(body.outCounts))
      expect(
        body.out.filter((p) => p.reason === reason),
        reason,
      ).toHaveLength(Math.min(n, TEAM_TODAY_NAMES_PER_REASON));
    expect(counted).toBeLessThanOrEqual(body.teamSize);
    // On a working day they are all out working from home; on a weekend or a holiday nobody is out.
    if (body.outCounts.WFH! > 0) {
      expect(body.outCounts.WFH).toBe(others.length);
      expect(body.out.filter((p) => p.reason === 'WFH').map((p) => p.employeeId)).toEqual(
        others.slice(0, TEAM_TODAY_NAMES_PER_REASON),
      );
    } else expect(counted).toBe(0);
    await t.db.delete(eventRequests);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/team-today' })).statusCode).toBe(401);
  });
});
