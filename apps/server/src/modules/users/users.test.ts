import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ABILITIES, PERMISSIONS, ROLES, ROLE_GRANTS, ROLE_LABELS } from '@staffdesk/shared/roles';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_SECRETS } from '../../../test/test-config';
import { auditEntries } from '../../db/schema/audit';
import { refreshTokens, users } from '../../db/schema/identity';
import { pushSubscriptions } from '../../db/schema/notifications';
import { employees } from '../../db/schema/organisation';
import { AccessTokens } from '../../plugins/auth';

let t: TestApp;
const tokenCache = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A demo user's access token, signed in once per file. */
async function tokenOf(username: string): Promise<string> {
  const cached = tokenCache.get(username);
  if (cached) return cached;
  const token = await t.login(username);
  tokenCache.set(username, token);
  return token;
}

async function idOf(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function employeeRow(id: number) {
  const [row] = await t.db.select().from(employees).where(eq(employees.userId, id));
  return row;
}

async function auditRows(id: number, action: string) {
  return t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'user'), eq(auditEntries.entityId, String(id)), eq(auditEntries.action, action)))
    .orderBy(desc(auditEntries.id));
}

let seq = 0;
/** A valid registration body with a username and email no other test uses. */
function newUser(
  overrides: Record<string, unknown> = {},
): { username: string; password: string; userEmailId: string; lastname: string } & Record<string, unknown> {
  seq += 1;
  const username = `u${seq}.${Math.random().toString(36).slice(2, 8)}`;
  return {
    username,
    password: 'Str0ng!Passw0rd',
    firstname: 'Test',
    lastname: `Person${seq}`,
    userEmailId: `${username}@example.com`,
    userRoleList: ['EMPLOYEE'],
    dateOfJoining: '2025-04-01',
    ...overrides,
  };
}

async function register(body: Record<string, unknown>, as = 'admin') {
  return t.as(await tokenOf(as), { method: 'POST', url: '/api/register-user', payload: body });
}

/** Registers a user through the API, changes their temporary password and signs them in: their id, access token and refresh token. */
async function registerAndSignIn(overrides: Record<string, unknown> = {}) {
  const body = newUser(overrides);
  const res = await register(body);
  expect(res.statusCode).toBe(201);
  const { token, refreshToken, password } = await t.changeTemporaryPassword(body.username, body.password);
  return { id: res.json().userId as number, username: body.username, password, token, refreshToken };
}

