import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { eventBalances, eventTypes } from '../../db/schema/leave';
import { employees } from '../../db/schema/organisation';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function idOf(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

let seq = 0;
function newUser(
  overrides: Record<string, unknown> = {},
): { username: string; userEmailId: string } & Record<string, unknown> {
  seq += 1;
  const username = `onb${seq}.${Math.random().toString(36).slice(2, 8)}`;
  return {
    username,
    firstname: 'New',
    lastname: `Joiner${seq}`,
    userEmailId: `${username}@example.com`,
    userRoleList: ['EMPLOYEE'],
    dateOfJoining: `${year - 1}-04-01`,
    ...overrides,
  };
}

async function register(body: Record<string, unknown>, as = 'hr.head') {
  return t.as(await t.tokenOf(as), { method: 'POST', url: '/api/register-user', payload: body });
}

function signIn(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password } });
}

const year = new Date().getUTCFullYear();
const daysInYear = (y: number) => ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 366 : 365);

describe('POST /api/register-user: the add-user form', () => {
  it('without a password makes a temporary one, answered once; the new user signs in with it and must choose their own', async () => {
    const body = newUser({
      currentAddress: '12 MG Road, Karnataka, India',
      officeStart: '10:00',
      officeEnd: '19:00',
      timeZone: 'Europe/Berlin',
      workLocation: { latitude: 12.97, longitude: 77.59, radiusMeters: 200 },
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { temporaryPassword, userId } = res.json() as { temporaryPassword: string; userId: number };
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{14}$/);
    const [employee] = await t.db.select().from(employees).where(eq(employees.userId, userId));
    expect(employee).toMatchObject({
      officeStart: '10:00:00',
      officeEnd: '19:00:00',
      timeZone: 'Europe/Berlin',
      workLatitude: 12.97,
      workLongitude: 77.59,
      workRadiusMeters: 200,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ currentAddress: '12 MG Road, Karnataka, India', passwordMustChange: true });

    const first = await signIn(body.username, temporaryPassword);
    expect(first.statusCode).toBe(200);
    const token = first.json().token as string;
    expect((await t.as(token, { method: 'GET', url: '/api/users/context' })).json()).toMatchObject({
      userId,
      passwordMustChange: true,
    });

    const changed = await t.as(token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { currentPassword: temporaryPassword, newPassword: 'My0wn!Choice' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(body.username, temporaryPassword)).statusCode).toBe(401);
    const again = await signIn(body.username, 'My0wn!Choice');
    expect((await t.as(again.json().token, { method: 'GET', url: '/api/users/context' })).json()).toMatchObject({
      passwordMustChange: false,
    });
  });

  it("creates the year's leave balances, prorated from a joining date this year, in full for one of an earlier year", async () => {
    const types = await t.db
      .select({ code: eventTypes.code, allotment: eventTypes.yearlyAllotment })
      .from(eventTypes)
      .where(eq(eventTypes.needsBalance, true));
    expect(types.length).toBeGreaterThan(0);

    const midYear = await register(newUser({ dateOfJoining: `${year}-07-02` }));
    expect(midYear.statusCode).toBe(201);
    const prorated = await t.db
      .select()
      .from(eventBalances)
      .where(and(eq(eventBalances.employeeId, midYear.json().userId), eq(eventBalances.year, year)));
    // 2 July to 31 December is 183 days of the year.
    expect(Object.fromEntries(prorated.map((b) => [b.typeCode, b.allotted]))).toEqual(
      Object.fromEntries(types.map((ty) => [ty.code, Math.round(((ty.allotment * 183) / daysInYear(year)) * 2) / 2])),
    );
    expect(prorated.every((b) => b.used === 0 && b.pending === 0)).toBe(true);

    const earlier = await register(newUser({ dateOfJoining: `${year - 1}-03-01` }));
    const full = await t.db
      .select()
      .from(eventBalances)
      .where(and(eq(eventBalances.employeeId, earlier.json().userId), eq(eventBalances.year, year)));
    expect(Object.fromEntries(full.map((b) => [b.typeCode, b.allotted]))).toEqual(
      Object.fromEntries(types.map((ty) => [ty.code, ty.allotment])),
    );
  });

  it('refuses a registration without a date of joining, naming the field, and stores nobody', async () => {
    for (const dateOfJoining of [undefined, '', '  ']) {
      const body = newUser({ dateOfJoining });
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorDetails).toEqual(['dateOfJoining: Give the date of joining.']);
      expect(await t.db.$count(users, eq(users.username, body.username))).toBe(0);
    }
  });

  it('names the field of a taken username, email or employee code next to the 409', async () => {
    const first = newUser({ employeeCode: `ONB-${seq}` });
    expect((await register(first)).statusCode).toBe(201);
    const cases: [Record<string, unknown>, string][] = [
      [newUser({ username: first.username }), 'username'],
      [newUser({ userEmailId: first.userEmailId }), 'userEmailId'],
      [newUser({ employeeCode: first.employeeCode }), 'employeeCode'],
    ];
    for (const [payload, field] of cases) {
      const res = await register(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorDetails).toEqual([expect.stringMatching(new RegExp(`^${field}: `))]);
      expect(await t.db.$count(users, eq(users.username, payload.username as string))).toBe(
        payload.username === first.username ? 1 : 0,
      );
    }
  });

  it('answers 400 for office hours that end before they start or an unknown time zone, and stores nobody', async () => {
    for (const [payload, field] of [
      [newUser({ officeStart: '18:00', officeEnd: '09:00' }), 'officeEnd'],
      [newUser({ timeZone: 'Mars/Olympus' }), 'timeZone'],
      [newUser({ workLocation: { latitude: 100, longitude: 0 } }), 'workLocation.latitude'],
    ] as const) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorDetails).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}: `))]),
      );
      expect(await t.db.$count(users, eq(users.username, payload.username))).toBe(0);
    }
  });

  it('HR_HEAD may not create an ADMIN or MD; an EMPLOYEE gets 403', async () => {
    for (const roles of [['ADMIN'], ['MD'], ['EMPLOYEE', 'ADMIN']]) {
      const body = newUser({ userRoleList: roles });
      expect((await register(body)).statusCode).toBe(403);
      expect(await t.db.$count(users, eq(users.username, body.username))).toBe(0);
    }
    expect((await register(newUser(), 'employee')).statusCode).toBe(403);
    expect((await register(newUser({ userRoleList: ['MD'] }), 'md')).statusCode).toBe(201);
  });
});

describe('POST /api/users/{id}/temporary-password', () => {
  it('sets a one-time password: sessions end, the old password fails, the new one signs in and must be changed; audited', async () => {
    const body = { ...newUser(), password: 'Chosen!Pass1' };
    const { userId } = (await register(body)).json() as { userId: number };
    const session = await signIn(body.username, 'Chosen!Pass1');
    const oldToken = session.json().token as string;
    await t.as(oldToken, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { currentPassword: 'Chosen!Pass1', newPassword: 'Chosen!Pass2' },
    });
    const live = (await signIn(body.username, 'Chosen!Pass2')).json().token as string;
    expect((await t.as(live, { method: 'GET', url: '/api/users/context' })).json().passwordMustChange).toBe(false);

    const res = await t.as(await t.tokenOf('hr.head'), {
      method: 'POST',
      url: `/api/users/${userId}/temporary-password`,
    });
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json() as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{14}$/);
    expect((await t.as(live, { method: 'GET', url: '/api/users/context' })).statusCode).toBe(401);
    expect((await signIn(body.username, 'Chosen!Pass2')).statusCode).toBe(401);
    const fresh = await signIn(body.username, temporaryPassword);
    expect(fresh.statusCode).toBe(200);
    expect(
      (await t.as(fresh.json().token, { method: 'GET', url: '/api/users/context' })).json().passwordMustChange,
    ).toBe(true);
    expect(
      await t.db.$count(
        auditEntries,
        and(eq(auditEntries.action, 'user.temporary-password'), eq(auditEntries.entityId, String(userId))),
      ),
    ).toBe(1);
    expect(
      JSON.stringify(await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'user.temporary-password'))),
    ).not.toContain(temporaryPassword);
  });

  it("an administrator's reset through /reset-password also makes the user choose their own", async () => {
    const body = { ...newUser(), password: 'Chosen!Pass1' };
    const { userId } = (await register(body)).json() as { userId: number };
    const res = await t.as(await t.tokenOf('admin'), {
      method: 'POST',
      url: '/api/reset-password',
      payload: { userId, newPassword: 'Handed!Over1' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ must: users.passwordMustChange }).from(users).where(eq(users.id, userId));
    expect(row!.must).toBe(true);
  });

  it('refuses HR_HEAD on an MD (403), oneself (400), an unknown user (404) and an EMPLOYEE (403), changing nothing', async () => {
    const md = await idOf('md');
    const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, md));
    expect(
      (await t.as(await t.tokenOf('hr.head'), { method: 'POST', url: `/api/users/${md}/temporary-password` }))
        .statusCode,
    ).toBe(403);
    const [after] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, md));
    expect(after!.hash).toBe(before!.hash);
    expect(
      (
        await t.as(await t.tokenOf('hr.head'), {
          method: 'POST',
          url: `/api/users/${await idOf('hr.head')}/temporary-password`,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.as(await t.tokenOf('admin'), { method: 'POST', url: '/api/users/999999/temporary-password' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(await t.tokenOf('employee'), {
          method: 'POST',
          url: `/api/users/${await idOf('manager')}/temporary-password`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/users: the user listing', () => {
  it('filters by department (any letter case) together with role and active flag', async () => {
    const res = await t.as(await t.tokenOf('admin'), {
      method: 'GET',
      url: '/api/users?department=engineering&pageSize=100',
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json().items as { username: string; department: string }[]).map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['group.head', 'manager', 'employee', 'employee.2fa']));
    expect((res.json().items as { department: string }[]).every((u) => u.department === 'Engineering')).toBe(true);
    const leads = await t.as(await t.tokenOf('admin'), {
      method: 'GET',
      url: '/api/users?department=Engineering&role=L1',
    });
    expect((leads.json().items as { username: string }[]).map((u) => u.username)).toEqual(['manager']);
  });

  it('sorts by department and by reporting manager, nameless ones last either way', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const res = await t.as(await t.tokenOf('admin'), {
        method: 'GET',
        url: `/api/users?sort=department&order=${order}&pageSize=100`,
      });
      const values = (res.json().items as { department: string | null }[]).map((u) => u.department);
      const named = values.filter((v): v is string => v !== null);
      const sorted = [...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(named).toEqual(order === 'asc' ? sorted : sorted.reverse());
      expect(values.slice(named.length).every((v) => v === null)).toBe(true);
    }
    const byManager = await t.as(await t.tokenOf('admin'), {
      method: 'GET',
      url: '/api/users?sort=reportingManagerName&pageSize=100',
    });
    const managers = (byManager.json().items as { reportingManagerName: string | null }[]).map(
      (u) => u.reportingManagerName,
    );
    expect(managers.at(-1)).toBeNull(); // md reports to nobody
    expect(managers[0]! <= managers[1]!).toBe(true);
  });

  it('GET /api/users/departments lists each department once; EMPLOYEE gets 403', async () => {
    const res = await t.as(await t.tokenOf('hr.head'), { method: 'GET', url: '/api/users/departments' });
    expect(res.statusCode).toBe(200);
    const departments = res.json() as string[];
    expect(departments).toEqual(expect.arrayContaining(['Engineering', 'Human Resources', 'Management']));
    expect(new Set(departments).size).toBe(departments.length);
    expect((await t.as(await t.tokenOf('employee'), { method: 'GET', url: '/api/users/departments' })).statusCode).toBe(
      403,
    );
  });

  it('GET /api/users/export is the filtered listing as CSV, formula-safe; EMPLOYEE gets 403', async () => {
    const odd = newUser({ firstname: '=HYPERLINK("x")', department: 'Engineering' });
    expect((await register(odd, 'admin')).statusCode).toBe(201);
    const res = await t.as(await t.tokenOf('admin'), {
      method: 'GET',
      url: '/api/users/export?department=Engineering&sort=username',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Username,Email,Employee code,Department,Designation,Reporting manager,Roles,Active,2FA on,Date of joining',
    );
    const employeeLine = lines.find((l) => l.includes(',employee,'));
    expect(employeeLine).toMatch(
      /^Rahul Verma,employee,employee@staffdesk\.example,[^,]+,Engineering,Software Engineer,Maya Nair,Employee,yes,no,/,
    );
    expect(lines.find((l) => l.includes(odd.username))).toMatch(/^"'=HYPERLINK\(""x""\) /);
    expect(lines.some((l) => l.includes(',hr.head,'))).toBe(false);
    expect((await t.as(await t.tokenOf('employee'), { method: 'GET', url: '/api/users/export' })).statusCode).toBe(403);
  });
});

const HEADING =
  'firstname,middlename,lastname,username,userEmailId,userContactNumber,userBirthDate,gender,roles,employeeCode,' +
  'designation,department,dateOfJoining,reportingManagerUsername,officeStart,officeEnd,timeZone';

function importRow(n: number, stamp: string, overrides: Record<string, string> = {}): string {
  const cells: Record<string, string> = {
    firstname: 'Imported',
    middlename: '',
    lastname: `Person${n}`,
    username: `imp.${stamp}.${n}`,
    userEmailId: `imp.${stamp}.${n}@example.com`,
    userContactNumber: '',
    userBirthDate: '1990-01-01',
    gender: 'FEMALE',
    roles: 'EMPLOYEE',
    employeeCode: `IMP-${stamp}-${n}`,
    designation: 'Analyst',
    department: 'Imports',
    dateOfJoining: `${year}-07-02`,
    reportingManagerUsername: 'manager',
    officeStart: '',
    officeEnd: '',
    timeZone: '',
    ...overrides,
  };
  return HEADING.split(',')
    .map((c) => cells[c])
    .join(',');
}

async function importCsv(csv: string, commit: boolean, as = 'hr.head') {
  return t.as(await t.tokenOf(as), { method: 'POST', url: '/api/users/import', payload: { csv, commit } });
}

describe('POST /api/users/import: the bulk import', () => {
  it('previews every row with its errors and writes nothing; commit adds the valid rows only, each with a temporary password', async () => {
    const stamp = Math.random().toString(36).slice(2, 8);
    const lines = [
      HEADING,
      importRow(1, stamp),
      importRow(2, stamp, { userEmailId: 'not-an-email' }),
      importRow(3, stamp, { username: 'employee' }),
      importRow(4, stamp, { roles: 'ADMIN' }),
      importRow(5, stamp, { reportingManagerUsername: 'nobody.here' }),
      importRow(6, stamp, { username: `imp.${stamp}.1` }),
      importRow(7, stamp, { dateOfJoining: '2026-02-30', roles: 'EMPLOYEE;PROJECT_MANAGER' }),
      importRow(8, stamp, { roles: 'employee; project_manager' }),
      importRow(9, stamp, { dateOfJoining: '' }),
    ];
    const preview = await importCsv(lines.join('\n'), false);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as {
      committed: boolean;
      valid: number;
      invalid: number;
      rows: { line: number; errors: string[]; userId: number | null; temporaryPassword: string | null }[];
    };
    expect(body).toMatchObject({ committed: false, valid: 2, invalid: 7 });
    const errorsOf = (line: number) => body.rows.find((r) => r.line === line)!.errors;
    expect(errorsOf(2)).toEqual([]);
    // Each problem names its column as the add-user form labels the field, never by the API's key.
    expect(errorsOf(3)).toEqual([expect.stringMatching(/^Work email: /)]);
    expect(errorsOf(4)).toEqual(['Username: This username is taken.']);
    expect(errorsOf(5)).toEqual(['Roles: Only ADMIN or MD may give the ADMIN or MD role.']);
    expect(errorsOf(6)).toEqual(['Reporting manager: No active user has this username.']);
    expect(errorsOf(2 + 5)).toEqual(['Username: Another row of the file has this username.']);
    expect(errorsOf(8)).toEqual([expect.stringMatching(/^Date of joining: /)]);
    expect(errorsOf(9)).toEqual([]);
    expect(errorsOf(10)).toEqual(['Date of joining: Give the date of joining.']);
    expect(body.rows.every((r) => r.userId === null && r.temporaryPassword === null)).toBe(true);
    expect(await t.db.$count(users, sql`${users.username} like ${`imp.${stamp}.%`}`)).toBe(0);

    const committed = await importCsv(lines.join('\n'), true);
    expect(committed.statusCode).toBe(200);
    const done = committed.json() as typeof body;
    expect(done).toMatchObject({ committed: true, valid: 2, invalid: 7 });
    const first = done.rows.find((r) => r.line === 2)!;
    expect(first.userId).toEqual(expect.any(Number));
    expect(first.temporaryPassword).toMatch(/^[A-Za-z2-9]{14}$/);
    expect(
      done.rows.filter((r) => r.errors.length > 0).every((r) => r.userId === null && r.temporaryPassword === null),
    ).toBe(true);
    const made = await t.db
      .select({ username: users.username, roles: users.roles, must: users.passwordMustChange })
      .from(users)
      .where(sql`${users.username} like ${`imp.${stamp}.%`}`);
    expect(made.map((u) => u.username).sort()).toEqual([`imp.${stamp}.1`, `imp.${stamp}.8`]);
    expect(made.find((u) => u.username === `imp.${stamp}.8`)!.roles).toEqual(['EMPLOYEE', 'PROJECT_MANAGER']);
    expect(made.every((u) => u.must)).toBe(true);
    const [employee] = await t.db.select().from(employees).where(eq(employees.userId, first.userId!));
    expect(employee).toMatchObject({
      employeeCode: `IMP-${stamp}-1`,
      department: 'Imports',
      reportingManagerId: await idOf('manager'),
      dateOfJoining: `${year}-07-02`,
    });
    expect(
      await t.db.$count(eventBalances, and(eq(eventBalances.employeeId, first.userId!), eq(eventBalances.year, year))),
    ).toBeGreaterThan(0);
    expect((await signIn(`imp.${stamp}.1`, first.temporaryPassword!)).statusCode).toBe(200);
  });

  it('writes nothing when every row is invalid', async () => {
    const stamp = Math.random().toString(36).slice(2, 8);
    const before = await t.db.$count(users);
    const res = await importCsv(
      [HEADING, importRow(1, stamp, { userEmailId: 'x' }), importRow(2, stamp, { lastname: '' })].join('\n'),
      true,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ committed: false, valid: 0, invalid: 2 });
    expect(await t.db.$count(users)).toBe(before);
  });

  it('answers 400 for a file without the template heading, without rows, or with an unknown column; EMPLOYEE gets 403', async () => {
    expect((await importCsv('username,lastname\nx,y', false)).statusCode).toBe(400);
    const noJoining = await importCsv(`${HEADING.replace(',dateOfJoining', '')}\n`, false);
    expect(noJoining.statusCode).toBe(400);
    expect(noJoining.json()).toMatchObject({
      message: 'The file lacks the column dateOfJoining.',
      errorDetails: ['csv: Add the missing column dateOfJoining.'],
    });
    const unknown = await importCsv(`${HEADING},salary\n`, false);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/salary/);
    expect((await importCsv(HEADING, false)).statusCode).toBe(400);
    expect((await importCsv('', false)).statusCode).toBe(400);
    expect((await importCsv(`${HEADING}\n${importRow(1, 'x')}`, true, 'employee')).statusCode).toBe(403);
  });

  it('imports 500 rows in one go (the time is logged, not asserted)', async () => {
    const stamp = Math.random().toString(36).slice(2, 8);
    const csv = [HEADING, ...Array.from({ length: 500 }, (_, i) => importRow(i + 1, stamp))].join('\n');
    const started = performance.now();
    const res = await importCsv(csv, true);
    const seconds = (performance.now() - started) / 1000;
    console.warn(`bulk import of 500 rows: ${seconds.toFixed(2)} s`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ committed: true, valid: 500, invalid: 0 });
    expect(await t.db.$count(users, sql`${users.username} like ${`imp.${stamp}.%`}`)).toBe(500);
  });
});
