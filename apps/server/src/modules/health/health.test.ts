import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_SECRETS, testConfig, testDbKind } from '../../../test/test-config';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../../errors';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { AccessTokens } from '../../plugins/auth';
import { NotificationHub } from '../notifications/hub';
import { webPushSender } from '../notifications/push';
import { databaseStorage } from '../files/storage/database';
import { JobQueue } from '../jobs/queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

describe('GET /api/health and GET /api/ready', () => {
  it('are alive and ready while the database answers with its migrations', async () => {
    expect((await health()).json()).toEqual({ status: 'ok' });
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('declares the 503 of readiness in the OpenAPI document, and none for being alive', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/ready'].get.responses['503'].description).toMatch(
      /^Not ready: the database cannot be reached/,
    );
    expect(doc.paths['/api/health'].get.responses['503']).toBeUndefined();
  });
});

describe('readiness and the migrations', () => {
  const newestMigration = async () =>
    (
      (await t.db.execute(
        sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows[0]!;

  it('is not ready while the database lacks the newest migration, and says so', async () => {
    const newest = await newestMigration();
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^Not ready: the database has \d+ of the \d+ migrations this server needs/);
      expect(res.json().errorDetails).toEqual([expect.stringMatching(/^migrations: .*restart the server/)]);
      expect((await health()).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready when the database has a migration newer than this server', async () => {
    const newest = await newestMigration();
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${newest.created_at}::bigint + 1)`,
    );
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().errorDetails).toEqual([
        'migrations: the database has migrations newer than this server knows: run the version of the server that applied them.',
      ]);
    } finally {
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    }
  });

  it('is not ready on a database never migrated, though alive', async () => {
    const client = await PGlite.create();
    const db = drizzle(client, { schema }) as unknown as Db;
    const executeSql = async (text: string, values?: unknown[]) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] });
    const app = await buildApp(
      {
        db,
        config: testConfig(),
        secrets: TEST_SECRETS,
        tokens: new AccessTokens(TEST_SECRETS.jwtSecret),
        hub: new NotificationHub(),
        push: webPushSender({ ...TEST_SECRETS.vapid, subject: 'mailto:test@staffdesk.example' }, () => undefined, []),
        storage: databaseStorage(db),
        jobs: new JobQueue({ db, executeSql }, { schedules: false }),
      },
      { logger: false },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^Not ready: the database has 0 of the \d+ migrations this server needs/);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
      await client.close();
    }
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

  it('answers 503 with Retry-After, fails readiness but stays alive, and recovers once it accepts them again, without a restart', async () => {
    const token = await t.tokenOf('employee');
    const context = () => t.as(token, { method: 'GET', url: '/api/users/context' });
    expect((await context()).statusCode).toBe(200);

    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    for (const res of [await context(), await ready()]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    expect((await health()).statusCode).toBe(200);

    await admin.query(`alter database ${name} allow_connections true`);
    await expect
      .poll(async () => (await ready()).statusCode, { timeout: (RETRY_AFTER_SECONDS + 5) * 1000, interval: 500 })
      .toBe(200);
    expect((await context()).statusCode).toBe(200);
  });
});
