import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { LOGIN_MAX_FAILURES } from '@staffdesk/shared/constants';
import { auditEntries } from '../../db/schema/audit';
import { loginFailures, recoveryCodes, users } from '../../db/schema/identity';
import { userNotifications } from '../../db/schema/notifications';
import { DEMO_PASSWORD } from '../../seeds/demo';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.delete(loginFailures));

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const totp = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function userRow(username: string) {
  const [row] = await t.db.select().from(users).where(eq(users.username, username));
  return row!;
}

/** Lets a test use the current TOTP code again. */
const forgetSpentSteps = (username: string) =>
  t.db.update(users).set({ totpLastStep: null }).where(eq(users.username, username));

/** Turns 2FA on for a demo user as the Settings dialog does; answers the secret and the codes shown. */
async function turnOn(username: string) {
  const token = await t.login(username);
  const { secret } = (await t.as(token, { method: 'GET', url: '/api/qr-code' })).json() as { secret: string };
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/users/enable-2fa',
    payload: { verifyTOTP: totp(secret) },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { message: string; recoveryCodes: string[] };
  await forgetSpentSteps(username);
  return { token, secret, codes: body.recoveryCodes, message: body.message };
}

async function challenge(username: string) {
  const res = await post('/api/authenticate', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return (res.json() as { twoFAToken: string }).twoFAToken;
}

const withRecoveryCode = async (username: string, recoveryCode: string) =>
  post('/api/authenticate/2Fa', { twoFaToken: await challenge(username), recoveryCode });

const left = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/users/2fa-recovery-codes' })).json().remaining as number;

describe('recovery codes at sign-in', () => {
  it('are ten, shown when 2FA turns on, and kept only as hashes', async () => {
    const { token, codes, message } = await turnOn('hr.head');
    expect(message).toBe('Two-factor authentication is on. Save your recovery codes now: they are shown this once.');
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{5}-[0-9abcdefghjkmnpqrstvwxyz]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const rows = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, (await userRow('hr.head')).id));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => row.codeHash.includes(code.replace('-', '')))).toBe(false);
      expect(row.usedAt).toBeNull();
    }
    expect(await left(token)).toBe(10);
  });

  it('sign in once each, with an audit row and a notification, and are refused after use', async () => {
    const { token, codes } = await turnOn('finance.head');
    const id = (await userRow('finance.head')).id;
    const first = await withRecoveryCode('finance.head', codes[0]!);
    expect(first.statusCode).toBe(200);
    expect((await t.as(first.json().token, { method: 'GET', url: '/api/users/context' })).json().username).toBe(
      'finance.head',
    );

    const again = await withRecoveryCode('finance.head', codes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This recovery code is not right, or it has been used already.');
    expect(await left(token)).toBe(9);

    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'user.recovery-code-used'), eq(auditEntries.entityId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: id, entity: 'user', after: { recoveryCodesLeft: 9 } });
    const [note] = await t.db.select().from(userNotifications).where(eq(userNotifications.userId, id));
    expect(note).toMatchObject({
      title: 'A recovery code was used to sign in',
      body: '9 recovery codes are left. If it was not you, change your password and make new recovery codes in Settings.',
      link: '/ui/settings',
    });
  });

  it('are read in either case and without the hyphen', async () => {
    const { codes } = await turnOn('it.head');
    expect((await withRecoveryCode('it.head', codes[1]!.toUpperCase())).statusCode).toBe(200);
    expect((await withRecoveryCode('it.head', codes[2]!.replace('-', ''))).statusCode).toBe(200);
  });

  it('give exactly one session for one code sent many times at once', async () => {
    const { codes } = await turnOn('admin.head');
    const challenges = await Promise.all(Array.from({ length: 5 }, () => challenge('admin.head')));
    const answers = await Promise.all(
      challenges.map((twoFaToken) => post('/api/authenticate/2Fa', { twoFaToken, recoveryCode: codes[0] })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const used = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, (await userRow('admin.head')).id));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it("are one user's alone", async () => {
    const { codes } = await turnOn('business.head');
    await turnOn('group.head');
    const res = await withRecoveryCode('group.head', codes[0]!);
    expect(res.statusCode).toBe(401);
    expect((await withRecoveryCode('business.head', codes[0]!)).statusCode).toBe(200);
  });
});

