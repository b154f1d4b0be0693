import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { reserveTestIdp, signInAtIdp, type TestIdp } from '../../../test/oidc-idp';
import { refreshTokens, users } from '../../db/schema/identity';
import { ssoSignIns } from '../../db/schema/sso';
import { readSignInConfig, type SignInConfig } from './sign-in-config';

/**
 * Sign-in through a real OpenID provider (oidc-provider on 127.0.0.1), over real HTTP: the portal's redirect, the
 * provider's login and consent forms, the callback, and the sign-in page's trade of the hand-off code. Each refusal
 * leaves nobody signed in (no refresh token) and nothing created (no user).
 */

const CLIENT = { client_id: 'staffdesk', client_secret: 'staffdesk-test-client-secret-0123456789' };
const OTHER_CLIENT = { client_id: 'other-app', client_secret: 'other-app-test-client-secret-0123456789' };

let idp: TestIdp;
let t: TestApp;
/** Only company.example addresses, password sign-in off but for the admin. */
let strict: TestApp;

const baseOf = (app: TestApp) => `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;

function signInConfig(env: Record<string, string>): SignInConfig {
  const config = readSignInConfig({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: CLIENT.client_id,
    OIDC_CLIENT_SECRET: CLIENT.client_secret,
    ...env,
  });
  if (typeof config === 'string') throw new Error(config);
  return config;
}

beforeAll(async () => {
  idp = await reserveTestIdp();
  t = await createTestApp({ signIn: signInConfig({}) });
  strict = await createTestApp({
    signIn: signInConfig({
      OIDC_ALLOWED_DOMAINS: 'company.example',
      PASSWORD_SIGN_IN: 'false',
      BREAK_GLASS_USERS: 'admin',
      OIDC_NAME: 'Acme Okta',
    }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await strict.app.listen({ port: 0, host: '127.0.0.1' });
  const callbacks = [t, strict].map((app) => `${baseOf(app)}/api/auth/oidc/callback`);
  idp.start([
    { ...CLIENT, redirect_uris: callbacks, token_endpoint_auth_method: 'client_secret_post' },
    { ...OTHER_CLIENT, redirect_uris: callbacks, token_endpoint_auth_method: 'client_secret_post' },
  ]);
  for (const username of ['employee', 'manager', 'employee.2fa', 'pm', 'hr.head'])
    idp.accounts.set(username, { id: username, email: `${username.toUpperCase()}@Staffdesk.Example` });
  idp.accounts.set('stranger', { id: 'stranger', email: 'stranger@staffdesk.example' });
  idp.accounts.set('unverified', { id: 'unverified', email: 'manager@staffdesk.example', emailVerified: false });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await strict?.close();
  await idp?.close();
});

/** The portal's redirect to the provider. */
async function startSignIn(app: TestApp, query = ''): Promise<string> {
  const res = await fetch(`${baseOf(app)}/api/auth/oidc/login${query}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** The callback's redirect back to the sign-in page. */
async function callback(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!, 'http://portal.invalid');
}

