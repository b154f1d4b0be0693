import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { postgresUrl, testDbKind } from '../../test/test-config';
import { openPostgres } from './client';
import { LANE_APPLICATION_NAME } from './lane';
import { preparedSql } from './prepared';

// The lane exists on PostgreSQL only: PGlite is one connection.
describe.runIf(testDbKind === 'postgres')('prepared statements on PostgreSQL', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = postgresUrl((await rows<{ name: string }>(`select current_database() as name`))[0]!.name);
  });
  afterAll(() => t.close());

  async function rows<Row>(text: string) {
    return ((await t.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
  }
  /** The backends of this database's pipelined connection, with the statement each ran last. */
  const lane = () =>
    rows<{ pid: number; query: string }>(
      `select pid, query from pg_stat_activity where application_name = '${LANE_APPLICATION_NAME}' and datname = current_database()`,
    );
  const status = async (token: string) => t.as(token, { method: 'GET', url: '/api/check-in-out-events/status' });

  it('carries the prepared reads of concurrent requests on one pipelined connection, prepared once on it', async () => {
    const token = await t.login('employee');
    const answers = await Promise.all(Array.from({ length: 20 }, () => status(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const [only, ...others] = await lane();
    expect(others).toEqual([]);
    // The status read's statement (today's punches) went through it, prepared under a name of its text.
    expect(only!.query).toMatch(/check_in_out_events/);
  });

  it('names a statement by its text, so that each connection prepares it once and plans it once', async () => {
    const database = await openPostgres(url, 1);
    try {
      const answer = preparedSql<{ n: number }>(sql`select ${sql.placeholder('n')}::int + 1 as n`, ['n']);
      for (let n = 0; n < 5; n++) expect(await answer(database.db, { n })).toEqual([{ n: n + 1 }]);
      // Inside a transaction (on the pool's connection) too.
      await database.db.transaction(async (tx) => {
        for (let n = 0; n < 3; n++) expect(await answer(tx, { n })).toEqual([{ n: n + 1 }]);
        const prepared = (
          (await tx.execute(
            sql`select count(*)::int as n from pg_prepared_statements where statement like '%::int + 1 as n%'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows;
        expect(prepared).toEqual([{ n: 1 }]);
      });
    } finally {
      await database.close();
    }
  });

  it('goes on through the pool when PostgreSQL drops it, and connects again', async () => {
    const token = await t.login('employee');
    const [before] = await lane();
    await rows(`select pg_terminate_backend(${before!.pid})`);
    // Reads in flight on the dropped connection fail; once the server has seen the drop, they go to the pool.
    await vi.waitFor(async () => expect((await status(token)).statusCode).toBe(200), { timeout: 5_000, interval: 50 });
    // The first read after the drop starts a new connection in the background.
    await vi.waitFor(
      async () => {
        await status(token);
        const after = await lane();
        expect(after).toHaveLength(1);
        expect(after[0]!.pid).not.toBe(before!.pid);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('closes only once a statement started by one still running has ended, not under it', async () => {
    const database = await openPostgres(url, 2);
    const answer = preparedSql<{ answer: number }>(sql`select 42 as answer`, ['answer']);
    // A handler that reads twice, closed in the middle of its first statement: its second must still run.
    const handler = database.db.execute(sql`select pg_sleep(0.3)`).then(() => answer(database.db, {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    expect(await handler).toEqual([{ answer: 42 }]);
  });

  it(
    'plans a prepared statement once, never compiles it and starts no parallel workers for it, on the ' +
      'pool and on the lane (a JIT compile took 160 ms a page, two workers 36 ms)',
    async () => {
      const settings = preparedSql(
        sql`select current_setting('plan_cache_mode') as plan, current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`,
        ['plan', 'jit', 'workers'],
      );
      const database = await openPostgres(url, 2);
      try {
        const expected = [{ plan: 'force_generic_plan', jit: 'off', workers: '0' }];
        expect(await settings(database.db, {})).toEqual(expected);
        await database.db.transaction(async (tx) => expect(await settings(tx, {})).toEqual(expected));
      } finally {
        await database.close();
      }
    },
  );
});