function expectFieldError(
  res: { statusCode: number; json: () => { message: string; errorDetails?: string[] } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(body.errorDetails).toEqual(
    expect.arrayContaining([expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `))]),
  );
}

const CONTEXT_FIELDS = [
  'userId',
  'username',
  'fullname',
  'firstname',
  'middlename',
  'lastname',
  'userContactNumber',
  'userEmailId',
  'userBirthDate',
  'gender',
  'bio',
  'profilePictureUrl',
  'userIsActive',
  'currentAddress',
  'permanentAddress',
  'user2FAEnabled',
  'userLastModifiedBy',
  'userCreatedDate',
  'userLastModifiedDate',
  'userRoleList',
  'maritalStatus',
  'bloodGroup',
  'emergencyContact',
  'personalEmail',
  'passwordMustChange',
];

describe('GET /api/users/context', () => {
  it('answers every field of the logged-in user context, from the database', async () => {
    const res = await t.as(await tokenOf('employee'), { method: 'GET', url: '/api/users/context' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Beside the spec's fields (docs/deviations.md): the deciding permissions held through a delegation, and what
    // being a project's member gives.
    expect(Object.keys(body).sort()).toEqual([...CONTEXT_FIELDS, 'delegatedGrants', 'memberGrants'].sort());
    expect(body.delegatedGrants).toEqual([]);
    const row = (await userRow(await idOf('employee')))!;
    expect(body).toMatchObject({
      userId: row.id,
      username: 'employee',
      fullname: 'Rahul Verma',
      firstname: 'Rahul',
      lastname: 'Verma',
      userEmailId: 'employee@staffdesk.example',
      userContactNumber: row.contactNumber,
      userBirthDate: row.birthDate,
      gender: 'MALE',
      userIsActive: true,
      user2FAEnabled: false,
      userRoleList: ['EMPLOYEE'],
      bloodGroup: row.bloodGroup,
      maritalStatus: row.maritalStatus,
      currentAddress: row.currentAddress,
    });
    expect(body.userBirthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(body.userCreatedDate).toISOString()).toBe(body.userCreatedDate);
    expect(new Date(body.userLastModifiedDate).toISOString()).toBe(body.userLastModifiedDate);
    // The one field that names a password is the flag that one must be chosen; no hash, secret or password itself.
    expect(res.body.replace('"passwordMustChange":false', '')).not.toMatch(/argon2|password|totp/i);
  });

  it('shows 2FA as on for the 2FA demo user', async () => {
    // employee.2fa cannot sign in with a password alone; a token signed for them is enough to read the context.
    const id = await idOf('employee.2fa');
    const token = await t.sessionToken(id);
    const res = await t.as(token, { method: 'GET', url: '/api/users/context' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'employee.2fa', user2FAEnabled: true });
  });

  it('answers 401 without a token, with a garbage token, with a token of another secret, and with another scheme', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/users/context' });
    expect(none.statusCode).toBe(401);
    expect(typeof none.json().message).toBe('string');

    const garbage = await t.as('not.a.jwt', { method: 'GET', url: '/api/users/context' });
    expect(garbage.statusCode).toBe(401);

    const forged = await new AccessTokens('some-other-secret-some-other-secret-0123456789').sign(
      { id: await idOf('admin'), tokenVersion: 0 },
      randomUUID(),
    );
    const res = await t.as(forged, { method: 'GET', url: '/api/users/context' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Arjun');

    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/users/context',
      headers: { authorization: `Basic ${await tokenOf('admin')}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('answers 401 for a well-signed token of a user that does not exist', async () => {
    const token = await new AccessTokens(TEST_SECRETS.jwtSecret).sign({ id: 987654, tokenVersion: 0 }, randomUUID());
    const res = await t.as(token, { method: 'GET', url: '/api/users/context' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT and PATCH /api/users/context', () => {
  it('PATCH changes the profile fields sent, keeps the rest, and the next read shows them', async () => {
    const me = await registerAndSignIn({ userContactNumber: '+91 11111 22222', gender: 'FEMALE' });
    const before = (await userRow(me.id))!;
    const res = await t.as(me.token, {
      method: 'PATCH',
      url: '/api/users/context',
      payload: {
        firstname: '  Priya ',
        middlename: 'K',
        lastname: 'Sharma',
        emergencyContact: '+91 99999 00000',
        bloodGroup: 'O+',
        maritalStatus: 'MARRIED',
        currentAddress: '1 Park Street',
        permanentAddress: '2 Lake Road',
        profilePictureUrl: 'https://pictures.example.com/priya.jpg',
        personalEmail: `${me.username}.home@example.org`,
        bio: 'Hello',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      firstname: 'Priya',
      middlename: 'K',
      lastname: 'Sharma',
      fullname: 'Priya K Sharma',
      bloodGroup: 'O+',
      userContactNumber: '+91 11111 22222',
    });
    const row = (await userRow(me.id))!;
    expect(row).toMatchObject({
      firstname: 'Priya',
      middlename: 'K',
      lastname: 'Sharma',
      emergencyContact: '+91 99999 00000',
      bloodGroup: 'O+',
      maritalStatus: 'MARRIED',
      currentAddress: '1 Park Street',
      permanentAddress: '2 Lake Road',
      profilePictureUrl: 'https://pictures.example.com/priya.jpg',
      personalEmail: `${me.username}.home@example.org`,
      bio: 'Hello',
      contactNumber: '+91 11111 22222',
      gender: 'FEMALE',
      email: before.email,
      lastModifiedBy: me.id,
    });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const again = await t.as(me.token, { method: 'GET', url: '/api/users/context' });
    expect(again.json()).toMatchObject({ fullname: 'Priya K Sharma', userLastModifiedBy: me.id });
  });

  it('PUT changes contacts and email; an empty optional text clears it', async () => {
    const me = await registerAndSignIn({ userContactNumber: '+91 11111 33333', middlename: 'Q' });
    const email = `${me.username}.new@example.com`;
    const res = await t.as(me.token, {
      method: 'PUT',
      url: '/api/users/context',
      payload: { userEmailId: email, userContactNumber: '080-1234 5678', middlename: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userEmailId: email, userContactNumber: '080-1234 5678', middlename: null });
    const row = (await userRow(me.id))!;
    expect(row).toMatchObject({ email, contactNumber: '080-1234 5678', middlename: null });
  });

  it('ignores fields outside the profile: roles, active flag, 2FA, username and the employee record stay', async () => {
    const me = await registerAndSignIn();
    const before = (await userRow(me.id))!;
    const beforeEmployee = await employeeRow(me.id);
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await t.as(me.token, {
        method,
        url: '/api/users/context',
        payload: {
          bio: `via ${method}`,
          userRoleList: ['ADMIN'],
          userIsActive: false,
          user2FAEnabled: true,
          username: 'hijack',
          userId: 1,
          reportingManagerId: null,
          employeeCode: 'X1',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        bio: `via ${method}`,
        userRoleList: ['EMPLOYEE'],
        userIsActive: true,
        user2FAEnabled: false,
        username: me.username,
        userId: me.id,
      });
    }
    const row = (await userRow(me.id))!;
    expect(row).toMatchObject({
      roles: ['EMPLOYEE'],
      isActive: true,
      twoFaEnabled: false,
      username: me.username,
      tokenVersion: before.tokenVersion,
    });
    expect(await employeeRow(me.id)).toEqual(beforeEmployee);
    // Still an employee: the user list stays closed.
    const list = await t.as(me.token, { method: 'GET', url: '/api/users' });
    expect(list.statusCode).toBe(403);
  });
});

describe('PUT and PATCH /api/users/context: refusals', () => {
  it('answers 400 naming the field for an invalid email, phone, empty first name or long text, and changes nothing', async () => {
    const me = await registerAndSignIn();
    const before = (await userRow(me.id))!;
    const cases: [Record<string, unknown>, string][] = [
      [{ userEmailId: 'not-an-email' }, 'userEmailId'],
      [{ personalEmail: 'nope@' }, 'personalEmail'],
      [{ userContactNumber: 'call me' }, 'userContactNumber'],
      [{ emergencyContact: '12' }, 'emergencyContact'],
      [{ firstname: '   ' }, 'firstname'],
      [{ lastname: 42 }, 'lastname'],
      [{ bio: 'x'.repeat(1001) }, 'bio'],
      [{ bloodGroup: 'x'.repeat(9) }, 'bloodGroup'],
      [{ profilePictureUrl: 'javascript:alert(1)' }, 'profilePictureUrl'],
      [{ profilePictureUrl: 'data:image/png;base64,iVBORw0KGgo=' }, 'profilePictureUrl'],
      [{ profilePictureUrl: 'http://pictures.example.com/me.png' }, 'profilePictureUrl'],
      [{ profilePictureUrl: '/api/files/downloadFile/1' }, 'profilePictureUrl'],
      [{ profilePictureFileId: 'not-a-file-id' }, 'profilePictureFileId'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.as(me.token, { method: 'PATCH', url: '/api/users/context', payload });
      expectFieldError(res, field);
    }
    const put = await t.as(me.token, { method: 'PUT', url: '/api/users/context', payload: { userEmailId: 'bad' } });
    expectFieldError(put, 'userEmailId');
    const after = (await userRow(me.id))!;
    expect(after).toEqual(before);
  });

  it('answers 409 for an email another user has (in any letter case), and keeps the own email', async () => {
    const me = await registerAndSignIn();
    const before = (await userRow(me.id))!;
    const res = await t.as(me.token, {
      method: 'PATCH',
      url: '/api/users/context',
      payload: { userEmailId: 'Admin@StaffDesk.example' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/email/i);
    expect((await userRow(me.id))!.email).toBe(before.email);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/context', payload: { bio: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/register-user', () => {
  it('registers a user and their employee record, with an argon2id hash, an audit row, and the user can sign in', async () => {
    const managerId = await idOf('manager');
    const body = newUser({
      middlename: 'Lee',
      userContactNumber: '+91 90000 00001',
      gender: 'FEMALE',
      userBirthDate: '1995-06-15',
      personalEmail: 'someone.private@example.org',
      designation: 'Software Engineer',
      department: 'Engineering',
      dateOfJoining: '2026-01-05',
      reportingManagerId: managerId,
      employeeCode: `EMP-${seq}`,
      userRoleList: ['EMPLOYEE', 'EMPLOYEE', 'PROJECT_MANAGER'],
    });
    const res = await register(body, 'hr.head');
    expect(res.statusCode).toBe(201);
    const detail = res.json();
    expect(detail).toMatchObject({
      username: body.username,
      firstname: 'Test',
      middlename: 'Lee',
      fullname: `Test Lee ${body.lastname}`,
      userEmailId: body.userEmailId,
      userRoleList: ['EMPLOYEE', 'PROJECT_MANAGER'],
      userIsActive: true,
      user2FAEnabled: false,
      employeeCode: body.employeeCode,
      designation: 'Software Engineer',
      department: 'Engineering',
      dateOfJoining: '2026-01-05',
      reportingManagerId: managerId,
      reportingManagerName: 'Maya Nair',
      userLastModifiedBy: await idOf('hr.head'),
    });
    expect(res.body).not.toContain(body.password);
    expect(res.body).not.toContain('$argon2');

    const row = (await userRow(detail.userId))!;
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.passwordHash).not.toContain(body.password);
    expect(row).toMatchObject({
      username: body.username,
      email: body.userEmailId,
      roles: ['EMPLOYEE', 'PROJECT_MANAGER'],
      isActive: true,
      birthDate: '1995-06-15',
      gender: 'FEMALE',
      personalEmail: 'someone.private@example.org',
      contactNumber: '+91 90000 00001',
    });
    const employee = (await employeeRow(detail.userId))!;
    expect(employee).toMatchObject({
      employeeCode: body.employeeCode,
      designation: 'Software Engineer',
      department: 'Engineering',
      dateOfJoining: '2026-01-05',
      reportingManagerId: managerId,
    });

    const [audit] = await auditRows(detail.userId, 'user.register');
    expect(audit).toBeDefined();
    expect(audit!.actorId).toBe(await idOf('hr.head'));
    expect(audit!.after).toMatchObject({ userId: detail.userId, username: body.username });
    expect(JSON.stringify(audit)).not.toContain(body.password);
    expect(JSON.stringify(audit)).not.toContain('$argon2');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: body.username, password: body.password },
    });
    expect(signIn.statusCode).toBe(200);
    const ctx = await t.as(signIn.json().token, { method: 'GET', url: '/api/users/context' });
    expect(ctx.json()).toMatchObject({ userId: detail.userId, userRoleList: ['EMPLOYEE', 'PROJECT_MANAGER'] });
    // The manager now sees the new reportee.
    const asManager = await t.as(await tokenOf('manager'), { method: 'GET', url: `/api/users/${detail.userId}` });
    expect(asManager.statusCode).toBe(200);
  });

  it('gives an employee code of its own when none is sent, and stores empty optional fields as nothing', async () => {
    const res = await register(newUser({ personalEmail: '', middlename: '', userContactNumber: '', gender: '' }), 'md');
    expect(res.statusCode).toBe(201);
    const { userId, employeeCode } = res.json();
    expect(employeeCode).toBe(`SD${String(userId).padStart(5, '0')}`);
    expect((await employeeRow(userId))!).toMatchObject({ employeeCode, reportingManagerId: null, designation: null });
    expect((await userRow(userId))!).toMatchObject({
      personalEmail: null,
      middlename: null,
      contactNumber: null,
      gender: null,
    });
  });

  it('is open to ADMIN, MD and HR_HEAD only', async () => {
    for (const username of ['admin', 'md', 'hr.head']) {
      const res = await register(newUser(), username);
      expect(res.statusCode, username).toBe(201);
    }
    for (const username of ['employee', 'manager', 'it.head', 'finance.head', 'pm', 'group.head']) {
      const body = newUser();
      const res = await register(body, username);
      expect(res.statusCode, username).toBe(403);
      expect(res.json().message).toEqual(expect.any(String));
      const [row] = await t.db.select().from(users).where(eq(users.username, body.username));
      expect(row).toBeUndefined();
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/register-user', payload: newUser() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/register-user: refusals', () => {
  it('answers 400 naming the field for bad input, and stores nobody', async () => {
    const [{ n: before }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    const cases: [Record<string, unknown>, string][] = [
      [newUser({ password: 'Sh0rt!' }), 'password'],
      [newUser({ username: 'same.as.pass', password: 'Same.As.Pass' }), 'password'],
      [newUser({ userRoleList: [] }), 'userRoleList'],
      [newUser({ userRoleList: ['SUPERUSER'] }), 'userRoleList.0'],
      [newUser({ userEmailId: 'nope' }), 'userEmailId'],
      [newUser({ username: 'a' }), 'username'],
      [newUser({ username: 'has space' }), 'username'],
      [newUser({ firstname: '' }), 'firstname'],
      [newUser({ lastname: undefined }), 'lastname'],
      [newUser({ userBirthDate: '1995-02-30' }), 'userBirthDate'],
      [newUser({ dateOfJoining: '05/01/2026' }), 'dateOfJoining'],
      [newUser({ dateOfJoining: undefined }), 'dateOfJoining'],
      [newUser({ dateOfJoining: null }), 'dateOfJoining'],
      [newUser({ reportingManagerId: 'abc' }), 'reportingManagerId'],
      [newUser({ userContactNumber: 'phone' }), 'userContactNumber'],
    ];
    for (const [payload, field] of cases) {
      const res = await register(payload);
      expectFieldError(res, field);
    }
    const [{ n: after }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('answers 400 for an unknown or inactive reporting manager', async () => {
    const huge = newUser({ reportingManagerId: 99999999999 });
    expectFieldError(await register(huge), 'reportingManagerId');
    const unknown = newUser({ reportingManagerId: 999999 });
    const res = await register(unknown);
    expectFieldError(res, 'reportingManagerId');
    expect((await t.db.select().from(users).where(eq(users.username, unknown.username))).length).toBe(0);

    const gone = await registerAndSignIn();
    const off = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${gone.id}`,
      payload: { userIsActive: false },
    });
    expect(off.statusCode).toBe(200);
    const body = newUser({ reportingManagerId: gone.id });
    const res2 = await register(body);
    expectFieldError(res2, 'reportingManagerId');
    expect((await t.db.select().from(users).where(eq(users.username, body.username))).length).toBe(0);
  });

  it('answers 409 for a taken username in any letter case, a taken email, or a taken employee code', async () => {
    const first = newUser();
    expect((await register(first)).statusCode).toBe(201);

    const sameName = await register(newUser({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username/i);

    const demoName = await register(newUser({ username: 'Employee' }));
    expect(demoName.statusCode).toBe(409);

    const sameEmail = newUser({ userEmailId: first.userEmailId.toUpperCase() });
    const res = await register(sameEmail);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/email/i);
    expect((await t.db.select().from(users).where(eq(users.username, sameEmail.username))).length).toBe(0);

    const sameCode = newUser({ employeeCode: 'SD00001' });
    const res2 = await register(sameCode);
    expect(res2.statusCode).toBe(409);
    expect((await t.db.select().from(users).where(eq(users.username, sameCode.username))).length).toBe(0);

    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.username}) = ${first.username.toLowerCase()}`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('lets only ADMIN and MD hand out ADMIN or MD', async () => {
    const byHr = newUser({ userRoleList: ['ADMIN'] });
    const res = await register(byHr, 'hr.head');
    expect(res.statusCode).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.username, byHr.username))).length).toBe(0);
    const byHr2 = await register(newUser({ userRoleList: ['EMPLOYEE', 'MD'] }), 'hr.head');
    expect(byHr2.statusCode).toBe(403);

    const byAdmin = await register(newUser({ userRoleList: ['ADMIN'] }), 'admin');
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().userRoleList).toEqual(['ADMIN']);
  });
});

describe('GET /api/users: access and paging', () => {
  it('is open to ADMIN, MD and HR_HEAD only', async () => {
    for (const username of ['admin', 'md', 'hr.head']) {
      const res = await t.as(await tokenOf(username), { method: 'GET', url: '/api/users' });
      expect(res.statusCode, username).toBe(200);
    }
    for (const username of ['employee', 'manager', 'it.head', 'pm']) {
      const res = await t.as(await tokenOf(username), { method: 'GET', url: '/api/users' });
      expect(res.statusCode, username).toBe(403);
      expect(res.body).not.toContain('@staffdesk.example');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('pages: total counts every user, pages do not overlap and cover all', async () => {
    const token = await tokenOf('admin');
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    const first = await t.as(token, { method: 'GET', url: '/api/users?page=1&pageSize=5' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: n, page: 1, pageSize: 5 });
    expect(first.json().items).toHaveLength(5);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(n / 5); page++) {
      const res = await t.as(token, { method: 'GET', url: `/api/users?page=${page}&pageSize=5` });
      for (const item of res.json().items) seen.add(item.userId);
    }
    expect(seen.size).toBe(n);
    const past = await t.as(token, { method: 'GET', url: `/api/users?page=${Math.ceil(n / 5) + 1}&pageSize=5` });
    expect(past.json()).toMatchObject({ items: [], total: n });

    const defaults = await t.as(token, { method: 'GET', url: '/api/users' });
    expect(defaults.json()).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('lists summary fields with the manager name and no secrets', async () => {
    const res = await t.as(await tokenOf('admin'), { method: 'GET', url: '/api/users?search=Rahul' });
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((i: { username: string }) => i.username === 'employee');
    expect(item).toMatchObject({
      userId: await idOf('employee'),
      fullname: 'Rahul Verma',
      userEmailId: 'employee@staffdesk.example',
      userRoleList: ['EMPLOYEE'],
      userIsActive: true,
      user2FAEnabled: false,
      designation: 'Software Engineer',
      department: 'Engineering',
      reportingManagerId: await idOf('manager'),
      reportingManagerName: 'Maya Nair',
      dateOfJoining: '2023-04-03',
    });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });
});

describe('GET /api/users: search, filters and sorting', () => {
  it('searches by name, username, email and employee code, case-insensitively; wildcards are literal', async () => {
    const token = await tokenOf('hr.head');
    const search = async (q: string) =>
      (await t.as(token, { method: 'GET', url: `/api/users?search=${encodeURIComponent(q)}` })).json() as {
        items: { username: string }[];
        total: number;
      };
    expect((await search('maya nair')).items.map((i) => i.username)).toEqual(['manager']);
    expect((await search('FINANCE.HEAD')).items.map((i) => i.username)).toEqual(['finance.head']);
    expect((await search('it.head@staffdesk')).items.map((i) => i.username)).toEqual(['it.head']);
    const code = (await employeeRow(await idOf('pm')))!.employeeCode;
    expect((await search(code.toLowerCase())).items.map((i) => i.username)).toEqual(['pm']);
    const none = await search('no-such-person-xyz');
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('filters by role and by active flag', async () => {
    const token = await tokenOf('admin');
    const byRole = await t.as(token, { method: 'GET', url: '/api/users?role=L1&pageSize=200' });
    expect(byRole.statusCode).toBe(200);
    expect(byRole.json().items.length).toBeGreaterThan(0);
    expect(byRole.json().items.every((i: { userRoleList: string[] }) => i.userRoleList.includes('L1'))).toBe(true);
    expect(byRole.json().items.map((i: { username: string }) => i.username)).toContain('manager');
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`'L1' = any(${users.roles})`)) as [{ n: number }];
    expect(byRole.json().total).toBe(n);

    const gone = await registerAndSignIn();
    await t.as(token, { method: 'PATCH', url: `/api/users/${gone.id}`, payload: { userIsActive: false } });
    const inactive = await t.as(token, { method: 'GET', url: '/api/users?active=false&pageSize=200' });
    const inactiveIds = inactive
      .json()
      .items.map((i: { userId: number; userIsActive: boolean }) => (expect(i.userIsActive).toBe(false), i.userId));
    expect(inactiveIds).toContain(gone.id);
    const active = await t.as(token, { method: 'GET', url: '/api/users?active=true&pageSize=200' });
    expect(active.json().items.every((i: { userIsActive: boolean }) => i.userIsActive)).toBe(true);
    expect(active.json().items.map((i: { userId: number }) => i.userId)).not.toContain(gone.id);

    const combined = await t.as(token, { method: 'GET', url: '/api/users?role=EMPLOYEE&active=true&search=verma' });
    expect(combined.json().items.map((i: { username: string }) => i.username)).toEqual(['employee']);
  });

  it('sorts by username, employee code and name, ascending and descending', async () => {
    const token = await tokenOf('admin');
    const names = async (query: string) =>
      (await t.as(token, { method: 'GET', url: `/api/users?pageSize=200&${query}` })).json().items as {
        username: string;
        employeeCode: string;
        fullname: string;
      }[];
    const asc = await names('sort=username&order=asc&search=staffdesk.example');
    const usernames = asc.map((i) => i.username);
    expect(usernames).toContain('admin');
    // Demo usernames are lower-case letters and dots; compare them the way both databases agree on.
    expect(usernames.filter((u) => /^[a-z]+$/.test(u))).toEqual(usernames.filter((u) => /^[a-z]+$/.test(u)).sort());
    const desc = await names('sort=username&order=desc&search=staffdesk.example');
    expect(desc.map((i) => i.username)).toEqual([...usernames].reverse());

    const byCode = await names('sort=employeeCode&order=asc&search=staffdesk.example');
    const codes = byCode.map((i) => i.employeeCode);
    expect(codes).toEqual([...codes].sort());

    const byName = await names('sort=fullname&search=staffdesk.example');
    const initials = byName.map((i) => i.fullname[0]!);
    expect(initials).toEqual([...initials].sort());
    const byNameDesc = await names('sort=fullname&order=desc&search=staffdesk.example');
    expect(byNameDesc.map((i) => i.fullname[0]!)).toEqual([...initials].reverse());
  });

  it('sorts by creation date, newest first with order=desc', async () => {
    const tag = `Zq${Math.random().toString(36).slice(2, 8)}`;
    const first = await register(newUser({ lastname: `${tag}One` }));
    const second = await register(newUser({ lastname: `${tag}Two` }));
    const desc = await t.as(await tokenOf('admin'), {
      method: 'GET',
      url: `/api/users?search=${tag}&sort=createdDate&order=desc`,
    });
    expect(desc.json().items.map((i: { userId: number }) => i.userId)).toEqual([
      second.json().userId,
      first.json().userId,
    ]);
    const asc = await t.as(await tokenOf('admin'), { method: 'GET', url: `/api/users?search=${tag}&sort=createdDate` });
    expect(asc.json().items.map((i: { userId: number }) => i.userId)).toEqual([
      first.json().userId,
      second.json().userId,
    ]);
  });

  it('answers 400 naming the query field for a bad sort, order, role, active, page or page size', async () => {
    const token = await tokenOf('admin');
    const cases: [string, string][] = [
      ['sort=password', 'query.sort'],
      ['order=up', 'query.order'],
      ['role=KING', 'query.role'],
      ['active=yes', 'query.active'],
      ['page=0', 'query.page'],
      ['pageSize=201', 'query.pageSize'],
      ['pageSize=0', 'query.pageSize'],
      ['pageSize=abc', 'query.pageSize'],
      [`search=${'x'.repeat(101)}`, 'query.search'],
    ];
    for (const [query, field] of cases) {
      const res = await t.as(token, { method: 'GET', url: `/api/users?${query}` });
      expectFieldError(res, field);
    }
    const max = await t.as(token, { method: 'GET', url: '/api/users?pageSize=200' });
    expect(max.statusCode).toBe(200);
  });
});

describe('GET /api/users/{id}', () => {
  it('shows oneself, with the employee details', async () => {
    const id = await idOf('employee');
    const res = await t.as(await tokenOf('employee'), { method: 'GET', url: `/api/users/${id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const field of CONTEXT_FIELDS) expect(body).toHaveProperty(field);
    expect(body).toMatchObject({
      userId: id,
      username: 'employee',
      reportingManagerId: await idOf('manager'),
      reportingManagerName: 'Maya Nair',
      designation: 'Software Engineer',
      department: 'Engineering',
    });
    expect(body.employeeCode).toBe((await employeeRow(id))!.employeeCode);
  });

  it('lets ADMIN, MD and HR_HEAD read anyone', async () => {
    const id = await idOf('finance.head');
    for (const username of ['admin', 'md', 'hr.head']) {
      const res = await t.as(await tokenOf(username), { method: 'GET', url: `/api/users/${id}` });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().username).toBe('finance.head');
    }
  });

  it('lets a reporting manager read their reportees but nobody else (404)', async () => {
    const token = await tokenOf('manager');
    for (const username of ['employee', 'employee.2fa']) {
      const res = await t.as(token, { method: 'GET', url: `/api/users/${await idOf(username)}` });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().username).toBe(username);
    }
    for (const username of ['admin', 'md', 'pm', 'group.head']) {
      const res = await t.as(token, { method: 'GET', url: `/api/users/${await idOf(username)}` });
      expect(res.statusCode, username).toBe(404);
      expect(res.body).not.toContain('@staffdesk.example');
    }
  });

  it('follows the reporting tree as it changes: a former manager loses sight, the new one gains it', async () => {
    const person = await registerAndSignIn({ reportingManagerId: await idOf('manager') });
    expect((await t.as(await tokenOf('manager'), { method: 'GET', url: `/api/users/${person.id}` })).statusCode).toBe(
      200,
    );
    expect((await t.as(await tokenOf('pm'), { method: 'GET', url: `/api/users/${person.id}` })).statusCode).toBe(404);
    const moved = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${person.id}`,
      payload: { reportingManagerId: await idOf('pm') },
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.as(await tokenOf('manager'), { method: 'GET', url: `/api/users/${person.id}` })).statusCode).toBe(
      404,
    );
    const asPm = await t.as(await tokenOf('pm'), { method: 'GET', url: `/api/users/${person.id}` });
    expect(asPm.statusCode).toBe(200);
    expect(asPm.json().reportingManagerName).toBe('Pranav Menon');
    // The reportee cannot read their manager.
    expect((await t.as(person.token, { method: 'GET', url: `/api/users/${await idOf('pm')}` })).statusCode).toBe(404);
  });

  it('answers 404 to an employee reading another person, the same as for an unknown id', async () => {
    const token = await tokenOf('employee');
    const other = await t.as(token, { method: 'GET', url: `/api/users/${await idOf('employee.2fa')}` });
    expect(other.statusCode).toBe(404);
    const manager = await t.as(token, { method: 'GET', url: `/api/users/${await idOf('manager')}` });
    expect(manager.statusCode).toBe(404);
    const unknown = await t.as(token, { method: 'GET', url: '/api/users/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    const unknownAsAdmin = await t.as(await tokenOf('admin'), { method: 'GET', url: '/api/users/999999' });
    expect(unknownAsAdmin.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a positive whole number or is past the integer range', async () => {
    const token = await tokenOf('admin');
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.as(token, { method: 'GET', url: `/api/users/${id}` });
      expectFieldError(res, 'params.id');
    }
  });
});

describe('PUT and PATCH /api/users/{id}: changes', () => {
  it('changes profile and employee details, writes an audit row with before and after', async () => {
    const target = await registerAndSignIn({ designation: 'Tester' });
    const adminId = await idOf('admin');
    const mdId = await idOf('md');
    const res = await t.as(await tokenOf('admin'), {
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: {
        firstname: 'Renamed',
        designation: 'Tech Lead',
        department: 'Engineering',
        dateOfJoining: '2025-02-01',
        reportingManagerId: mdId,
        gender: 'MALE',
        userBirthDate: '1990-01-01',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstname: 'Renamed',
      designation: 'Tech Lead',
      reportingManagerId: mdId,
      reportingManagerName: 'Meera Desai',
      userLastModifiedBy: adminId,
      gender: 'MALE',
      userBirthDate: '1990-01-01',
    });
    expect((await userRow(target.id))!).toMatchObject({
      firstname: 'Renamed',
      lastModifiedBy: adminId,
      gender: 'MALE',
      birthDate: '1990-01-01',
    });
    expect((await employeeRow(target.id))!).toMatchObject({
      designation: 'Tech Lead',
      department: 'Engineering',
      dateOfJoining: '2025-02-01',
      reportingManagerId: mdId,
    });

    const [audit] = await auditRows(target.id, 'user.update');
    expect(audit!.actorId).toBe(adminId);
    expect(audit!.before).toMatchObject({ firstname: 'Test', designation: 'Tester', reportingManagerId: null });
    expect(audit!.after).toMatchObject({ firstname: 'Renamed', designation: 'Tech Lead', reportingManagerId: mdId });

    // A manager can be taken away again.
    const cleared = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { reportingManagerId: null },
    });
    expect(cleared.json()).toMatchObject({ reportingManagerId: null, reportingManagerName: null });
    expect((await employeeRow(target.id))!.reportingManagerId).toBeNull();
  });

  it('a change of roles takes effect on the next request of that user', async () => {
    const target = await registerAndSignIn();
    expect((await t.as(target.token, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    const res = await t.as(await tokenOf('hr.head'), {
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { userRoleList: ['EMPLOYEE', 'HR_HEAD'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userRoleList).toEqual(['EMPLOYEE', 'HR_HEAD']);
    expect((await userRow(target.id))!.roles).toEqual(['EMPLOYEE', 'HR_HEAD']);
    const list = await t.as(target.token, { method: 'GET', url: '/api/users' });
    expect(list.statusCode).toBe(200);
    const [audit] = await auditRows(target.id, 'user.update');
    expect(audit!.before).toMatchObject({ userRoleList: ['EMPLOYEE'] });
    expect(audit!.after).toMatchObject({ userRoleList: ['EMPLOYEE', 'HR_HEAD'] });

    // And taken away again: the same token loses the list.
    await t.as(await tokenOf('hr.head'), {
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { userRoleList: ['EMPLOYEE'] },
    });
    expect((await t.as(target.token, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
  });
});

describe('PUT and PATCH /api/users/{id}: deactivating', () => {
  it('deactivating a user ends their sessions: the access token gets 401, the refresh token fails, sign-in fails', async () => {
    const target = await registerAndSignIn();
    expect((await t.as(target.token, { method: 'GET', url: '/api/users/context' })).statusCode).toBe(200);
    const res = await t.as(await tokenOf('md'), {
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { userIsActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userIsActive).toBe(false);
    const row = (await userRow(target.id))!;
    expect(row.isActive).toBe(false);
    expect(row.tokenVersion).toBeGreaterThan(0);
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, target.id), sql`${refreshTokens.revokedAt} is null`));
    expect(live).toEqual([]);

    expect((await t.as(target.token, { method: 'GET', url: '/api/users/context' })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refreshToken: target.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().token).toBeUndefined();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: target.username, password: target.password },
    });
    expect(signIn.statusCode).toBe(401);

    const [audit] = await auditRows(target.id, 'user.update');
    expect(audit!.before).toMatchObject({ userIsActive: true });
    expect(audit!.after).toMatchObject({ userIsActive: false });

    // Active again: the person can sign in anew, the old token stays dead.
    const back = await t.as(await tokenOf('md'), {
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { userIsActive: true },
    });
    expect(back.statusCode).toBe(200);
    expect((await t.as(target.token, { method: 'GET', url: '/api/users/context' })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: target.username, password: target.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it("refuses to deactivate oneself or drop one's own right to administer users", async () => {
    const adminId = await idOf('admin');
    const res = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${adminId}`,
      payload: { userIsActive: false },
    });
    expectFieldError(res, 'userIsActive');
    const roles = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${adminId}`,
      payload: { userRoleList: ['EMPLOYEE'] },
    });
    expectFieldError(roles, 'userRoleList');
    expect((await userRow(adminId))!).toMatchObject({ isActive: true, roles: ['ADMIN'] });
    expect((await t.as(await tokenOf('admin'), { method: 'GET', url: '/api/users/context' })).statusCode).toBe(200);
  });
});

describe('PUT and PATCH /api/users/{id}: bad input', () => {
  it('refuses a loop in the reporting tree and a person reporting to themselves', async () => {
    const mdId = await idOf('md');
    const employeeId = await idOf('employee');
    const loop = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${mdId}`,
      payload: { reportingManagerId: employeeId },
    });
    expectFieldError(loop, 'reportingManagerId');
    expect(loop.json().message).toMatch(/loop/);
    expect((await employeeRow(mdId))!.reportingManagerId).toBeNull();

    const self = await t.as(await tokenOf('admin'), {
      method: 'PUT',
      url: `/api/users/${employeeId}`,
      payload: { reportingManagerId: employeeId },
    });
    expectFieldError(self, 'reportingManagerId');
    expect((await employeeRow(employeeId))!.reportingManagerId).toBe(await idOf('manager'));

    const unknown = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${employeeId}`,
      payload: { reportingManagerId: 999999 },
    });
    expectFieldError(unknown, 'reportingManagerId');
  });

  it('answers 400 naming the field for bad input, and changes nothing', async () => {
    const target = await registerAndSignIn();
    const before = (await userRow(target.id))!;
    const token = await tokenOf('admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ userRoleList: [] }, 'userRoleList'],
      [{ userRoleList: ['GOD'] }, 'userRoleList.0'],
      [{ userIsActive: 'no' }, 'userIsActive'],
      [{ userEmailId: 'x' }, 'userEmailId'],
      [{ dateOfJoining: '2025-13-01' }, 'dateOfJoining'],
      [{ dateOfJoining: null }, 'dateOfJoining'],
      [{ reportingManagerId: -1 }, 'reportingManagerId'],
      [{ employeeCode: '' }, 'employeeCode'],
    ];
    for (const [payload, field] of cases) {
      expectFieldError(await t.as(token, { method: 'PATCH', url: `/api/users/${target.id}`, payload }), field);
    }
    expectFieldError(await t.as(token, { method: 'PATCH', url: '/api/users/abc', payload: { bio: 'x' } }), 'params.id');
    expect((await userRow(target.id))!).toEqual(before);
  });

  it('answers 409 for a taken email and 404 for an unknown user', async () => {
    const target = await registerAndSignIn();
    const taken = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { userEmailId: 'md@staffdesk.example' },
    });
    expect(taken.statusCode).toBe(409);
    const unknown = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: '/api/users/999999',
      payload: { bio: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const huge = await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: '/api/users/99999999999',
      payload: { bio: 'x' },
    });
    expectFieldError(huge, 'params.id');
  });
});

describe('PUT and PATCH /api/users/{id}: who may', () => {
  it('is closed to everyone but ADMIN, MD and HR_HEAD (403), and changes nothing', async () => {
    const target = await registerAndSignIn();
    const before = (await userRow(target.id))!;
    for (const username of ['employee', 'manager', 'it.head', 'finance.head']) {
      const res = await t.as(await tokenOf(username), {
        method: 'PATCH',
        url: `/api/users/${target.id}`,
        payload: { userIsActive: false, userRoleList: ['ADMIN'] },
      });
      expect(res.statusCode, username).toBe(403);
    }
    // Not even oneself: a user cannot make themselves ADMIN.
    const self = await t.as(target.token, {
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: { userRoleList: ['ADMIN'] },
    });
    expect(self.statusCode).toBe(403);
    expect((await userRow(target.id))!).toEqual(before);
    expect(await auditRows(target.id, 'user.update')).toEqual([]);
  });

  it('lets only ADMIN and MD grant ADMIN or MD, or change a user who holds them', async () => {
    const hr = await tokenOf('hr.head');
    const hrId = await idOf('hr.head');
    const selfPromotion = await t.as(hr, {
      method: 'PATCH',
      url: `/api/users/${hrId}`,
      payload: { userRoleList: ['HR_HEAD', 'ADMIN'] },
    });
    expect(selfPromotion.statusCode).toBe(403);
    expect((await userRow(hrId))!.roles).toEqual(['HR_HEAD']);

    const target = await registerAndSignIn();
    const promote = await t.as(hr, {
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { userRoleList: ['MD'] },
    });
    expect(promote.statusCode).toBe(403);
    expect((await userRow(target.id))!.roles).toEqual(['EMPLOYEE']);

    const adminId = await idOf('admin');
    const deactivateAdmin = await t.as(hr, {
      method: 'PATCH',
      url: `/api/users/${adminId}`,
      payload: { userIsActive: false },
    });
    expect(deactivateAdmin.statusCode).toBe(403);
    const emailOfMd = await t.as(hr, {
      method: 'PATCH',
      url: `/api/users/${await idOf('md')}`,
      payload: { userEmailId: 'hr.owns.md@example.com' },
    });
    expect(emailOfMd.statusCode).toBe(403);
    expect((await userRow(adminId))!.isActive).toBe(true);
    expect((await userRow(await idOf('md')))!.email).toBe('md@staffdesk.example');

    const byMd = await t.as(await tokenOf('md'), {
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { userRoleList: ['ADMIN'] },
    });
    expect(byMd.statusCode).toBe(200);
    expect((await userRow(target.id))!.roles).toEqual(['ADMIN']);
  });
});

describe('GET /api/users/project-managers and /api/users/reporting-managers', () => {
  it('lists active project managers to any signed-in user', async () => {
    const res = await t.as(await tokenOf('employee'), { method: 'GET', url: '/api/users/project-managers' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      userId: number;
      username: string;
      fullname: string;
      userEmailId: string;
      designation: string | null;
    }[];
    expect(body.map((o) => o.username)).toContain('pm');
    expect(body.find((o) => o.username === 'pm')).toEqual({
      userId: await idOf('pm'),
      username: 'pm',
      fullname: 'Pranav Menon',
      userEmailId: 'pm@staffdesk.example',
      designation: 'Project Manager',
    });
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isActive, true), sql`'PROJECT_MANAGER' = any(${users.roles})`));
    expect(body.map((o) => o.userId).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('lists active users who may manage, without plain employees', async () => {
    const res = await t.as(await tokenOf('employee'), { method: 'GET', url: '/api/users/reporting-managers' });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { username: string }[]).map((o) => o.username);
    expect(names).toEqual(expect.arrayContaining(['manager', 'md', 'admin', 'hr.head', 'pm', 'group.head']));
    expect(names).not.toContain('employee');
    expect(names).not.toContain('employee.2fa');
  });

  it('leaves out inactive users', async () => {
    const pm = await registerAndSignIn({ userRoleList: ['PROJECT_MANAGER', 'L1'] });
    const token = await tokenOf('manager');
    const pmsBefore = (await t.as(token, { method: 'GET', url: '/api/users/project-managers' })).json() as {
      userId: number;
    }[];
    const rmsBefore = (await t.as(token, { method: 'GET', url: '/api/users/reporting-managers' })).json() as {
      userId: number;
    }[];
    expect(pmsBefore.map((o) => o.userId)).toContain(pm.id);
    expect(rmsBefore.map((o) => o.userId)).toContain(pm.id);
    await t.as(await tokenOf('admin'), {
      method: 'PATCH',
      url: `/api/users/${pm.id}`,
      payload: { userIsActive: false },
    });
    const pmsAfter = (await t.as(token, { method: 'GET', url: '/api/users/project-managers' })).json() as {
      userId: number;
    }[];
    const rmsAfter = (await t.as(token, { method: 'GET', url: '/api/users/reporting-managers' })).json() as {
      userId: number;
    }[];
    expect(pmsAfter.map((o) => o.userId)).not.toContain(pm.id);
    expect(rmsAfter.map((o) => o.userId)).not.toContain(pm.id);
    expect(pmsAfter).toHaveLength(pmsBefore.length - 1);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/project-managers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/reporting-managers' })).statusCode).toBe(401);
  });
});

describe('GET /api/roles', () => {
  it('answers the 12 roles with labels, the spec permissions and the abilities of the grant table', async () => {
    const res = await t.as(await tokenOf('employee'), { method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { role: string; label: string; permissions: string[]; abilities: string[] }[];
    expect(body).toHaveLength(12);
    expect(body.map((r) => r.role)).toEqual([...ROLES]);
    for (const role of ROLES) {
      const entry = body.find((r) => r.role === role)!;
      expect(entry.label).toBe(ROLE_LABELS[role]);
      expect([...entry.permissions, ...entry.abilities].sort()).toEqual([...ROLE_GRANTS[role]].sort());
      expect(entry.permissions.every((p) => (PERMISSIONS as readonly string[]).includes(p))).toBe(true);
      expect(entry.abilities.every((a) => (ABILITIES as readonly string[]).includes(a))).toBe(true);
    }
    expect(body.find((r) => r.role === 'ADMIN')!.permissions.sort()).toEqual([...PERMISSIONS].sort());
    expect(body.find((r) => r.role === 'EMPLOYEE')!.permissions).toEqual(['VIEW_DOCUMENT']);
    expect(body.find((r) => r.role === 'IT_HEAD')!.permissions.sort()).toEqual([
      'VIEW_ASSET_REQUEST_APPROVAL',
      'VIEW_DOCUMENT',
      'VIEW_IT_TICKET_APPROVAL',
    ]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/roles' })).statusCode).toBe(401);
  });
});

describe('POST and DELETE /api/users/fcm-token', () => {
  /** A Web Push subscription of a push service the test configuration allows. */
  const subscription = (name: string) =>
    JSON.stringify({
      endpoint: `https://push.example.test/${name}-${Math.random()}`,
      keys: { p256dh: 'a', auth: 'b' },
    });
  const subscriptionsOf = (token: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.token, token));

  it("stores the caller's push token with the browser, once however often it is sent", async () => {
    const push = JSON.stringify({
      endpoint: `https://push.example/${Math.random()}`,
      keys: { p256dh: 'a', auth: 'b' },
    });
    const token = await tokenOf('employee');
    for (let i = 0; i < 2; i++) {
      const res = await t.as(token, {
        method: 'POST',
        url: '/api/users/fcm-token',
        payload: { token: push },
        headers: { 'user-agent': 'TestBrowser/1.0' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const rows = await subscriptionsOf(push);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: await idOf('employee'), userAgent: 'TestBrowser/1.0' });
  });

  it('moves a token registered by another user to the new caller', async () => {
    const push = subscription('token');
    await t.as(await tokenOf('employee'), { method: 'POST', url: '/api/users/fcm-token', payload: { token: push } });
    const res = await t.as(await tokenOf('manager'), {
      method: 'POST',
      url: '/api/users/fcm-token',
      payload: { token: push },
    });
    expect(res.statusCode).toBe(200);
    const rows = await subscriptionsOf(push);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(await idOf('manager'));
  });

  it("DELETE removes only the caller's token", async () => {
    const mine = subscription('mine');
    const theirs = subscription('theirs');
    await t.as(await tokenOf('pm'), { method: 'POST', url: '/api/users/fcm-token', payload: { token: mine } });
    await t.as(await tokenOf('group.head'), {
      method: 'POST',
      url: '/api/users/fcm-token',
      payload: { token: theirs },
    });

    const other = await t.as(await tokenOf('pm'), {
      method: 'DELETE',
      url: '/api/users/fcm-token',
      payload: { token: theirs },
    });
    expect(other.statusCode).toBe(200);
    expect(await subscriptionsOf(theirs)).toHaveLength(1);

    const res = await t.as(await tokenOf('pm'), {
      method: 'DELETE',
      url: '/api/users/fcm-token',
      payload: { token: mine },
    });
    expect(res.statusCode).toBe(200);
    expect(await subscriptionsOf(mine)).toHaveLength(0);
    expect(await subscriptionsOf(theirs)).toHaveLength(1);
  });

  it('answers 400 for an empty or missing token and 401 without a session', async () => {
    const token = await tokenOf('employee');
    const [{ n: before }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions)) as [
      { n: number },
    ];
    expectFieldError(
      await t.as(token, { method: 'POST', url: '/api/users/fcm-token', payload: { token: '' } }),
      'token',
    );
    expectFieldError(await t.as(token, { method: 'POST', url: '/api/users/fcm-token', payload: {} }), 'token');
    expectFieldError(
      await t.as(token, { method: 'DELETE', url: '/api/users/fcm-token', payload: { token: '' } }),
      'token',
    );
    const [{ n: after }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions)) as [
      { n: number },
    ];
    expect(after).toBe(before);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/fcm-token', payload: { token: 'x' } })).statusCode,
    ).toBe(401);
  });
});
