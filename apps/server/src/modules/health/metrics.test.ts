import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { testDbKind } from '../../../test/test-config';
import { METRICS_OFF_MESSAGE, METRICS_TOKEN_MESSAGE } from '../../plugins/metrics';

const TOKEN = 'metrics-token-for-the-tests-0123';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format: `name{label="value",...} number` a line, comments starting with #. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404: the metrics are off', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: METRICS_OFF_MESSAGE });
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return { text: res.body, samples: samplesOf(res.body) };
  };

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['a token of another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answers 401 to %s, and a sign-in token is not one', async (_case, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: METRICS_TOKEN_MESSAGE });
    const signedIn = await t.as(await t.tokenOf('admin'), { method: 'GET', url: '/api/metrics' });
    expect(signedIn.statusCode).toBe(401);
  });

  it('counts the requests of a route by its pattern, never its address, and leaves itself out', async () => {
    const token = await t.tokenOf('hr.head');
    const labels = { method: 'GET', route: '/api/users/:id', status: '4xx' };
    const before = valueOf((await scrape()).samples, 'http_request_duration_seconds_count', labels) ?? 0;
    for (const id of [1_999_999_001, 1_999_999_002, 1_999_999_003]) {
      expect((await t.as(token, { method: 'GET', url: `/api/users/${id}` })).statusCode).toBe(404);
    }
    const { text, samples } = await scrape();
    expect(valueOf(samples, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    expect(text).not.toContain('1999999001');
    expect(samples.filter((s) => s.labels.route === '/api/metrics')).toEqual([]);
    // A missing address is one label, whatever it was.
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-42' });
    expect(valueOf((await scrape()).samples, 'http_request_duration_seconds_count', { route: 'unmatched' })).toBe(1);
  });

  it('counts a 5xx as an error of its route: readiness while a migration is missing', async () => {
    const labels = { method: 'GET', route: '/api/ready', status: '5xx' };
    const before = valueOf((await scrape()).samples, 'http_request_errors_total', labels) ?? 0;
    const { rows } = (await t.db.execute(
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const newest = rows[0]!;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const { samples } = await scrape();
    expect(valueOf(samples, 'http_request_errors_total', labels)).toBe(before + 1);
    expect(valueOf(samples, 'http_request_errors_total', { ...labels, status: '2xx' })).toBeUndefined();
  });

  it('shows the process, the job queue by job and state, and the failures of each job', async () => {
    const { samples } = await scrape();
    expect(valueOf(samples, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    for (const { name } of t.jobs.jobs) {
      for (const state of ['created', 'retry', 'active'])
        expect(valueOf(samples, 'staffdesk_job_queue_depth', { job: name, state })).toBe(0);
    }
    expect(samples.filter((s) => s.name === 'staffdesk_job_failures_total')).toEqual([]);
  });

  it('counts the open notification streams', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/user-notifications/stream`, {
      headers: { authorization: `Bearer ${await t.tokenOf('employee')}` },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    try {
      let seen = '';
      while (!seen.includes(': connected')) seen += new TextDecoder().decode((await reader.read()).value);
      expect(valueOf((await scrape()).samples, 'staffdesk_sse_connections', {})).toBe(1);
    } finally {
      controller.abort();
    }
    await expect.poll(async () => valueOf((await scrape()).samples, 'staffdesk_sse_connections', {})).toBe(0);
  });

  it("shows node-postgres's pool, and none for PGlite, which is one connection in this process", async () => {
    const pool = (await scrape()).samples.filter((s) => s.name === 'staffdesk_db_pool_connections');
    if (testDbKind === 'pglite') return expect(pool).toEqual([]);
    const [total, idle, waiting] = ['total', 'idle', 'waiting'].map((state) =>
      valueOf(pool, 'staffdesk_db_pool_connections', { state }),
    );
    expect(total).toBeGreaterThan(0);
    expect(idle).toBeLessThanOrEqual(total!);
    expect(waiting).toBeGreaterThanOrEqual(0);
  });
});
