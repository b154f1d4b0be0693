import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '@staffdesk/shared/password-policy';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { DEMO_PASSWORD } from '../../seeds/demo';
import { PUBLISHED_DEMO_PASSWORD, passwordProblem } from './password-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GOOD = 'Tr1cky-Harbour-58';
const COMMON_LIKE = 'Choose a password that is harder to guess: it is too much like a common password.';
const REPEATED =
  'Choose a password that is harder to guess: repeated characters such as aaa or abcabc are easy to guess.';

let seq = 0;
/** A new employee registered by HR with a server-made temporary password. */
async function newcomer() {
  seq += 1;
  const username = `policy.${seq}.${Math.random().toString(36).slice(2, 7)}`;
  const res = await t.as(await t.tokenOf('hr.head'), {
    method: 'POST',
    url: '/api/register-user',
    payload: {
      username,
      firstname: 'Priya',
      lastname: `Policy${seq}`,
      userEmailId: `${username}@example.com`,
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: '2025-04-01',
    },
  });
  expect(res.statusCode).toBe(201);
  const { userId, temporaryPassword } = res.json() as { userId: number; temporaryPassword: string };
  return { username, userId, temporaryPassword };
}

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password } });

async function tokenFor(username: string, password: string) {
  const res = await signIn(username, password);
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

const change = (token: string, currentPassword: string, newPassword: string) =>
  t.as(token, { method: 'POST', url: '/api/reset-password', payload: { currentPassword, newPassword } });

async function hashOf(userId: number) {
  const [row] = await t.db
    .select({ passwordHash: users.passwordHash, passwordMustChange: users.passwordMustChange })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe('a password someone chooses for themselves', () => {
  const refusals: [string, string, string][] = [
    ['too short', 'Short!Pass9', 'The password must be at least 12 characters.'],
    ['too long', `Kx9!${'q'.repeat(125)}`, 'The password can be at most 128 characters.'],
    ['common with a few changes', 'Welcome12345', COMMON_LIKE],
    ['on the list of breached passwords', 'qwerty123456', PASSWORD_MESSAGES.breached],
    ['on the list in another case', 'QWERTY123456', PASSWORD_MESSAGES.breached],
    ['only spaces', ' '.repeat(12), REPEATED],
    ['one character repeated', 'a'.repeat(20), REPEATED],
    ['the published demo password', DEMO_PASSWORD, 'The password must be at least 12 characters.'],
    ['the demo password and a little more', `${DEMO_PASSWORD}-ok`, PASSWORD_MESSAGES.demo],
  ];

  it.each(refusals)(
    'is refused when %s, with the reason next to the field, and nothing changes',
    async (_, newPassword, why) => {
      const me = await newcomer();
      const before = await hashOf(me.userId);
      const token = await tokenFor(me.username, me.temporaryPassword);
      const res = await change(token, me.temporaryPassword, newPassword);
      expect({ status: res.statusCode, errorDetails: res.json().errorDetails }).toEqual({
        status: 400,
        errorDetails: [`newPassword: ${why}`],
      });
      expect(await hashOf(me.userId)).toEqual(before);
    },
  );

  it('is refused when it contains the username in another case', async () => {
    const me = await newcomer();
    const token = await tokenFor(me.username, me.temporaryPassword);
    const res = await change(token, me.temporaryPassword, `Xy7!${me.username.toUpperCase()}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: PASSWORD_MESSAGES.username,
      errorDetails: [`newPassword: ${PASSWORD_MESSAGES.username}`],
    });
  });

  it('is refused when it is the temporary one, which would stay known to whoever handed it over', async () => {
    const me = await newcomer();
    const token = await tokenFor(me.username, me.temporaryPassword);
    const res = await change(token, me.temporaryPassword, me.temporaryPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorDetails).toEqual([`newPassword: ${PASSWORD_MESSAGES.sameAsTemporary}`]);
    expect((await hashOf(me.userId)).passwordMustChange).toBe(true);
  });

  it('is accepted when good: signing in works with it, not with the temporary one; the same again is refused', async () => {
    const me = await newcomer();
    const first = await change(await tokenFor(me.username, me.temporaryPassword), me.temporaryPassword, GOOD);
    expect(first.statusCode).toBe(200);
    expect((await signIn(me.username, me.temporaryPassword)).statusCode).toBe(401);
    const token = await tokenFor(me.username, GOOD);
    expect((await hashOf(me.userId)).passwordMustChange).toBe(false);

    const again = await change(token, GOOD, GOOD);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorDetails).toEqual([`newPassword: ${PASSWORD_MESSAGES.sameAsCurrent}`]);
    expect((await signIn(me.username, GOOD)).statusCode).toBe(200);
  });
});

describe('a password an administrator chooses for someone', () => {
  it('meets the same policy when set through reset-password', async () => {
    const them = await newcomer();
    const hr = await t.tokenOf('hr.head');
    const before = await hashOf(them.userId);
    const listed = await t.as(hr, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { userId: them.userId, newPassword: 'qwerty123456' },
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().errorDetails).toEqual([`newPassword: ${PASSWORD_MESSAGES.breached}`]);
    const named = await t.as(hr, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { userId: them.userId, newPassword: `${them.username}!Q7z` },
    });
    expect(named.json().errorDetails).toEqual([`newPassword: ${PASSWORD_MESSAGES.username}`]);
    expect(await hashOf(them.userId)).toEqual(before);
    expect(
      (
        await t.as(hr, {
          method: 'POST',
          url: '/api/reset-password',
          payload: { userId: them.userId, newPassword: GOOD },
        })
      ).statusCode,
    ).toBe(200);
    expect((await signIn(them.username, GOOD)).statusCode).toBe(200);
  });

  it("meets the same policy when given at registration (the new person's names count), and nobody is registered with a refused one", async () => {
    const username = `policy.reg.${Math.random().toString(36).slice(2, 7)}`;
    const payload = {
      username,
      firstname: 'Ravi',
      lastname: 'Registered',
      userEmailId: `${username}@example.com`,
      userRoleList: ['EMPLOYEE'],
      dateOfJoining: '2025-04-01',
    };
    const hr = await t.tokenOf('hr.head');
    const weak = await t.as(hr, {
      method: 'POST',
      url: '/api/register-user',
      payload: { ...payload, password: 'RaviRegistered' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorDetails).toEqual([
      "password: Choose a password that is harder to guess: it is too much like your name, your username or the product's name.",
    ]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.username, username))).toEqual([]);
    expect(
      (await t.as(hr, { method: 'POST', url: '/api/register-user', payload: { ...payload, password: GOOD } }))
        .statusCode,
    ).toBe(201);
  });
});

describe('passwordProblem', () => {
  it('refuses the published demo password itself, short as it is', () => {
    expect(PUBLISHED_DEMO_PASSWORD).toBe(DEMO_PASSWORD);
    expect(passwordProblem(DEMO_PASSWORD, { username: 'someone' })).toBe(PASSWORD_MESSAGES.demo);
    expect(passwordProblem(DEMO_PASSWORD.toUpperCase(), { username: 'someone' })).toBe(PASSWORD_MESSAGES.demo);
  });

  it('refuses a username of two letters only as the whole password, one of three or more anywhere in it', () => {
    expect(passwordProblem('md', { username: 'md' })).toBe(PASSWORD_MESSAGES.username);
    expect(passwordProblem('Amd-Harbour-58', { username: 'md' })).toBeUndefined();
    expect(passwordProblem('Tr1cky-PM-Harbour', { username: 'pm' })).toBeUndefined();
    expect(passwordProblem('Tr1cky-Ann-Harbour', { username: 'ann' })).toBe(PASSWORD_MESSAGES.username);
  });

  it('accepts a long passphrase without symbols or capitals: no rules of composition', () => {
    expect(passwordProblem('violet lantern orbit sparrow', { username: 'someone' })).toBeUndefined();
  });
});
