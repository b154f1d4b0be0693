import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { fullNameSql } from '../users/full-name';
import { employees } from '../../db/schema/organisation';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, auditRows } = attendanceHelpers(() => t);

const DIRECTORY_FIELDS = [
  'employeeId',
  'fullname',
  'employeeCode',
  'designation',
  'department',
  'email',
  'profilePictureUrl',
  'reportingManagerId',
  'reportingManagerName',
].sort();

describe('GET /api/employee', () => {
  it('gives anyone signed in the directory of active colleagues, paged, with search and department filter', async () => {
    const res = await call('employee', 'GET', '/api/employee?pageSize=5');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 13, page: 1, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(Object.keys(page.items[0]).sort()).toEqual(DIRECTORY_FIELDS);

    const found = (await call('employee', 'GET', '/api/employee?search=verma')).json();
    expect(found.items).toEqual([
      expect.objectContaining({
        fullname: 'Rahul Verma',
        designation: 'Software Engineer',
        department: 'Engineering',
        reportingManagerName: 'Maya Nair',
      }),
    ]);
    const engineering = (await call('pm', 'GET', '/api/employee?department=engineering&pageSize=50')).json();
    expect(engineering.items.map((e: { fullname: string }) => e.fullname).sort()).toEqual([
      'Gauri Iyer',
      'Maya Nair',
      'Rahul Verma',
      'Sara Khan',
    ]);
    expect((await call('pm', 'GET', '/api/employee?search=%25')).json().total).toBe(0);
    expectFieldError(await call('pm', 'GET', '/api/employee?pageSize=500'), 'query.pageSize');
    expect((await t.app.inject({ method: 'GET', url: '/api/employee' })).statusCode).toBe(401);
  });

  it('lists people in the order of the names it shows, a middle name in its place (the sort reads an index of its own expression)', async () => {
    // Maya Abe Verma comes before Maya Nair by her middle name; without it she would come after.
    const id = await idOf('employee');
    await t.db.update(users).set({ firstname: 'Maya', middlename: 'Abe' }).where(eq(users.id, id));
    try {
      const listed = (
        (await call('pm', 'GET', '/api/employee?pageSize=50')).json().items as { fullname: string }[]
      ).map((e) => e.fullname);
      expect(listed.indexOf('Maya Abe Verma')).toBe(listed.indexOf('Maya Nair') - 1);
      const shown = await t.db
        .select({ name: fullNameSql(users) })
        .from(users)
        .where(eq(users.isActive, true))
        .orderBy(asc(fullNameSql(users)), asc(users.id));
      expect(listed).toEqual(shown.map((r) => r.name).filter((name) => listed.includes(name)));
      const admin = (
        (await call('admin', 'GET', '/api/users?pageSize=100&sort=fullname&order=asc')).json().items as {
          fullname: string;
        }[]
      ).map((u) => u.fullname);
      expect(admin.filter((name) => listed.includes(name))).toEqual(listed);
    } finally {
      await t.db
        .update(users)
        .set({ firstname: 'Rahul', middlename: sql`null` })
        .where(eq(users.id, id));
    }
  });

  it('leaves deactivated users out of the directory', async () => {
    const id = await idOf('ta.head');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    try {
      const page = (await call('employee', 'GET', '/api/employee?pageSize=50')).json();
      expect(page.items.some((e: { employeeId: number }) => e.employeeId === id)).toBe(false);
      expect((await call('employee', 'GET', `/api/employee/${id}`)).statusCode).toBe(404);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, id));
    }
  });
});

