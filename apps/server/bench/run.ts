/**
 * `npm run bench`: the real server on the large data set, under autocannon, on DATABASE_URL or DATA_DIR
 * (default ./data-bench). Each read is measured right after `/ready` and given as a share of it, because
 * the machine is shared. BENCH_RUNS, BENCH_SECONDS, BENCH_ONLY=name,name, BENCH_WRITE=0 (print only) and
 * BENCH_FILE (the file to write the figures into; BENCHMARKS.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../src/seeds/demo';
import { DEFAULT_PEOPLE, largeUsername } from '../src/seeds/large-support';
import { addDays, mondayOf } from '@staffdesk/shared/dates';
import { benchServer } from './server';
import { cpuPerRequest } from './cpu';
import {
  BENCHMARKS_FILE,
  benchSection,
  median,
  thisMachine,
  writeSection,
  type Download,
  type Figures,
} from './section';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const { base, kind, people, sample, punchRows, timesheetRows, pid, postmasterPid, api, login, stop } =
  await benchServer(Number(process.env.BENCH_PORT ?? 18400));

// A manager of the large data set (emp00011 at 5,000) and one of their staff (emp00200).
const employeeToken = await login(sample.employee);
const managerToken = await login(sample.manager);
const employee = await api<{ userId: number }>('/users/context', employeeToken);
const reportees = await api<{ total: number }>('/employee/reportees?pageSize=1', managerToken);
const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 7)}-01`;
const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 7);
const thisMonday = mondayOf(today);

interface Read {
  name: string;
  path: string;
  token?: string;
}
// The machine's floor: one statement and no session.
const health: Read = { name: 'baseline: /ready, no sign-in', path: '/ready' };
// admin holds every grant, the HR approvals' claims tab's among them.
const hrToken = await login('admin');
const reads: Read[] = [
  { name: 'users/context', path: '/users/context', token: employeeToken },
  { name: 'status (today)', path: '/check-in-out-events/status', token: employeeToken },
  {
    name: 'month calendar',
    path: `/check-in-out-events/calendar?employeeId=${employee.userId}&startDate=${monthStart}&endDate=${today}`,
    token: employeeToken,
  },
  { name: 'leave balances', path: '/employee-event-balance', token: employeeToken },
  {
    name: `pending approvals (manager of ${reportees.total})`,
    path: '/employee-event-request/reportee?page=1&pageSize=20',
    token: managerToken,
  },
  { name: 'notifications page', path: '/user-notifications?page=1&pageSize=20', token: managerToken },
  { name: 'HR approvals: pending claims page', path: '/reimbursements?page=1&pageSize=20', token: hrToken },
  { name: 'my tickets page', path: '/helpdesk-tickets/employee?page=1&pageSize=20', token: employeeToken },
  // Two weeks back: an approved week.
  { name: 'timesheet week', path: `/timesheet/week?startDate=${addDays(thisMonday, -14)}`, token: employeeToken },
  {
    name: 'timesheet month (calendar summary)',
    path: `/timesheet/calendar-summary?monthYear=${lastMonth}`,
    token: employeeToken,
  },
];
const only = process.env.BENCH_ONLY?.split(',');
const measured = only ? reads.filter((r) => only.some((o) => r.name.includes(o))) : reads;

// The CSVs first, on a fresh server, so that the reads' load is not taken for theirs. The peak memory is
// reset before each download, so that the start-up's peak is not taken for the CSV's.
const status = () => readFileSync(`/proc/${pid}/status`, 'utf8');
const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0);
async function download(path: string, countRows: (body: string) => number): Promise<Download> {
  const runs: { status: number; ms: number; extraMb: number; body: string }[] = [];
  for (let i = 0; i < RUNS; i++) {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const rssBefore = kb('VmRSS');
    const started = performance.now();
    const res = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${hrToken}` } });
    const body = await res.text();
    runs.push({
      status: res.status,
      ms: Math.round(performance.now() - started),
      extraMb: Math.max(0, kb('VmHWM') - Math.max(rssBefore, 0)) / 1024,
      body,
    });
  }
  return {
    status: runs[0]!.status,
    rows: countRows(runs[0]!.body),
    firstMs: runs[0]!.ms,
    ms: median(runs.map((r) => r.ms)),
    extraMb: Math.max(...runs.map((r) => r.extraMb)),
  };
}
const loadBeforeCsv = loadavg()[0]!;
const csv = await download(
  `/employee/download-csv?monthYear=${lastMonth}`,
  (body) => body.split('\r\n').filter(Boolean).length - 1,
);
// A blank line parts the claims from their totals.
const claimsCsv = await download(
  `/hr-report/download-csv/reimbursements?monthYear=${lastMonth}`,
  (body) => body.split('\r\n').indexOf('') - 1,
);

// An office behind NAT signing in: all must succeed under the default limits of one address.
const BURST = 100;
const BURST_SECONDS = 10;
const burstLoad = loadavg()[0]!;
const burst = await Promise.all(
  Array.from({ length: BURST }, async (_, i) => {
    await new Promise((r) => setTimeout(r, (i * BURST_SECONDS * 1000) / BURST));
    const t = performance.now();
    const res = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: largeUsername(Math.min(2000, people - BURST) + i), password: DEMO_PASSWORD }),
    });
    const token = res.ok ? ((await res.json()) as { token: string }).token : (await res.arrayBuffer(), '');
    return { ok: res.ok, ms: performance.now() - t, token };
  }),
);
const burstMs = burst.map((b) => b.ms).sort((a, b) => a - b);
const burstOk = burst.filter((b) => b.ok).length;
const burstP99 = burstMs[Math.ceil(0.99 * burstMs.length) - 1]!;
console.warn(`sign-in burst: ${burstOk}/${BURST} succeeded, p99 ${Math.round(burstP99)} ms`);

// One person a connection, since one person's punches take turns.
const PUNCH_CONNECTIONS = 20;
// Signed in by the burst: more sign-ins would pass one address's limit.
const punchTokens = burst.slice(0, PUNCH_CONNECTIONS).map((b) => b.token);
async function punches(seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/check-in-out-events`,
    method: 'POST',
    connections: PUNCH_CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    setupClient: (client) =>
      client.setHeaders({
        'content-type': 'application/json',
        authorization: `Bearer ${punchTokens[next++ % PUNCH_CONNECTIONS]}`,
      }),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
const punchHealth = await autocannon({ url: `${base}/api/ready`, connections: PUNCH_CONNECTIONS, duration: SECONDS });
await punches(WARM_UP_SECONDS);
const punchResult = await punches(SECONDS);
const punchLoad = loadavg()[0]!;
console.warn(
  `punches: ${Math.round(punchResult.rps)} req/s p99 ${punchResult.p99} ms, ${punchResult.errors} ` +
    `errors; health at 20: p99 ${punchHealth.latency.p99} ms`,
);

// Each saves their next (open) week whole, replacing the previous save.
const nextMonday = addDays(thisMonday, 7);
const lgProject = (
  await api<{ projects: { id: number; code: string; activities: { id: number; name: string }[] }[] }>(
    `/timesheet/week?startDate=${nextMonday}`,
    punchTokens[0],
  )
).projects.find((p) => p.code === 'LG-DELIVERY')!;
const activityId = (name: string) => lgProject.activities.find((a) => a.name === name)!.id;
const weekBody = JSON.stringify({
  startDate: nextMonday,
  rows: [
    { projectId: lgProject.id, activityId: activityId('Development'), hours: [8, 8, 8, 8, 6, 0, 0] },
    { projectId: lgProject.id, activityId: activityId('Meetings'), hours: [0, 0, 0, 0, 2, 0, 0] },
  ],
});
async function weekSaves(seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/timesheet/bulk`,
    method: 'POST',
    connections: PUNCH_CONNECTIONS,
    duration: seconds,
    body: weekBody,
    setupClient: (client) =>
      client.setHeaders({
        'content-type': 'application/json',
        authorization: `Bearer ${punchTokens[next++ % PUNCH_CONNECTIONS]}`,
      }),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
const saveHealth = await autocannon({ url: `${base}/api/ready`, connections: PUNCH_CONNECTIONS, duration: SECONDS });
await weekSaves(WARM_UP_SECONDS);
const saveResult = await weekSaves(SECONDS);
const saveLoad = loadavg()[0]!;
console.warn(
  `week saves: ${Math.round(saveResult.rps)} req/s p99 ${saveResult.p99} ms, ${saveResult.errors} ` +
    `errors; health at 20: p99 ${saveHealth.latency.p99} ms`,
);

// New usernames on every run. They report to hr.head, so that no measured manager's team grows.
const IMPORT_ROWS = 500;
const importStamp = Date.now().toString(36);
const importCsv = [
  'firstname,lastname,username,userEmailId,roles,designation,department,dateOfJoining,reportingManagerUsername',
  ...Array.from(
    { length: IMPORT_ROWS },
    (_, i) =>
      `Bench,Joiner ${i},bench.${importStamp}.${i},bench.${importStamp}.${i}@staffdesk.example,EMPLOYEE,Analyst,Engineering,${today},hr.head`,
  ),
].join('\n');
async function timedImport(commit: boolean) {
  const started = performance.now();
  const result = await api<{ valid: number; invalid: number }>('/users/import', hrToken, {
    method: 'POST',
    body: JSON.stringify({ csv: importCsv, commit }),
  });
  return { ms: Math.round(performance.now() - started), ...result };
}
const importPreview = await timedImport(false);
const importCommit = await timedImport(true);
const importLoad = loadavg()[0]!;
console.warn(
  `import of ${IMPORT_ROWS}: preview ${importPreview.ms} ms, import ${importCommit.ms} ms ` +
    `(${importCommit.valid} imported, ${importCommit.invalid} refused)`,
);

// Each read right after health, so that a ratio compares two figures of the same minute.
async function measure(read: Read, seconds: number): Promise<Figures> {
  const options = {
    url: `${base}/api${read.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: read.token ? { authorization: `Bearer ${read.token}` } : {},
  };
  const cpu = cpuPerRequest(pid, postmasterPid);
  const result = await autocannon(options);
  const { serverUs, postgresUs } = cpu(result.requests.total);
  // Drains what is still queued, so that the next measure does not pay for it.
  await api('/users/context', employeeToken);
  const p99 = result.requests.total > 0 ? result.latency.p99 : Infinity;
  return {
    rps: result.requests.average,
    p99,
    errors: result.errors + result.timeouts + result.non2xx,
    load: loadavg()[0]!,
    serverUs,
    postgresUs,
  };
}
for (const read of [health, ...measured]) {
  await api(read.path, read.token); // fail loudly on a wrong path
  // Warm up, so that a steady state is measured.
  await measure(read, WARM_UP_SECONDS);
}
const results = new Map<Read, { health: Figures; read: Figures }[]>(measured.map((r) => [r, []]));
for (let run = 1; run <= RUNS; run++) {
  for (const read of measured) {
    const h = await measure(health, SECONDS);
    const r = await measure(read, SECONDS);
    results.get(read)!.push({ health: h, read: r });
    console.warn(
      `run ${run}, ${read.name}: ${Math.round(r.rps)} req/s p99 ${r.p99} ms, CPU µs a request ` +
        `${Math.round(r.serverUs)} / ${Math.round(r.postgresUs ?? NaN)}; health ${Math.round(h.rps)} ` +
        `req/s p99 ${h.p99} ms; ratio ${(r.rps / h.rps).toFixed(2)}; load ${r.load.toFixed(1)}`,
    );
  }
}

const healthAt = (result: autocannon.Result) => ({ healthRps: result.requests.average, healthP99: result.latency.p99 });
const section = benchSection({
  measuredAt: new Date(),
  machine: thisMachine(),
  kind,
  people,
  databaseUrl: process.env.DATABASE_URL,
  connections: CONNECTIONS,
  runs: RUNS,
  seconds: SECONDS,
  reads: measured.map((read) => ({ name: read.name, runs: results.get(read)! })),
  exports: { month: lastMonth, attendance: csv, claims: claimsCsv, load: loadBeforeCsv },
  burst: { people: BURST, seconds: BURST_SECONDS, signedIn: burstOk, p99: burstP99, load: burstLoad },
  writeConnections: PUNCH_CONNECTIONS,
  punches: { rows: punchRows, ...punchResult, ...healthAt(punchHealth), load: punchLoad },
  imports: {
    rows: IMPORT_ROWS,
    previewMs: importPreview.ms,
    importMs: importCommit.ms,
    imported: importCommit.valid,
    refused: importCommit.invalid,
    load: importLoad,
  },
  weekSaves: { rows: timesheetRows, ...saveResult, ...healthAt(saveHealth), load: saveLoad },
});
console.log(`\n${section}`);

// BENCHMARKS.md keeps each database's latest figures between its markers.
if (process.env.BENCH_WRITE !== '0' && !only) {
  const file = process.env.BENCH_FILE ? resolve(process.env.BENCH_FILE) : BENCHMARKS_FILE;
  // Another size than the default's has sections of its own (<!-- bench:postgres-50000 -->).
  const key = people === DEFAULT_PEOPLE ? kind : `${kind}-${people}`;
  if (await writeSection(file, key, section)) console.warn(`${file}: the ${key} figures replaced.`);
  else console.warn(`${file} has no <!-- bench:${key} --> … <!-- /bench:${key} -->: figures printed only.`);
}
stop();
