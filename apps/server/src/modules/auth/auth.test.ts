import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { auditEntries } from '../../db/schema/audit';
import { loginFailures, refreshTokens, twoFaChallenges, users } from '../../db/schema/identity';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../seeds/demo';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_SECRETS } from '../../../test/test-config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const login = (username: string, password = DEMO_PASSWORD, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password }, remoteAddress });
const context = (token: string) => t.as(token, { method: 'GET', url: '/api/users/context' });

function totpCode(secret: string, offsetSteps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function userId(username: string) {
  const [row] = await t.db.select().from(users).where(eq(users.username, username));
  return row!;
}

/** Forget which TOTP steps a user spent, so that a test can use the current code again. */
async function forgetSpentCodes(username: string) {
  await t.db.update(users).set({ totpLastStep: null }).where(eq(users.username, username));
}

describe('POST /api/authenticate', () => {
  it('signs in with the right password: a 15-minute HS256 access token and a refresh token', async () => {
    const res = await login('employee');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'token']);
    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    const claims = decodeJwt(body.token);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect((await context(body.token)).json().username).toBe('employee');
    const [stored] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, (await userId('employee')).id));
    expect(stored!.tokenHash).not.toBe(body.refreshToken);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the username in any case', async () => {
    expect((await login('EMPLOYEE')).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown username and a wrong password', async () => {
    const unknown = await login('nobody.here', 'whatever1');
    const wrong = await login('pm', 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid username or password.' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses a short username with the spec message', async () => {
    const res = await login('e');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorDetails).toContain('username: Username must be at least 2 characters.');
  });

  it('refuses a deactivated user with the right password, with the same answer', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, 'ta.head'));
    const res = await login('ta.head');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid username or password.' });
    await t.db.update(users).set({ isActive: true }).where(eq(users.username, 'ta.head'));
  });

  it('locks an account for 15 minutes after 10 failed passwords, also for the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await login('business.head', `wrong-${i}`)).statusCode).toBe(401);
    const locked = await login('business.head');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(await t.db.$count(loginFailures, eq(loginFailures.username, 'business.head'))).toBe(10);
    // Another account is not affected.
    expect((await login('group.head')).statusCode).toBe(200);
    // When the window has passed, the right password works again and clears the failures.
    await t.db
      .update(loginFailures)
      .set({ at: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.username, 'business.head'));
    expect((await login('business.head')).statusCode).toBe(200);
    expect(await t.db.$count(loginFailures, eq(loginFailures.username, 'business.head'))).toBe(0);
  });

  it('lets no more than 10 parallel wrong passwords through to be checked', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login('admin.head', `guess-${i}`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });
});

describe('the per-address limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginMaxFailuresPerAddress: 3, authRateLimitPerMinute: 8 });
  });
  afterAll(() => limited.close());

  it('refuses an address after its failures across accounts, but not other addresses', async () => {
    const attempt = (username: string, remoteAddress: string, password = 'wrong-pass') =>
      limited.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password }, remoteAddress });
    for (const username of ['md', 'admin', 'pm']) expect((await attempt(username, '10.9.8.7')).statusCode).toBe(401);
    expect((await attempt('manager', '10.9.8.7', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('manager', '10.9.8.8', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('slows any one address down on the sign-in endpoints', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { refreshToken: `guess-${i}` },
        remoteAddress: '10.1.1.1',
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ message: expect.stringMatching(/Rate limit exceeded/) });
    }
    expect(codes).toEqual([...Array(8).fill(401), 429]);
  });
});

