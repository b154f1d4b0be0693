import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { refreshTokens, users } from '../../db/schema/identity';
import { NOTIFICATION_CHANNEL } from '../notifications/service';
import { tokenHash } from './sessions';

/**
 * An access token belongs to its session (refresh-token family). Signing out, or a reused refresh token revoking
 * the family, ends the session's access tokens on the next call (401) and closes its streams; other sessions go on.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function signIn(username = 'employee') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username, password: 'Demo@12345' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; refreshToken: string };
}
const context = (token: string) => t.as(token, { method: 'GET', url: '/api/users/context' });
const signOut = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/sign-out', payload: { refreshToken } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** An event stream over real HTTP: resolves `ended` when the server closes it. */
async function openStream(token: string) {
  const { port } = t.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/user-notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const read = async (until: (done: boolean) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the stream did not do it in time; so far: ${JSON.stringify(text)}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), left))),
      ]);
      clearTimeout(timer);
      if (chunk === 'timeout') continue;
      if (!chunk.done) text += decoder.decode(chunk.value, { stream: true });
      if (until(chunk.done)) return;
      if (chunk.done) throw new Error(`the stream ended; it said ${JSON.stringify(text)}`);
    }
  };
  await read(() => text.includes(': connected\n\n'));
  return {
    text: () => text,
    /** Resolves when the server ends the stream. */
    ended: () => read((done) => done),
    close: () => {
      controller.abort();
      reader.cancel().catch(() => undefined);
    },
  };
}

describe('access tokens end with their session', () => {
  it('carry the session id of their refresh-token family', async () => {
    const { token, refreshToken } = await signIn();
    const [row] = await t.db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
    expect(sessionOf(token)).toBe(row!.family);
    const next = (await refresh(refreshToken)).json() as { token: string };
    expect(sessionOf(next.token)).toBe(row!.family);
  });

  it('sign-out: the next call with its access token is 401, other sessions of the same user go on', async () => {
    const mine = await signIn();
    const other = await signIn();
    expect((await context(mine.token)).statusCode).toBe(200);
    expect((await signOut(mine.refreshToken)).statusCode).toBe(200);
    const after = await context(mine.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Your session has ended. Please sign in again.' });
    // Nothing can be created with it either (the probe created a WFH request).
    const write = await t.as(mine.token, {
      method: 'PATCH',
      url: '/api/users/context',
      payload: { bio: 'after sign-out' },
    });
    expect(write.statusCode).toBe(401);
    expect((await context(other.token)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes its family: every access token of it is 401 at once', async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).json() as { token: string; refreshToken: string };
    expect((await context(second.token)).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401); // reuse: the family is revoked
    expect((await context(first.token)).statusCode).toBe(401);
    expect((await context(second.token)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a well-signed token of a session that never existed', async () => {
    const { token } = await signIn();
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'employee'));
    const forged = await t.tokens.sign({ id: user!.id, tokenVersion: 0 }, '00000000-0000-4000-8000-000000000000');
    expect((await context(forged)).statusCode).toBe(401);
    expect((await context(token)).statusCode).toBe(200);
  });
});

describe('event streams end with their session', () => {
  it('sign-out closes the open stream of that session at once, and only that one', async () => {
    const mine = await signIn('manager');
    const other = await signIn('manager');
    const stream = await openStream(mine.token);
    const otherStream = await openStream(other.token);
    try {
      await signOut(mine.refreshToken);
      await stream.ended();
      expect(otherStream.text()).toContain(': connected');
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  it('a session ended elsewhere (another server, a deactivation) is found before the next notification: nothing is delivered, the stream closes', async () => {
    const mine = await signIn('manager');
    const stream = await openStream(mine.token);
    try {
      // Revoked straight in the database, as another server process would: this process's hub hears nothing of it.
      await t.db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(refreshTokens.family, sessionOf(mine.token)));
      const [manager] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'));
      const notification = {
        id: 999_999,
        title: 'Secret news',
        body: 'must not arrive',
        link: null,
        read: false,
        createdAt: new Date().toISOString(),
        type: 'TEST',
        data: { id: 1, link: null },
      };
      await t.db.execute(
        sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ userId: manager!.id, notification })})`,
      );
      await stream.ended();
      expect(stream.text()).not.toContain('Secret news');
    } finally {
      stream.close();
    }
  });
});
