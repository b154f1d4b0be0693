import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every response', () => {
  it('carries security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers an unknown endpoint with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('answers malformed JSON with 400 and what to fix', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "employee",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers wrong types and missing fields with 400 naming each field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username: 42 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    // The first problem in words, and how many more; errorDetails name each field.
    expect(body.message).toBe('Give a username. 1 more problem to fix.');
    expect(body.errorDetails).toEqual(['username: Give a username.', 'password: Give a password.']);
  });

  it('answers a body of the wrong media type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the body as application/json.');
  });

  it('answers a too large body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'employee', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('never shows a stack trace or SQL when something fails inside', async () => {
    const token = await t.login('admin');
    // This file's own copy of the database loses a table, so the next query fails inside PostgreSQL.
    await t.db.execute(sql`drop table master_items`);
    const res = await t.as(token, { method: 'GET', url: '/api/master' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error occurred.' });
  });

  it('serves the OpenAPI document with every endpoint of identity and sessions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/authenticate',
      '/api/authenticate/2Fa',
      '/api/refresh-token',
      '/api/sign-out',
      '/api/register-user',
      '/api/reset-password',
      '/api/qr-code',
      '/api/users/enable-2fa',
      '/api/users/disable-2fa',
      '/api/users/disable-2fa/{id}',
      '/api/users/context',
      '/api/users',
      '/api/users/{id}',
      '/api/users/project-managers',
      '/api/users/reporting-managers',
      '/api/users/fcm-token',
      '/api/roles',
      '/api/master',
      '/api/master/label',
      '/api/users/export',
      '/api/users/departments',
      '/api/users/{id}/temporary-password',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