describe('second factor', () => {
  beforeEach(() => forgetSpentCodes('employee.2fa'));

  async function challenge() {
    const res = await login('employee.2fa');
    expect(res.statusCode).toBe(200);
    return res.json() as { twoFAToken: string; user2FAEnabled: boolean; token?: string };
  }
  const verify = (twoFaToken: string, verifyTOTP: string) => post('/api/authenticate/2Fa', { twoFaToken, verifyTOTP });

  it('asks a 2FA user for a code instead of signing them in', async () => {
    const body = await challenge();
    expect(body.user2FAEnabled).toBe(true);
    expect(body.twoFAToken).toBeTruthy();
    expect(body.token).toBeUndefined();
  });

  it('signs in with the right code, and refuses the same code again (replay)', async () => {
    const code = totpCode(DEMO_TOTP_SECRET);
    const first = await verify((await challenge()).twoFAToken, code);
    expect(first.statusCode).toBe(200);
    expect((await context(first.json().token)).json().username).toBe('employee.2fa');
    const again = await verify((await challenge()).twoFAToken, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid OTP. Please try again.');
  });

  it('accepts the code of the next or the previous 30-second step, not two steps away', async () => {
    expect((await verify((await challenge()).twoFAToken, totpCode(DEMO_TOTP_SECRET, -1))).statusCode).toBe(200);
    expect((await verify((await challenge()).twoFAToken, totpCode(DEMO_TOTP_SECRET, 1))).statusCode).toBe(200);
    await forgetSpentCodes('employee.2fa');
    expect((await verify((await challenge()).twoFAToken, totpCode(DEMO_TOTP_SECRET, 3))).statusCode).toBe(401);
  });

  it('gives exactly one session for one code submitted many times at once', async () => {
    const code = totpCode(DEMO_TOTP_SECRET);
    const sameChallenge = (await challenge()).twoFAToken;
    const onSame = await Promise.all(Array.from({ length: 10 }, () => verify(sameChallenge, code)));
    expect(onSame.filter((r) => r.statusCode === 200)).toHaveLength(1);

    await forgetSpentCodes('employee.2fa');
    const challenges = await Promise.all(Array.from({ length: 5 }, challenge));
    const onMany = await Promise.all(challenges.map((c) => verify(c.twoFAToken, code)));
    expect(onMany.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('ends a challenge after 5 wrong codes', async () => {
    const { twoFAToken } = await challenge();
    const right = totpCode(DEMO_TOTP_SECRET);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await verify(twoFAToken, wrong)).json().message).toBe('Invalid OTP. Please try again.');
    const res = await verify(twoFAToken, right);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('ends a challenge after 5 minutes', async () => {
    const { twoFAToken } = await challenge();
    await t.db.update(twoFaChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await verify(twoFAToken, totpCode(DEMO_TOTP_SECRET));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('refuses a code that is not six digits and a made-up challenge', async () => {
    const bad = await verify((await challenge()).twoFAToken, '12a45');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDetails[0]).toMatch(/^verifyTOTP: /);
    expect((await verify('made-up', totpCode(DEMO_TOTP_SECRET))).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: string) => post('/api/refresh-token', { refreshToken });

  it('rotate: the answer carries a new pair that works', async () => {
    const first = (await login('manager')).json();
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await context(next.token)).statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('a spent refresh token used again revokes its whole family', async () => {
    const first = (await login('manager')).json();
    const second = (await refresh(first.refreshToken)).json();
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Your session has ended. Please sign in again.');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, (await t.db.select().from(refreshTokens)).at(-1)!.tokenHash));
    expect(family[0]!.revokedAt).not.toBeNull();
  });

  it('gives exactly one success for 50 parallel refreshes with one token', async () => {
    const { refreshToken } = (await login('pm')).json();
    const results = await Promise.all(Array.from({ length: 50 }, () => refresh(refreshToken)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(49);
  });

  it('refuses an unknown, an expired and a missing refresh token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const { refreshToken } = (await login('it.head')).json();
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.userId, (await userId('it.head')).id));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const missing = await post('/api/refresh-token', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorDetails[0]).toMatch(/^refreshToken: /);
  });

  it('sign-out revokes the refresh token', async () => {
    const { refreshToken } = (await login('finance.head')).json();
    const out = await post('/api/sign-out', { refreshToken });
    expect(out.statusCode).toBe(200);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await post('/api/sign-out', {})).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(TEST_SECRETS.jwtSecret);
  // The claims of a real session of md's: a token of no session, or of one ended, is refused (the session tests).
  const claims = async () => {
    const { token } = (await login('md')).json() as { token: string };
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    return { sub: String((await userId('md')).id), ver: 0, typ: 'access', sid };
  };

  it('are refused without the pinned algorithm, issuer, audience and a valid signature', async () => {
    const c = await claims();
    const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
    const payload = { ...c, iss: 'staffdesk', aud: 'staffdesk-api', exp: Math.floor(Date.now() / 1000) + 600 };
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
    expect((await context(none)).statusCode).toBe(401);
    const hs512 = await new SignJWT(c)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('staffdesk')
      .setAudience('staffdesk-api')
      .setExpirationTime('10m')
      .sign(key);
    expect((await context(hs512)).statusCode).toBe(401);
    const otherKey = await new SignJWT(c)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('staffdesk')
      .setAudience('staffdesk-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    expect((await context(otherKey)).statusCode).toBe(401);
    const good = await new SignJWT(c)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('staffdesk')
      .setAudience('staffdesk-api')
      .setExpirationTime('10m')
      .sign(key);
    expect((await context(good)).statusCode).toBe(200);
  });

  it('are refused once expired, and without exp', async () => {
    const c = await claims();
    const expired = await new SignJWT(c)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('staffdesk')
      .setAudience('staffdesk-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const res = await context(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired.');
    const noExp = await new SignJWT(c)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('staffdesk')
      .setAudience('staffdesk-api')
      .sign(key);
    expect((await context(noExp)).statusCode).toBe(401);
  });

  it('are refused without a bearer header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/context' })).json()).toEqual({
      message: 'Authentication required.',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/context', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/reset-password', () => {
  it("changes one's own password with the current one, and ends every session", async () => {
    const pair = (await login('group.head')).json();
    const wrong = await t.as(pair.token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { currentPassword: 'not-it', newPassword: 'Better@Pass1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorDetails).toEqual(['currentPassword: Your current password is not right.']);
    const short = await t.as(pair.token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errorDetails).toEqual(['newPassword: The password must be at least 12 characters.']);
    const asUsername = await t.as(pair.token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'GROUP.HEAD-2026' },
    });
    expect(asUsername.statusCode).toBe(400);
    expect(asUsername.json().message).toBe('Choose a password that does not contain the username.');

    const ok = await t.as(pair.token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Better@Pass1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await context(pair.token)).statusCode).toBe(401);
    expect((await post('/api/refresh-token', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
    expect((await login('group.head')).statusCode).toBe(401);
    expect((await login('group.head', 'Better@Pass1')).statusCode).toBe(200);
    expect((await userId('group.head')).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("lets a user administrator set another user's password, with an audit row, and ends their sessions", async () => {
    const victim = (await login('employee')).json();
    const admin = await t.login('hr.head');
    const id = (await userId('employee')).id;
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { userId: id, newPassword: 'Fresh@Start9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await context(victim.token)).statusCode).toBe(401);
    expect((await login('employee', 'Fresh@Start9')).statusCode).toBe(200);
    const audits = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'user.reset-password'), eq(auditEntries.entityId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it('keeps HR_HEAD from taking over ADMIN or MD accounts', async () => {
    const hr = await t.login('hr.head');
    const md = await userId('md');
    const reset = await t.as(hr, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { userId: md.id, newPassword: 'Takeover@123' },
    });
    expect(reset.statusCode).toBe(403);
    expect((await userId('md')).passwordHash).toBe(md.passwordHash);
    await t.db.update(users).set({ twoFaEnabled: true }).where(eq(users.id, md.id));
    expect((await t.as(hr, { method: 'POST', url: `/api/users/disable-2fa/${md.id}` })).statusCode).toBe(403);
    expect((await userId('md')).twoFaEnabled).toBe(true);
    await t.db.update(users).set({ twoFaEnabled: false }).where(eq(users.id, md.id));
  });

  it("refuses others' passwords to everyone else, and unknown users", async () => {
    const token = await t.login('manager');
    const res = await t.as(token, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { userId: (await userId('md')).id, newPassword: 'Takeover@123' },
    });
    expect(res.statusCode).toBe(403);
    expect((await login('md')).statusCode).toBe(200);
    const admin = await t.login('admin');
    expect(
      (
        await t.as(admin, {
          method: 'POST',
          url: '/api/reset-password',
          payload: { userId: 999_999, newPassword: 'Whatever@123' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('two-factor enrolment', () => {
  it('enrols with a QR code, turns on with a code, and is then asked at sign-in', async () => {
    const token = await t.login('it.head');
    const qr = await t.as(token, { method: 'GET', url: '/api/qr-code' });
    expect(qr.statusCode).toBe(200);
    const { otpauthUri, qrCode, secret } = qr.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Staffdesk:it\.head\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const stored = await userId('it.head');
    expect(stored.totpPendingSecretEnc).toBeTruthy();
    expect(stored.totpPendingSecretEnc).not.toContain(secret);
    expect(stored.twoFaEnabled).toBe(false);

    const wrong = await t.as(token, {
      method: 'POST',
      url: '/api/users/enable-2fa',
      payload: { verifyTOTP: totpCode(secret) === '123456' ? '654321' : '123456' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await userId('it.head')).twoFaEnabled).toBe(false);

    const ok = await t.as(token, {
      method: 'POST',
      url: '/api/users/enable-2fa',
      payload: { verifyTOTP: totpCode(secret) },
    });
    expect(ok.statusCode).toBe(200);
    expect((await userId('it.head')).twoFaEnabled).toBe(true);
    expect((await login('it.head')).json()).toEqual({ twoFAToken: expect.any(String), user2FAEnabled: true });
    expect((await t.as(token, { method: 'GET', url: '/api/qr-code' })).statusCode).toBe(409);

    const off = await t.as(token, {
      method: 'POST',
      url: '/api/users/disable-2fa',
      payload: { verifyTOTP: totpCode(secret, 1) },
    });
    expect(off.statusCode).toBe(200);
    expect((await userId('it.head')).twoFaEnabled).toBe(false);
    expect((await login('it.head')).json().token).toBeTruthy();
  });

  it('refuses to turn on without a started enrolment', async () => {
    const token = await t.login('finance.head');
    const res = await t.as(token, { method: 'POST', url: '/api/users/enable-2fa', payload: { verifyTOTP: '123456' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Scan the QR code first: no enrolment is under way.');
  });

  it("lets a user administrator turn off another user's 2FA, and no one else", async () => {
    const id = (await userId('employee.2fa')).id;
    const manager = await t.login('manager');
    expect((await t.as(manager, { method: 'POST', url: `/api/users/disable-2fa/${id}` })).statusCode).toBe(403);
    expect((await userId('employee.2fa')).twoFaEnabled).toBe(true);

    const md = await t.login('md');
    const res = await t.as(md, { method: 'POST', url: `/api/users/disable-2fa/${id}` });
    expect(res.statusCode).toBe(200);
    expect((await userId('employee.2fa')).twoFaEnabled).toBe(false);
    expect((await login('employee.2fa')).json().token).toBeTruthy();
    expect(
      await t.db.$count(
        auditEntries,
        and(eq(auditEntries.action, 'user.disable-2fa'), eq(auditEntries.entityId, String(id))),
      ),
    ).toBe(1);
    expect((await t.as(md, { method: 'POST', url: `/api/users/disable-2fa/${id}` })).statusCode).toBe(409);
    expect(
      (await t.as(md, { method: 'POST', url: `/api/users/disable-2fa/${(await userId('md')).id}` })).statusCode,
    ).toBe(400);
    expect((await t.as(md, { method: 'POST', url: '/api/users/disable-2fa/abc' })).statusCode).toBe(400);
  });
});