async function handoff(app: TestApp, code: string) {
  const res = await fetch(`${baseOf(app)}/api/auth/oidc/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const handoffCode = (page: URL) => new URLSearchParams(page.hash.slice(1)).get('sso-code');

async function totals(app: TestApp) {
  const [u] = await app.db.select({ n: count() }).from(users);
  const [r] = await app.db.select({ n: count() }).from(refreshTokens);
  return { users: u!.n, refreshTokens: r!.n };
}

/** Signs in at the provider as `login` and answers the page the callback sends the browser to. */
async function throughProvider(app: TestApp, login: string, query = ''): Promise<URL> {
  return callback(await signInAtIdp(await startSignIn(app, query), login));
}

async function expectRefused(app: TestApp, login: string, error: string) {
  const before = await totals(app);
  const page = await throughProvider(app, login);
  expect(page.pathname).toBe('/');
  expect(page.searchParams.get('ssoError')).toBe(error);
  expect(handoffCode(page)).toBeNull();
  expect(await totals(app)).toEqual(before);
}

describe('what the sign-in page offers', () => {
  it('names the provider and whether passwords sign in', async () => {
    const res = await fetch(`${baseOf(t)}/api/auth/providers`);
    expect(await res.json()).toEqual({
      password: true,
      oidc: { name: 'Company SSO', loginUrl: '/api/auth/oidc/login' },
    });
    const strictRes = await fetch(`${baseOf(strict)}/api/auth/providers`);
    expect(await strictRes.json()).toEqual({
      password: false,
      oidc: { name: 'Acme Okta', loginUrl: '/api/auth/oidc/login' },
    });
  });

  it('offers only the password on a server without OIDC, whose login answers 404', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(res.json()).toEqual({ password: true, oidc: null });
      const login = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/login' });
      expect(login.statusCode).toBe(404);
      expect(login.json().message).toMatch(/not set up/);
      const cb = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' });
      expect(cb.headers.location).toBe('/?ssoError=not-configured');
    } finally {
      await plain.close();
    }
  });
});

describe('the redirect to the provider', () => {
  it('sends PKCE S256, a state and a nonce, and keeps the state only as its hash', async () => {
    const url = new URL(await startSignIn(t, '?redirectTo=%2Fui%2Fleaves'));
    expect(url.origin).toBe(idp.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('staffdesk');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('redirect_uri')).toBe(`${baseOf(t)}/api/auth/oidc/callback`);
    const state = q.get('state')!;
    const [row] = await t.db
      .select()
      .from(ssoSignIns)
      .where(eq(ssoSignIns.nonce, q.get('nonce')!));
    expect(row!.stateHash).not.toContain(state);
    expect(row!.redirectTo).toBe('/ui/leaves');
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 5_000);
  });

  it('refuses a redirectTo outside the app', async () => {
    for (const target of ['https://evil.example/ui', '//evil.example/ui/x', '/api/users', '/ui\\@evil']) {
      const res = await fetch(`${baseOf(t)}/api/auth/oidc/login?redirectTo=${encodeURIComponent(target)}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/redirectTo must be a path of this app/);
    }
  });

  it('says which issuer cannot be reached', async () => {
    const down = await createTestApp({
      signIn: signInConfig({ OIDC_ISSUER: 'http://127.0.0.1:9/realms/none' }),
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/login' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(
        /identity provider at http:\/\/127\.0\.0\.1:9\/realms\/none cannot be reached/,
      );
    } finally {
      await down.close();
    }
  });
});

describe('signing in through the provider', () => {
  it('signs the user found by email in, as the password does: the session works, refreshes and ends', async () => {
    const page = await throughProvider(t, 'employee', '?redirectTo=%2Fui%2Fleaves');
    expect(page.pathname).toBe('/');
    expect(page.searchParams.get('redirectTo')).toBe('/ui/leaves');
    const code = handoffCode(page)!;
    expect(code).toMatch(/^[\w-]{43}$/);
    const session = await handoff(t, code);
    expect(session.status).toBe(200);
    const { token, refreshToken } = session.body as { token: string; refreshToken: string };
    const me = await fetch(`${baseOf(t)}/api/users/context`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { username: string }).username).toBe('employee');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/sign-out',
      payload: { refreshToken: refreshed.json().refreshToken },
    });
    const after = await t.as(token, { method: 'GET', url: '/api/users/context' });
    expect(after.statusCode).toBe(401);
  });

  it('trades a hand-off code once, and not after its minute', async () => {
    const code = handoffCode(await throughProvider(t, 'manager'))!;
    expect((await handoff(t, code)).status).toBe(200);
    const again = await handoff(t, code);
    expect(again).toEqual({ status: 401, body: { message: expect.stringMatching(/expired or was used/) } });

    const late = handoffCode(await throughProvider(t, 'manager'))!;
    await t.db.update(ssoSignIns).set({ handoffExpiresAt: sql`now() - interval '1 second'` });
    expect((await handoff(t, late)).status).toBe(401);
    expect((await handoff(t, 'made-up-code')).status).toBe(401);
  });

  it('asks a 2FA user for the second factor, as the password sign-in does', async () => {
    const answer = await handoff(t, handoffCode(await throughProvider(t, 'employee.2fa'))!);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ twoFAToken: expect.any(String), user2FAEnabled: true });
  });
});

