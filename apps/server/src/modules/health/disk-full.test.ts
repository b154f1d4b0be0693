import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { postgresUrl, testDbKind } from '../../../test/test-config';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../../errors';

/**
 * A disk that really fills: the holidays table moved to a tablespace on a small tmpfs, which an unlogged
 * table then fills (WAL stays on PostgreSQL's own disk, so the server goes on running). It needs a local
 * PostgreSQL and the right to mount (root with CAP_SYS_ADMIN); elsewhere the test says why it is skipped.
 */
let t: TestApp;
let admin: pg.Client | undefined;
let mountPoint: string | undefined;
let skipped: string | undefined;
const tablespace = `staffdesk_full_${process.pid}`;

async function mountSmallDisk(): Promise<string | undefined> {
  const host = new URL(process.env.TEST_DATABASE_URL!).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) return 'PostgreSQL is not on this machine';
  const superuser = (
    await admin!.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user')
  ).rows[0]?.rolsuper;
  if (!superuser) return 'creating a tablespace needs a superuser';
  const dataDirectory = (await admin!.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
  const owner = statSync(dataDirectory);
  const dir = mkdtempSync(join(tmpdir(), 'staffdesk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=4m,uid=${owner.uid},gid=${owner.gid},mode=0700`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
  } catch {
    rmdirSync(dir);
    return 'mounting a small tmpfs is not allowed here';
  }
  mountPoint = dir;
  return undefined;
}

/** Inserts until the statement fails for want of disk; any other failure is the test's. */
async function fillUntilFull(client: pg.Client, statement: string): Promise<void> {
  for (;;) {
    try {
      await client.query(statement);
    } catch (error) {
      if ((error as { code?: string }).code === '53100') return;
      throw error;
    }
  }
}

beforeAll(async () => {
  if (testDbKind !== 'postgres') return;
  t = await createTestApp();
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  skipped = await mountSmallDisk();
});

afterAll(async () => {
  if (testDbKind !== 'postgres') return;
  await t.close();
  if (mountPoint) {
    await admin!.query(`drop tablespace if exists ${tablespace}`);
    execFileSync('umount', [mountPoint]);
    rmdirSync(mountPoint);
  }
  await admin!.end();
});

describe.skipIf(testDbKind !== 'postgres')('a full disk', () => {
  it('answers 503 with Retry-After to a write that needs space, fails readiness, and recovers once there is space', async (ctx) => {
    if (skipped) return ctx.skip(skipped);
    const name = (
      (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows[0]!.name;
    await admin!.query(`create tablespace ${tablespace} location '${mountPoint}'`);
    const own = new pg.Client({ connectionString: postgresUrl(name) });
    await own.connect();
    try {
      await own.query(`alter table holidays set tablespace ${tablespace}`);
      await own.query(`create unlogged table filler (x text) tablespace ${tablespace}`);
      await fillUntilFull(own, `insert into filler select repeat(md5(i::text), 32) from generate_series(1, 1000) i`);
      await fillUntilFull(own, `insert into filler values (repeat('x', 1000))`);
      // The holidays table's last page, filled with holidays shorter than the one asked for below.
      await fillUntilFull(
        own,
        `insert into holidays (date, name) select '2100-01-01'::date + count(*)::int, 'x' from holidays`,
      );

      const token = await t.tokenOf('hr.head');
      const add = () =>
        t.as(token, {
          method: 'POST',
          url: '/api/holidays',
          payload: { date: '2030-06-17', name: 'Company Foundation Day' },
        });
      const refused = await add();
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(refused.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      // `select 1` still answers on a full disk; readiness fails because a request just failed for it.
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      expect((await own.query(`select count(*)::int as n from holidays where date = '2030-06-17'`)).rows[0].n).toBe(0);

      await own.query('drop table filler');
      expect((await add()).statusCode).toBe(201);
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode, {
          timeout: (RETRY_AFTER_SECONDS + 5) * 1000,
          interval: 500,
        })
        .toBe(200);
    } finally {
      await own.end();
    }
  });
});