describe('recovery codes in Settings', () => {
  it('regenerate with a code: new ones in place of the old, which stop working', async () => {
    const { token, secret, codes } = await turnOn('ta.head');
    const wrong = await t.as(token, {
      method: 'POST',
      url: '/api/users/2fa-recovery-codes',
      payload: { verifyTOTP: totp(secret, 10) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorDetails).toEqual(['verifyTOTP: Invalid OTP. Please try again.']);
    expect((await withRecoveryCode('ta.head', codes[0]!)).statusCode).toBe(200);

    const res = await t.as(token, {
      method: 'POST',
      url: '/api/users/2fa-recovery-codes',
      payload: { verifyTOTP: totp(secret) },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    expect(await left(token)).toBe(10);
    expect((await withRecoveryCode('ta.head', codes[1]!)).statusCode).toBe(401);
    expect((await withRecoveryCode('ta.head', fresh[0]!)).statusCode).toBe(200);
    const id = String((await userRow('ta.head')).id);
    expect(
      await t.db.$count(
        auditEntries,
        and(eq(auditEntries.action, 'user.regenerate-recovery-codes'), eq(auditEntries.entityId, id)),
      ),
    ).toBe(1);
  });

  it('count wrong codes toward the account lockout', async () => {
    const { codes } = await turnOn('pm');
    const wrong = codes[0]!.replace(/^./, (c) => (c === 'z' ? 'y' : 'z'));
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await withRecoveryCode('pm', wrong);
      expect(res.statusCode).toBe(401);
    }
    const counted = await t.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.username, 'pm'), eq(loginFailures.secondFactor, true)));
    expect(counted).toHaveLength(LOGIN_MAX_FAILURES);
    expect((await post('/api/authenticate', { username: 'pm', password: DEMO_PASSWORD })).statusCode).toBe(429);
    const unused = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, (await userRow('pm')).id));
    expect(unused.every((row) => row.usedAt === null)).toBe(true);
  });

  it('refuse malformed input with what to fix, and change nothing', async () => {
    const twoFaToken = await challenge('employee.2fa');
    const malformed = await post('/api/authenticate/2Fa', { twoFaToken, recoveryCode: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorDetails).toEqual([
      'recoveryCode: Enter the recovery code as ten letters and digits, like 7kq2m-x9d4f.',
    ]);
    const both = await post('/api/authenticate/2Fa', { twoFaToken, recoveryCode: 'abcde-12345', verifyTOTP: '123456' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errorDetails).toEqual(['recoveryCode: Send a one-time password or a recovery code, not both.']);
    const neither = await post('/api/authenticate/2Fa', { twoFaToken });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errorDetails).toEqual([
      'verifyTOTP: Enter the one-time password from your app, or a recovery code.',
    ]);
    expect(await t.db.$count(loginFailures, eq(loginFailures.username, 'employee.2fa'))).toBe(0);
  });

  it('turn 2FA off in place of a lost authenticator, and go with it', async () => {
    const { token, codes } = await turnOn('manager');
    const id = (await userRow('manager')).id;
    const wrong = await t.as(token, {
      method: 'POST',
      url: '/api/users/disable-2fa',
      payload: { recoveryCode: 'zzzzz-zzzzz' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorDetails).toEqual([
      'recoveryCode: This recovery code is not right, or it has been used already.',
    ]);
    const off = await t.as(token, {
      method: 'POST',
      url: '/api/users/disable-2fa',
      payload: { recoveryCode: codes[3] },
    });
    expect(off.statusCode).toBe(200);
    expect((await userRow('manager')).twoFaEnabled).toBe(false);
    expect(await t.db.$count(recoveryCodes, eq(recoveryCodes.userId, id))).toBe(0);
    expect(await left(token)).toBe(0);
    const regenerate = await t.as(token, {
      method: 'POST',
      url: '/api/users/2fa-recovery-codes',
      payload: { recoveryCode: codes[4] },
    });
    expect(regenerate.statusCode).toBe(409);
  });
});
