import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { LOGIN_MAX_FAILURES, TWO_FA_MAX_WRONG_CODES } from '@staffdesk/shared/constants';
import { loginFailures, users } from '../../db/schema/identity';
import {
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_TOTP_SECRET,
  accountsWithDemoPassword,
  demoPasswordWarning,
} from '../../seeds/demo';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/harness';
import { hashPassword } from './passwords';

/** No demo accounts in production, and an account-wide limit on wrong one-time passwords. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const code = (offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
/** A code ten steps away: never accepted. */
const wrongCode = () => code(10);

describe('wrong one-time passwords count against the account (defect 7)', () => {
  it(`after ${LOGIN_MAX_FAILURES} wrong codes in the window, both steps answer 429, even with the right password and code`, async () => {
    await t.db.delete(loginFailures);
    let wrong = 0;
    // Each twoFAToken ends after five wrong codes; a new one is a password away, and the right password takes no wrong code back.
    while (wrong < LOGIN_MAX_FAILURES) {
      const start = await post('/api/authenticate', { username: 'employee.2fa', password: DEMO_PASSWORD });
      expect(start.statusCode).toBe(200);
      const { twoFAToken } = start.json() as { twoFAToken: string };
      for (let i = 0; i < TWO_FA_MAX_WRONG_CODES && wrong < LOGIN_MAX_FAILURES; i++, wrong++) {
        expect(
          (await post('/api/authenticate/2Fa', { twoFaToken: twoFAToken, verifyTOTP: wrongCode() })).statusCode,
        ).toBe(401);
      }
    }
    const password = await post('/api/authenticate', { username: 'employee.2fa', password: DEMO_PASSWORD });
    expect(password.statusCode).toBe(429);
    expect(password.json()).toEqual({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    const counted = await t.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.username, 'employee.2fa'), eq(loginFailures.secondFactor, true)));
    expect(counted).toHaveLength(LOGIN_MAX_FAILURES);
  });

  it('answers 429 at the second step too, for a twoFAToken got before the limit was reached', async () => {
    await t.db.delete(loginFailures);
    const start = await post('/api/authenticate', { username: 'employee.2fa', password: DEMO_PASSWORD });
    const { twoFAToken } = start.json() as { twoFAToken: string };
    // The other failures of the window: wrong passwords and codes both count.
    await t.db
      .insert(loginFailures)
      .values(
        Array.from({ length: LOGIN_MAX_FAILURES }, (_, i) => ({ username: 'employee.2fa', secondFactor: i % 2 === 0 })),
      );
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.username, 'employee.2fa'));
    const res = await post('/api/authenticate/2Fa', { twoFaToken: twoFAToken, verifyTOTP: code() });
    expect(res.statusCode).toBe(429);
    expect(res.json().token).toBeUndefined();
  });

  it('a right code takes back the wrong codes; another account is not affected', async () => {
    await t.db.delete(loginFailures);
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.username, 'employee.2fa'));
    const { twoFAToken } = (
      await post('/api/authenticate', { username: 'employee.2fa', password: DEMO_PASSWORD })
    ).json() as { twoFAToken: string };
    expect((await post('/api/authenticate/2Fa', { twoFaToken: twoFAToken, verifyTOTP: wrongCode() })).statusCode).toBe(
      401,
    );
    expect((await post('/api/authenticate/2Fa', { twoFaToken: twoFAToken, verifyTOTP: code() })).statusCode).toBe(200);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.username, 'employee.2fa'))).toEqual([]);
    expect((await post('/api/authenticate', { username: 'employee', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('demo accounts in production (defect 3)', () => {
  it('the demo seed is off with NODE_ENV=production unless DEMO_SEED=true', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoSeed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true' }).demoSeed).toBe(true);
    expect(loadConfig({}).demoSeed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_SEED: 'false' }).demoSeed).toBe(false);
  });

  it('names every account that still has the demo password, and none whose password was changed', async () => {
    const names = await accountsWithDemoPassword(t.db);
    expect(names).toEqual(DEMO_PEOPLE.map((p) => p.username).sort());
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('A-real-password-2026') })
      .where(eq(users.username, 'md'));
    const after = await accountsWithDemoPassword(t.db);
    expect(after).not.toContain('md');
    expect(after).toContain('admin');
    const warning = demoPasswordWarning(after)!;
    expect(warning).toContain('admin, ');
    expect(warning).toContain(DEMO_PASSWORD);
    expect(demoPasswordWarning([])).toBeUndefined();
  });
});

describe('wrong current passwords at a password change count against the account', () => {
  it(`after ${LOGIN_MAX_FAILURES} wrong ones in the window the change and the sign-in answer 429, even with the right password`, async () => {
    const token = await t.login('pm');
    const change = (currentPassword: string) =>
      t.as(token, {
        method: 'POST',
        url: '/api/reset-password',
        payload: { currentPassword, newPassword: 'Quiet-harbour-lantern-7' },
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await change(`not-it-${i}`)).statusCode).toBe(400);
    const counted = await t.db.select().from(loginFailures).where(eq(loginFailures.username, 'pm'));
    expect(counted).toHaveLength(LOGIN_MAX_FAILURES);
    const locked = await change(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect((await post('/api/authenticate', { username: 'pm', password: DEMO_PASSWORD })).statusCode).toBe(429);
    // Nothing changed: the demo password is still pm's.
    expect(await accountsWithDemoPassword(t.db)).toContain('pm');
  });

  it('takes back the booking of a right current password', async () => {
    const token = await t.login('ta.head');
    const res = await t.as(token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Quiet-harbour-lantern-7' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.username, 'ta.head'), eq(loginFailures.secondFactor, false))),
    ).toEqual([]);
  });
});
