import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { testDbKind } from '../../test/test-config';
import { openPostgres } from './client';
import { SHORT_READS_APPLICATION_NAME } from './short-reads';

// The lane exists on PostgreSQL only: PGlite is one connection, and `shortReads` is its `db`.
describe.runIf(testDbKind === 'postgres')('the short-read lane on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async <Row>(text: string) => ((await t.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
  /** The backend of this database's short-read connection, with the statement it ran last. */
  const lane = async () =>
    rows<{ pid: number; query: string }>(`select pid, query from pg_stat_activity where application_name = '${SHORT_READS_APPLICATION_NAME}' and datname = current_database()`);
  const status = async (token: string) => t.as(token, { method: 'GET', url: '/api/check-in-out-events/status' });

  it('carries the reads of concurrent requests on one connection', async () => {
    const token = await t.login('employee');
    const answers = await Promise.all(Array.from({ length: 20 }, () => status(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const [only, ...others] = await lane();
    expect(others).toEqual([]);
    // The status read's last statements (today's punches) went through it.
    expect(only!.query).toMatch(/check_in_out_events/);
  });

  it('reads a page of one\'s own requests of every family on it, and HR\'s lists of everyone\'s on the pool', async () => {
    const token = await t.login('employee');
    // Past the last page: no rows, so nothing is read after the page's statement (which asks again for the total).
    const own = { 'helpdesk_tickets': '/api/helpdesk-tickets/employee', reimbursements: '/api/reimbursements/employee', attendance_regularizations: '/api/attendance-regularizations/employee', employee_documents: '/api/employee-documents/employee', asset_requests: '/api/assets/employee' };
    for (const [table, url] of Object.entries(own)) {
      expect((await t.as(token, { method: 'GET', url: `${url}?page=999&pageSize=1` })).statusCode, url).toBe(200);
      // pg_stat_activity keeps a statement's first 1,024 bytes: the table's name, not its `from`, is within them.
      expect((await lane())[0]!.query, url).toMatch(new RegExp(`"${table}"`));
    }
  });

  it("reads a decider's queue of every family on it (the open requests), and other statuses and searches of everyone's on the pool", async () => {
    const hr = await t.login('admin');
    const lists = { reimbursements: '/api/reimbursements', attendance_regularizations: '/api/attendance-regularizations', employee_documents: '/api/employee-documents', asset_requests: '/api/assets' };
    const readsOnLane = async (url: string, table: string) => {
      expect((await t.as(hr, { method: 'GET', url })).statusCode, url).toBe(200);
      return new RegExp(`"${table}"`).test((await lane())[0]!.query);
    };
    for (const [table, url] of Object.entries(lists)) {
      expect(await readsOnLane(`${url}?status=PENDING&page=999&pageSize=1`, table), url).toBe(true);
      expect(await readsOnLane(`${url}?status=APPROVED&page=999&pageSize=1`, table), url).toBe(false);
      expect(await readsOnLane(`${url}?status=PENDING&search=a&page=999&pageSize=1`, table), url).toBe(false);
    }
    // HR approvals' claims tab: the queue by default.
    expect(await readsOnLane('/api/reimbursements?page=999&pageSize=1', 'reimbursements')).toBe(true);
  });

  it("reads who of a manager's team is out on it, and of everyone's requesters' teams (MD) on the pool", async () => {
    // The page has a pending request of the manager's reportee, so its team is read after it.
    const pending = async (username: string) => {
      const res = await t.as(await t.login(username), { method: 'GET', url: '/api/employee-event-request/reportee?status=PENDING&page=1&pageSize=20' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ items: unknown[] }>().items.length, username).toBeGreaterThan(0);
    };
    const teamOut = /^with asked as/;
    await pending('manager');
    expect((await lane())[0]!.query).toMatch(teamOut);
    await pending('md');
    expect((await lane())[0]!.query).not.toMatch(teamOut);
  });

  it("reads a manager's team today on it, and everyone's (MD: thousands of people's days) on the pool", async () => {
    const teamToday = async (username: string) => (await t.as(await t.login(username), { method: 'GET', url: '/api/dashboard/team-today' })).statusCode;
    // The days' data (attendance/day-data.ts) opens with the holidays as a JSON array.
    const dayData = /coalesce\(json_agg\(h\)/;
    expect(await teamToday('manager')).toBe(200);
    expect((await lane())[0]!.query).toMatch(dayData);
    expect(await teamToday('md')).toBe(200);
    expect((await lane())[0]!.query).not.toMatch(dayData);
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
    const url = ((t.db as unknown as { $client: { options: { connectionString: string } } }).$client).options.connectionString;
    const database = await openPostgres(url, 2);
    // A handler that reads twice, closed in the middle of its first statement: its second must still run.
    const handler = database.db.execute(sql`select pg_sleep(0.3)`).then(() => database.shortReads.execute(sql`select 42 as answer`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    const second = (await handler) as unknown as { rows: { answer: number }[] };
    expect(second.rows).toEqual([{ answer: 42 }]);
  });

  it('plans a named statement once, never compiles it and starts no parallel workers for it, on the pool and on the lane (a JIT compile took 160 ms a page, two workers 36 ms)', async () => {
    const settings = sql`select current_setting('plan_cache_mode') as plan, current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`;
    const url = ((t.db as unknown as { $client: { options: { connectionString: string } } }).$client).options.connectionString;
    const database = await openPostgres(url, 2);
    try {
      for (const executor of [database.db, database.shortReads]) {
        expect(((await executor.execute(settings)) as unknown as { rows: unknown[] }).rows).toEqual([{ plan: 'force_generic_plan', jit: 'off', workers: '0' }]);
      }
    } finally {
      await database.close();
    }
  });
});