describe('refusals: nobody signed in, nothing created', () => {
  it('refuses an email no user has', () => expectRefused(t, 'stranger', 'unknown-user'));

  it('refuses an inactive user', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, 'pm'));
    await expectRefused(t, 'pm', 'inactive-user');
  });

  it('refuses an email the provider has not verified', () => expectRefused(t, 'unverified', 'email-unverified'));

  it('refuses a domain not allowed', () => expectRefused(strict, 'employee', 'domain-not-allowed'));

  it('refuses a replayed callback: the state works once', async () => {
    const callbackUrl = await signInAtIdp(await startSignIn(t), 'hr.head');
    expect(handoffCode(await callback(callbackUrl))).not.toBeNull();
    const before = await totals(t);
    const replay = await callback(callbackUrl);
    expect(replay.searchParams.get('ssoError')).toBe('sign-in-expired');
    expect(await totals(t)).toEqual(before);
  });

  it('refuses a forged state, and a callback without one', async () => {
    const callbackUrl = new URL(await signInAtIdp(await startSignIn(t), 'hr.head'));
    const before = await totals(t);
    callbackUrl.searchParams.set('state', 'forged-state-forged-state-forged-state-forged');
    expect((await callback(callbackUrl.toString())).searchParams.get('ssoError')).toBe('sign-in-expired');
    callbackUrl.searchParams.delete('state');
    expect((await callback(callbackUrl.toString())).searchParams.get('ssoError')).toBe('sign-in-expired');
    expect(await totals(t)).toEqual(before);
  });

  it('refuses a tampered code, and an expired one', async () => {
    const tampered = new URL(await signInAtIdp(await startSignIn(t), 'hr.head'));
    tampered.searchParams.set('code', `${tampered.searchParams.get('code')}x`);
    const before = await totals(t);
    expect((await callback(tampered.toString())).searchParams.get('ssoError')).toBe('provider-failed');

    idp.codeTtl.seconds = 1;
    try {
      const expired = await signInAtIdp(await startSignIn(t), 'hr.head');
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await callback(expired)).searchParams.get('ssoError')).toBe('provider-failed');
    } finally {
      idp.codeTtl.seconds = 60;
    }
    expect(await totals(t)).toEqual(before);
  });

  it('refuses a code and ID token made for another client (the wrong audience)', async () => {
    const authorize = new URL(await startSignIn(t));
    authorize.searchParams.set('client_id', OTHER_CLIENT.client_id);
    const before = await totals(t);
    const page = await callback(await signInAtIdp(authorize.toString(), 'hr.head'));
    expect(page.searchParams.get('ssoError')).toBe('provider-failed');
    expect(await totals(t)).toEqual(before);
  });

  it('refuses when the user cancels at the provider', async () => {
    const state = new URL(await startSignIn(t)).searchParams.get('state')!;
    const page = await callback(`${baseOf(t)}/api/auth/oidc/callback?error=access_denied&state=${state}`);
    expect(page.searchParams.get('ssoError')).toBe('provider-refused');
  });
});

describe('password sign-in turned off', () => {
  const password = (app: TestApp, username: string) =>
    app.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password: 'Demo@12345' } });

  it('refuses passwords with a pointer to the SSO, but lets the break-glass account in', async () => {
    const refused = await password(strict, 'employee');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Password sign-in is turned off here: use "Sign in with Acme Okta" instead.');
    expect((await password(strict, 'ADMIN')).statusCode).toBe(200);
    expect((await password(t, 'employee')).statusCode).toBe(200);
  });

  it('lets an SSO user with a temporary password in without changing it', async () => {
    await strict.db
      .update(users)
      .set({ passwordMustChange: true })
      .where(eq(sql`lower(${users.username})`, 'hr.head'));
    idp.accounts.set('hr.head.company', { id: 'hr.head.company', email: 'hr.head@company.example' });
    await strict.db.update(users).set({ email: 'hr.head@company.example' }).where(eq(users.username, 'hr.head'));
    const session = await handoff(strict, handoffCode(await throughProvider(strict, 'hr.head.company'))!);
    const token = (session.body as { token: string }).token;
    const leaves = await strict.as(token, { method: 'GET', url: '/api/master' });
    expect(leaves.statusCode).not.toBe(403);
    expect(leaves.statusCode).toBeLessThan(400);
  });

  it('refuses to start without OIDC', () => {
    expect(readSignInConfig({ PASSWORD_SIGN_IN: 'false' })).toMatch(
      /^PASSWORD_SIGN_IN: may be false only with OIDC_ISSUER/,
    );
    expect(readSignInConfig({ OIDC_ISSUER: 'https://login.example.com' })).toMatch(/^OIDC_CLIENT_ID: missing/);
    expect(
      readSignInConfig({ OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }),
    ).toMatch(/^OIDC_ISSUER: must be an https:\/\/ address/);
  });
});
