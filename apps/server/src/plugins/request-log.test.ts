import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD } from '../seeds/demo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
const written: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info' }, { logStream });
});
afterAll(() => t.close());

const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids', () => {
  it('gives each answer a new UUID when the caller sends none', async () => {
    const [a, b] = [await t.app.inject('/api/health'), await t.app.inject('/api/health')];
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps a proxy's id when it is a plain token of at most 64 characters", async () => {
    const id = `edge-7f3a.${'x'.repeat(54)}`;
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['with spaces', 'a b'],
    ['with a quote', 'a"b'],
    ['empty', ''],
  ])('replaces an id %s with a new UUID', async (_case, id) => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('comes with errors too: a missing route, bad input, a malformed address', async () => {
    for (const res of [
      await t.app.inject('/api/no-such-thing'),
      await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username: 42 } }),
      await t.app.inject('/api/users/%E0%A4%A'),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('the log', () => {
  it('writes a JSON line a request with its id, method, route pattern, status and time, never the address', async () => {
    const res = await t.app.inject({
      url: '/api/users/1999999123?secret=hidden',
      headers: { 'x-request-id': 'trace-42', authorization: 'Bearer not-a-token', cookie: 'refresh=abc' },
    });
    expect(res.statusCode).toBe(401);
    const line = lines().find((l) => l.reqId === 'trace-42' && l.msg === 'request completed');
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '/api/users/:id', status: 401 });
    expect(typeof line!.ms).toBe('number');
    const all = written.filter((l) => l.includes('trace-42')).join('\n');
    for (const secret of ['1999999123', 'hidden', 'not-a-token', 'refresh=abc']) expect(all).not.toContain(secret);
  });

  it('never writes a password or a token a sign-in sends or gets', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'x-request-id': 'sign-in-1' },
      payload: { username: 'employee', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(lines().find((l) => l.reqId === 'sign-in-1')).toMatchObject({ route: '/api/authenticate', status: 200 });
    const all = written.join('\n');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain(res.json().token);
  });
});
