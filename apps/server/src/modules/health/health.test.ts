import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { testDbKind } from '../../../test/test-config';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../../errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('is ready while the database answers', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('declares its 503 in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/health'].get.responses['503'].description).toMatch(
      /^Not ready: the database cannot be reached/,
    );
  });
});

// PGlite runs in the process: there is no connection to lose.
describe.skipIf(testDbKind !== 'postgres')('while the database refuses connections', () => {
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    name = ((await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] })
      .rows[0]!.name;
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
  });

  it('answers 503 with Retry-After, fails readiness, and recovers once it accepts them again, without a restart', async () => {
    const token = await t.tokenOf('employee');
    const context = () => t.as(token, { method: 'GET', url: '/api/users/context' });
    expect((await context()).statusCode).toBe(200);

    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    for (const res of [await context(), await health()]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }

    await admin.query(`alter database ${name} allow_connections true`);
    await expect
      .poll(async () => (await health()).statusCode, { timeout: (RETRY_AFTER_SECONDS + 5) * 1000, interval: 500 })
      .toBe(200);
    expect((await context()).statusCode).toBe(200);
  });
});
