/**
 * `npm run bench`: on the large data set (added with `npm run seed:large` if missing), starts the real
 * server, drives the hot reads with autocannon (50 connections) and times the month's attendance CSV.
 * Uses DATABASE_URL when set, else DATA_DIR (default ./data-bench), like the server. Prints a Markdown
 * table for BENCHMARKS.md. Sends traffic to 127.0.0.1 only, for a bounded time.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { lockDataDir, prepareDataDir } from '../src/data-dir';
import { openDatabase } from '../src/database';
import { loadSecrets } from '../src/secrets';
import { seedLarge } from '../src/seeds/large';
import { DEMO_PASSWORD } from '../src/seeds/demo';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 18400);
const base = `http://127.0.0.1:${PORT}`;

process.env.DATA_DIR ??= resolve('data-bench');
const config = loadConfig();
prepareDataDir(config.dataDir);

// 1. The data: migrate, demo seed, large seed (each only once).
{
  const release = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(config, loadSecrets(config).encryptionKey);
  try {
    await seedLarge(database);
  } finally {
    await database.close();
    release?.();
  }
}

// 2. The real server, as `npm start` runs it.
const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; ; i++) {
  if (i > 600) throw new Error('the server did not start');
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 200));
}

async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}/api${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const login = async (username: string) => (await api<{ token: string }>('/authenticate', undefined, { method: 'POST', body: JSON.stringify({ username, password: DEMO_PASSWORD }) })).token;

// emp00011 is the first of the 100 managers, each with about 49 reportees; emp00200 one of the staff.
const employeeToken = await login('emp00200');
const managerToken = await login('emp00011');
const employee = await api<{ userId: number }>('/users/context', employeeToken);
const reportees = await api<{ total: number }>('/employee/reportees?pageSize=1', managerToken);
const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 7)}-01`;
const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);

const reads: { name: string; path: string; token?: string }[] = [
  // Not a read of the issue: the floor of this machine, one statement (`select 1`) and no session.
  { name: 'baseline: /health, no sign-in', path: '/health' },
  { name: 'status (today)', path: '/check-in-out-events/status', token: employeeToken },
  { name: 'month calendar', path: `/check-in-out-events/calendar?employeeId=${employee.userId}&startDate=${monthStart}&endDate=${today}`, token: employeeToken },
  { name: 'leave balances', path: '/employee-event-balance', token: employeeToken },
  { name: `pending approvals (manager of ${reportees.total})`, path: '/employee-event-request/reportee?page=1&pageSize=20', token: managerToken },
  { name: 'notifications page', path: '/user-notifications?page=1&pageSize=20', token: managerToken },
];

// 3. First, on a fresh server, the CSV of last month for everyone: its time, and the server's peak memory
// (VmHWM) against its memory before; the reads come after, so their load cannot be taken for the CSV's.
// The peak is reset first (clear_refs 5), so that the start-up's own peak is not taken for the CSV's.
const status = () => readFileSync(`/proc/${server.pid}/status`, 'utf8');
const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0);
const adminToken = await login('admin');
writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
const rssBefore = kb('VmRSS');
const started = performance.now();
const csv = await fetch(`${base}/api/employee/download-csv?monthYear=${lastMonth}`, { headers: { authorization: `Bearer ${adminToken}` } });
const body = await csv.text();
const csvMs = Math.round(performance.now() - started);
const extraMb = Math.max(0, kb('VmHWM') - Math.max(rssBefore, 0)) / 1024;
const csvRows = body.split('\r\n').filter(Boolean).length - 1;

// 4. The reads.
const rows: string[] = [];
for (const read of reads) {
  await api(read.path, read.token); // fail loudly on a wrong path
  const options = { url: `${base}/api${read.path}`, connections: CONNECTIONS, headers: read.token ? { authorization: `Bearer ${read.token}` } : {} };
  // A steady state is measured: first a few seconds that compile the code paths and prepare the
  // statements on every pooled connection.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  const l = result.latency;
  rows.push(`| ${read.name} | ${Math.round(result.requests.average)} | ${l.p50} | ${l.p90} | ${l.p97_5} | ${l.p99} | ${errors} |`);
  console.warn(`${read.name}: p99 ${l.p99} ms`);
}

console.log(`
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${CONNECTIONS} connections, ${SECONDS} s per read after ${WARM_UP_SECONDS} s of warm-up.

| read | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

| attendance CSV (${lastMonth}) | rows | time | extra peak memory |
| --- | --- | --- | --- |
| ${csv.status} | ${csvRows} | ${(csvMs / 1000).toFixed(2)} s | ${extraMb.toFixed(0)} MB |
`);
stop();
