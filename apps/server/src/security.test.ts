import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { registerErrorHandling } from './plugins/errors';

/** Issue 10: the requests of a blind probe that used to get through, each answered as it should be now. */

let t: TestApp;
let admin: string;
let employee: string;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
  employee = await t.tokenOf('employee');
  employeeId = (await t.as(employee, { method: 'GET', url: '/api/employee/context' })).json().employeeId as number;
});
afterAll(() => t.close());

function expectFieldError(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; errorDetails?: string[] };
  // The message is the problem in words; errorDetails name the field.
  expect(body.errorDetails?.[0]).toMatch(new RegExp(`^(query\\.|params\\.)?${field.replaceAll('.', '\\.')}: `));
  expect(body.message).not.toMatch(/Invalid input|^\w+(\.\w+)*: /);
  expect(Object.keys(body).sort()).toEqual(body.errorDetails ? ['errorDetails', 'message'] : ['message']);
}

describe('control characters (defect 4)', () => {
  it('refuses NUL on the unauthenticated sign-in: 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    expectFieldError(res, 'username');
    expect(res.json().message).toMatch(/control characters/);
  });

  it('refuses control characters in body fields, nested fields, keys and query filters; nothing changes', async () => {
    const before = (await t.as(employee, { method: 'GET', url: '/api/users/context' })).json();
    const res = await t.as(employee, {
      method: 'PATCH',
      url: '/api/users/context',
      payload: { bio: 'line\u0007bell' },
    });
    expectFieldError(res, 'bio');
    const key = await t.as(employee, { method: 'PATCH', url: '/api/users/context', payload: { ['bio\u0000']: 'x' } });
    expect(key.statusCode).toBe(400);
    for (const ch of ['\u0000', '\r', '\u001b', '\u007f', '\u0085']) {
      const list = await t.as(admin, { method: 'GET', url: `/api/users?search=${encodeURIComponent(`a${ch}b`)}` });
      expectFieldError(list, 'query.search');
    }
    expect((await t.as(employee, { method: 'GET', url: '/api/users/context' })).json()).toEqual(before);
  });

  it('lets tab and new line through', async () => {
    const res = await t.as(employee, {
      method: 'PATCH',
      url: '/api/users/context',
      payload: { bio: 'one\ttwo\nthree' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.as(employee, { method: 'GET', url: '/api/users/context' })).json().bio).toBe('one\ttwo\nthree');
  });
});

describe('dates between 1900 and 2100 (defect 5)', () => {
  it('refuses year 0 and year 9999 with a 400 naming the field', async () => {
    expectFieldError(
      await t.as(admin, { method: 'POST', url: '/api/holidays', payload: { date: '0000-01-01', name: 'Year zero' } }),
      'date',
    );
    expectFieldError(
      await t.as(admin, { method: 'POST', url: '/api/holidays', payload: { date: '2101-01-01', name: 'Too late' } }),
      'date',
    );
    expectFieldError(
      await t.as(employee, {
        method: 'GET',
        url: '/api/check-in-out-events/calendar?startDate=2026-01-01&endDate=9999-12-31',
      }),
      'endDate',
    );
    expectFieldError(
      await t.as(employee, {
        method: 'GET',
        url: `/api/check-in-out-events/missing-events/${employeeId}?startDate=1899-12-31`,
      }),
      'startDate',
    );
    expectFieldError(
      await t.as(admin, {
        method: 'GET',
        url: `/api/dashboard/reportee/attendance/${employeeId}?selectedMonthYear=0000-01`,
      }),
      'selectedMonthYear',
    );
  });

  it('accepts the bounds themselves', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/holidays',
      payload: { date: '2100-12-31', name: 'Last day of the range' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('ids are digits only (defect 11)', () => {
  it.each([' 1', '+1', '01', '1e0', '0x10', '1.0', '-1', '１'])('refuses %j as an id', async (id) => {
    const res = await t.as(employee, { method: 'GET', url: `/api/employee/${encodeURIComponent(id)}` });
    expectFieldError(res, 'params.id');
  });

  it('refuses loose ids in query filters too, and takes a plain one', async () => {
    expectFieldError(
      await t.as(admin, { method: 'GET', url: '/api/employee-event-request?employeeId=%2B1' }),
      'query.employeeId',
    );
    expect((await t.as(employee, { method: 'GET', url: `/api/employee/${employeeId}` })).statusCode).toBe(200);
  });
});

describe('profile picture addresses (defect 8)', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.com/a.png'])(
    'refuses %s',
    async (url) => {
      expectFieldError(
        await t.as(employee, { method: 'PATCH', url: '/api/users/context', payload: { profilePictureUrl: url } }),
        'profilePictureUrl',
      );
    },
  );
});

describe('Cache-Control: no-store (defect 9)', () => {
  it('is on token responses, personal data and errors', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'employee', password: 'Demo@12345' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refreshToken: login.json().refreshToken },
    });
    expect(refresh.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/users/context', '/api/employee/context', '/api/user-notifications']) {
      const res = await t.as(employee, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/users/context' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
  });
});

describe('failed queries in the log (defect 6)', () => {
  it('logs the database error code and message, never the parameters or the statement', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandling(app);
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    app.post('/fail', async () => {
      // The real error of a failed insert: PostgreSQL's own, wrapped by drizzle with the statement and its parameters.
      let cause: Error;
      try {
        await t.db.execute(sql`insert into users (id, username, password_hash) values (${1}, ${'dup'}, ${hash})`);
        throw new Error('the insert should have failed');
      } catch (err) {
        cause = (err as Error).cause as Error;
      }
      throw new DrizzleQueryError(
        'insert into "users" ("username", "password_hash") values ($1, $2)',
        ['dup', hash],
        cause,
      );
    });
    const res = await app.inject({ method: 'POST', url: '/fail', payload: {} });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error occurred.' });
    const log = lines.join('');
    expect(log).toContain('"code":"23');
    expect(log).toContain('request failed');
    expect(log).not.toContain('argon2id');
    expect(log).not.toContain('password_hash');
  });
});
