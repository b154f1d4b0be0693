import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSED = { message: 'Change your temporary password before going on.', code: 'PASSWORD_CHANGE_REQUIRED' };

let seq = 0;
/** Registers a new employee as HR without a password: their username, id and temporary password. */
async function registered() {
  seq += 1;
  const username = `must.change.${seq}.${Math.random().toString(36).slice(2, 7)}`;
  const res = await t.as(await t.tokenOf('hr.head'), {
    method: 'POST',
    url: '/api/register-user',
    payload: {
      username,
      firstname: 'Temp',
      lastname: `Person${seq}`,
      userEmailId: `${username}@example.com`,
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: '2025-04-01',
      reportingManagerId: await idOf('manager'),
    },
  });
  expect(res.statusCode).toBe(201);
  const { userId, temporaryPassword } = res.json() as { userId: number; temporaryPassword: string };
  return { username, userId, temporaryPassword };
}

async function idOf(username: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function signIn(username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; refreshToken: string };
}

const leave = {
  typeCode: 'CASUAL',
  fromDate: '2030-03-04',
  toDate: '2030-03-04',
  halfDay: 'NONE',
  reason: 'Family event',
};

/** Operations the change-password screen does not need: each refused while the password must change. */
const refusedCalls = [
  { method: 'GET', url: '/api/employee-event-balance' },
  { method: 'GET', url: '/api/employee-event-request' },
  { method: 'POST', url: '/api/employee-event-request', payload: leave },
  { method: 'GET', url: '/api/user-notifications' },
  { method: 'GET', url: '/api/user-notifications/unread-count' },
  { method: 'GET', url: '/api/user-notifications/stream' },
  { method: 'POST', url: '/api/users/fcm-token', payload: { token: '{"endpoint":"https://push.example.com/x"}' } },
  { method: 'GET', url: '/api/flashes/active' },
  { method: 'GET', url: '/api/feeds' },
  { method: 'GET', url: '/api/master' },
  { method: 'PATCH', url: '/api/users/context', payload: { firstname: 'Changed' } },
] as const;

describe('a user whose password must change', () => {
  it('is refused everywhere with 403 PASSWORD_CHANGE_REQUIRED, and nothing is stored', async () => {
    const me = await registered();
    const { token } = await signIn(me.username, me.temporaryPassword);
    for (const call of refusedCalls) {
      const res = await t.as(token, call);
      expect({ call: `${call.method} ${call.url}`, status: res.statusCode, body: res.json() }).toEqual({
        call: `${call.method} ${call.url}`,
        status: 403,
        body: REFUSED,
      });
    }
    const [row] = await t.db
      .select({ firstname: users.firstname, passwordMustChange: users.passwordMustChange })
      .from(users)
      .where(eq(users.id, me.userId));
    expect(row).toEqual({ firstname: 'Temp', passwordMustChange: true });
  });

  it("reads their own context and refreshes the session; may not set another user's password", async () => {
    const me = await registered();
    const other = await registered();
    const { token, refreshToken } = await signIn(me.username, me.temporaryPassword);
    const context = await t.as(token, { method: 'GET', url: '/api/users/context' });
    expect(context.statusCode).toBe(200);
    expect(context.json()).toMatchObject({ userId: me.userId, passwordMustChange: true });

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(200);

    const theirs = await t.as(refreshed.json().token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { userId: other.userId, newPassword: 'Hijack!Pass9' },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual(REFUSED);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/authenticate',
          payload: { username: other.username, password: other.temporaryPassword },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('signs out (and forgets the push token) while the password must change', async () => {
    const me = await registered();
    const { token, refreshToken } = await signIn(me.username, me.temporaryPassword);
    const forget = await t.as(token, {
      method: 'DELETE',
      url: '/api/users/fcm-token',
      payload: { token: '{"endpoint":"https://push.example.com/y"}' },
    });
    expect(forget.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/sign-out', payload: { refreshToken } });
    expect(out.statusCode).toBe(200);
    expect((await t.as(token, { method: 'GET', url: '/api/users/context' })).statusCode).toBe(401);
  });

  it('after changing the password, everything answers; an HR reset makes it must-change again', async () => {
    const me = await registered();
    const first = await signIn(me.username, me.temporaryPassword);
    const changed = await t.as(first.token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { currentPassword: me.temporaryPassword, newPassword: 'My0wn!Choice' },
    });
    expect(changed.statusCode).toBe(200);

    const { token } = await signIn(me.username, 'My0wn!Choice');
    expect((await t.as(token, { method: 'GET', url: '/api/users/context' })).json()).toMatchObject({
      passwordMustChange: false,
    });
    expect((await t.as(token, { method: 'GET', url: '/api/employee-event-balance' })).statusCode).toBe(200);
    expect((await t.as(token, { method: 'GET', url: '/api/user-notifications/unread-count' })).statusCode).toBe(200);
    const profile = await t.as(token, { method: 'PATCH', url: '/api/users/context', payload: { firstname: 'Chosen' } });
    expect(profile.statusCode).toBe(200);
    const [stored] = await t.db.select({ firstname: users.firstname }).from(users).where(eq(users.id, me.userId));
    expect(stored!.firstname).toBe('Chosen');

    // HR sets a temporary password: the user must change it again before anything else answers.
    const reset = await t.as(await t.tokenOf('hr.head'), {
      method: 'POST',
      url: `/api/users/${me.userId}/temporary-password`,
    });
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword } = reset.json() as { temporaryPassword: string };
    const again = await signIn(me.username, temporaryPassword);
    const refused = await t.as(again.token, { method: 'GET', url: '/api/employee-event-balance' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSED);

    // So does a reset through /reset-password with a userId.
    const fresh = await t.changeTemporaryPassword(me.username, temporaryPassword, 'Second!Own-74');
    expect((await t.as(fresh.token, { method: 'GET', url: '/api/employee-event-balance' })).statusCode).toBe(200);
    const byHr = await t.as(await t.tokenOf('hr.head'), {
      method: 'POST',
      url: '/api/reset-password',
      payload: { userId: me.userId, newPassword: 'Handed!Over-57' },
    });
    expect(byHr.statusCode).toBe(200);
    const [row] = await t.db
      .select({ passwordMustChange: users.passwordMustChange })
      .from(users)
      .where(eq(users.id, me.userId));
    expect(row!.passwordMustChange).toBe(true);
    const handed = await signIn(me.username, 'Handed!Over-57');
    expect(
      (await t.as(handed.token, { method: 'POST', url: '/api/employee-event-request', payload: leave })).json(),
    ).toEqual(REFUSED);
  });
});