describe('GET /api/employee/{id}', () => {
  it('gives the whole record to self, manager, MD, ADMIN, HR_HEAD and the directory fields to others', async () => {
    const id = await idOf('employee');
    for (const who of ['employee', 'manager', 'md', 'admin', 'hr.head']) {
      const res = await call(who, 'GET', `/api/employee/${id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({
        full: true,
        employeeId: id,
        username: 'employee',
        dateOfJoining: '2023-04-03',
        status: 'ACTIVE',
        officeHours: { start: '09:30', end: '18:30', timeZone: 'Asia/Kolkata' },
      });
    }
    const other = await call('pm', 'GET', `/api/employee/${id}`);
    expect(other.statusCode).toBe(200);
    expect(Object.keys(other.json()).sort()).toEqual([...DIRECTORY_FIELDS, 'full'].sort());
    expect(other.json().full).toBe(false);
    expect((await call('pm', 'GET', '/api/employee/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/employee/{id}', () => {
  it('lets HR_HEAD change working details; audited; office hours follow', async () => {
    const id = await idOf('employee.2fa');
    const res = await call('hr.head', 'PUT', `/api/employee/${id}`, {
      designation: 'Staff Engineer',
      officeStart: '08:00',
      officeEnd: '17:00',
      timeZone: 'Europe/London',
      workLocation: { latitude: 51.5072, longitude: -0.1276, radiusMeters: 200 },
      status: 'ON_NOTICE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      designation: 'Staff Engineer',
      department: 'Engineering',
      status: 'ON_NOTICE',
      officeHours: { employeeId: id, start: '08:00', end: '17:00', timeZone: 'Europe/London' },
      workLocation: { latitude: 51.5072, longitude: -0.1276, radiusMeters: 200 },
    });
    const [row] = await t.db.select().from(employees).where(eq(employees.userId, id));
    expect(row).toMatchObject({
      designation: 'Staff Engineer',
      timeZone: 'Europe/London',
      officeStart: '08:00:00',
      workRadiusMeters: 200,
      status: 'ON_NOTICE',
    });
    const [audit] = await auditRows('employee', id, 'employee.update');
    expect(audit).toMatchObject({
      actorId: await idOf('hr.head'),
      before: expect.objectContaining({ designation: 'Senior Software Engineer' }),
      after: expect.objectContaining({ designation: 'Staff Engineer' }),
    });
    const hours = await call('manager', 'GET', `/api/check-in-out-events/offic-hours/${id}`);
    expect(hours.json()).toEqual({ employeeId: id, start: '08:00', end: '17:00', timeZone: 'Europe/London' });

    const cleared = await call('admin', 'PUT', `/api/employee/${id}`, { workLocation: null, designation: '' });
    expect(cleared.json()).toMatchObject({ workLocation: null, designation: null, officeHours: { start: '08:00' } });
  });

  it('answers 400 naming the field, 403 for others, 404 for nobody', async () => {
    const id = await idOf('pm');
    expectFieldError(await call('hr.head', 'PUT', `/api/employee/${id}`, { timeZone: 'Mars/Olympus' }), 'timeZone');
    expectFieldError(
      await call('hr.head', 'PUT', `/api/employee/${id}`, { officeStart: '18:00', officeEnd: '09:00' }),
      'officeEnd',
    );
    expectFieldError(await call('hr.head', 'PUT', `/api/employee/${id}`, { officeEnd: '08:00' }), 'officeEnd');
    expectFieldError(await call('hr.head', 'PUT', `/api/employee/${id}`, { officeStart: '8am' }), 'officeStart');
    expectFieldError(await call('hr.head', 'PUT', `/api/employee/${id}`, { status: 'FIRED' }), 'status');
    expectFieldError(
      await call('hr.head', 'PUT', `/api/employee/${id}`, { workLocation: { latitude: 100, longitude: 0 } }),
      'workLocation.latitude',
    );
    for (const who of ['employee', 'manager', 'finance.head'])
      expect((await call(who, 'PUT', `/api/employee/${id}`, { designation: 'CEO' })).statusCode, who).toBe(403);
    expect((await call('md', 'PUT', '/api/employee/999999', { designation: 'CEO' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(employees).where(eq(employees.userId, id));
    expect(row!.designation).toBe('Project Manager');
  });
});

describe('context and reportees', () => {
  it("GET /employee/context: one's own record with the manager's name and office hours", async () => {
    const res = await call('employee', 'GET', '/api/employee/context');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      employeeId: await idOf('employee'),
      reportingManagerName: 'Maya Nair',
      officeHours: { start: '09:30', end: '18:30' },
      employeeCode: expect.stringMatching(/^SD\d{5}$/),
    });
  });

  it("GET /employee/context/reportee/{id}: a reportee's record for their manager and MD; 404 otherwise", async () => {
    const id = await idOf('employee');
    expect((await call('manager', 'GET', `/api/employee/context/reportee/${id}`)).json()).toMatchObject({
      employeeId: id,
      username: 'employee',
    });
    expect((await call('md', 'GET', `/api/employee/context/reportee/${id}`)).statusCode).toBe(200);
    for (const who of ['pm', 'employee.2fa', 'hr.head', 'employee'])
      expect((await call(who, 'GET', `/api/employee/context/reportee/${id}`)).statusCode, who).toBe(404);
  });

  it('GET /employee/reportees: direct reportees; MD and ADMIN see everyone; others nobody', async () => {
    const mine = (await call('manager', 'GET', '/api/employee/reportees')).json();
    expect(mine.items.map((e: { username: string }) => e.username).sort()).toEqual(['employee', 'employee.2fa']);
    expect((await call('md', 'GET', '/api/employee/reportees?pageSize=5')).json()).toMatchObject({
      total: 12,
      pageSize: 5,
    });
    expect((await call('employee', 'GET', '/api/employee/reportees')).json().total).toBe(0);
    expect(
      (await call('admin', 'GET', '/api/employee/reportees?search=khan'))
        .json()
        .items.map((e: { fullname: string }) => e.fullname),
    ).toEqual(['Sara Khan']);
  });
});
