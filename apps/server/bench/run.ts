/**
 * `npm run bench`: the real server on the large data set, under autocannon, on DATABASE_URL or DATA_DIR
 * (default ./data-bench). Each read is measured right after `/health` and given as a share of it, because
 * the machine is shared. BENCH_RUNS, BENCH_SECONDS, BENCH_ONLY=name,name and BENCH_WRITE=0 (print only).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../src/seeds/demo';
import { addDays, mondayOf } from '@staffdesk/shared/dates';
import { benchServer } from './server';
import { cpuPerRequest } from './cpu';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const { base, kind, punchRows, timesheetRows, pid, postmasterPid, api, login, stop } = await benchServer(
  Number(process.env.BENCH_PORT ?? 18400),
);

// emp00011 is a manager of the large data set, emp00200 one of the staff.
const employeeToken = await login('emp00200');
const managerToken = await login('emp00011');
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
const health: Read = { name: 'baseline: /health, no sign-in', path: '/health' };
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
async function download(path: string) {
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
    ...runs[0]!,
    firstMs: runs[0]!.ms,
    ms: median(runs.map((r) => r.ms)),
    extraMb: Math.max(...runs.map((r) => r.extraMb)),
  };
}
const loadBeforeCsv = loadavg()[0]!;
const csv = await download(`/employee/download-csv?monthYear=${lastMonth}`);
const csvRows = csv.body.split('\r\n').filter(Boolean).length - 1;

const claimsCsv = await download(`/hr-report/download-csv/reimbursements?monthYear=${lastMonth}`);
const claimsRows = claimsCsv.body.split('\r\n').indexOf('') - 1;

// An office behind NAT signing in: all must succeed under the default limits of one address.
const BURST = 100;
const burstLoad = loadavg()[0]!;
const burst = await Promise.all(
  Array.from({ length: BURST }, async (_, i) => {
    await new Promise((r) => setTimeout(r, (i * 10_000) / BURST));
    const t = performance.now();
    const res = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `emp${String(2000 + i).padStart(5, '0')}`, password: DEMO_PASSWORD }),
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
const punchHealth = await autocannon({ url: `${base}/api/health`, connections: PUNCH_CONNECTIONS, duration: SECONDS });
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
const saveHealth = await autocannon({ url: `${base}/api/health`, connections: PUNCH_CONNECTIONS, duration: SECONDS });
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
interface Figures {
  rps: number;
  p99: number;
  errors: number;
  load: number;
  /** CPU microseconds a request; PGlite runs inside the server, so it has no PostgreSQL side. */
  serverUs: number;
  postgresUs: number | undefined;
}
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
function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
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

const fmt = (n: number, digits = 0) =>
  n === Infinity
    ? `> ${SECONDS * 1000} (none answered)`
    : Number.isNaN(n)
      ? '–'
      : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A row of a Markdown table. */
const tableRow = (...cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const tableHead = (...cells: string[]) => [tableRow(...cells), tableRow(...cells.map(() => '---'))].join('\n');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rows = measured.map((read) => {
  // A health that answered nothing (the machine stalled) says nothing of its read.
  const all = results.get(read)!;
  const rs = all.filter((x) => x.health.p99 !== Infinity);
  if (rs.length === 0)
    return `| ${read.name} | health answered nothing in any run | | | | | | no | | | | ${all.reduce((n, x) => n + x.read.errors, 0)} |`;
  const rpsRatio = median(rs.map((x) => x.read.rps / x.health.rps));
  const p99Ratio = median(rs.map((x) => x.read.p99 / x.health.p99));
  const loads = rs.flatMap((x) => [x.health.load, x.read.load]);
  const meets = rpsRatio >= 0.5 && p99Ratio <= 2 ? 'yes' : 'no';
  const runs = rs.length < all.length ? ` (${rs.length} of ${all.length} runs)` : '';
  const medianOf = (of: (x: { health: Figures; read: Figures }) => number) => fmt(median(rs.map(of)));
  const cpu = (of: (x: { health: Figures; read: Figures }) => Figures) => {
    const server = medianOf((x) => of(x).serverUs);
    return postmasterPid === undefined ? server : `${server} / ${medianOf((x) => of(x).postgresUs ?? NaN)}`;
  };
  return tableRow(
    `${read.name}${runs}`,
    medianOf((x) => x.read.rps),
    medianOf((x) => x.read.p99),
    medianOf((x) => x.health.rps),
    medianOf((x) => x.health.p99),
    `**${fmt(rpsRatio, 2)}**`,
    `**${fmt(p99Ratio, 2)}**`,
    meets,
    cpu((x) => x.read),
    cpu((x) => x.health),
    `${fmt(Math.min(...loads), 1)}–${fmt(Math.max(...loads), 1)}`,
    rs.reduce((n, x) => n + x.read.errors, 0),
  );
});
const KIND_NAMES = {
  postgres: 'PostgreSQL',
  pglite: 'PGlite (embedded)',
  'embedded-postgres': 'PostgreSQL (embedded, run by the server under DATA_DIR)',
} as const;
const cpuWhere =
  postmasterPid === undefined
    ? 'in the server (PGlite runs inside it)'
    : 'in the server and in PostgreSQL (all its processes)';
const preamble = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB;`,
  `Node ${process.version}; database: ${KIND_NAMES[kind]}; ${CONNECTIONS} connections;`,
  `${RUNS} runs of ${SECONDS} s per read, each right after ${SECONDS} s of /health; medians.`,
  "Target: req/s ≥ 0.5 × health's and p99 ≤ 2 × health's.",
  `CPU: the microseconds of CPU time a request took ${cpuWhere}, from /proc, for the read and for its health;`,
  "the machine's two cores are shared by both and the load generator.",
  'Load: the 1-minute load average of the machine (shared) during the read and its health.',
].join(' ');
const readsTable = [
  tableHead(
    'read',
    'req/s',
    'p99 ms',
    'health req/s',
    'health p99 ms',
    'req/s ÷ health',
    'p99 ÷ health',
    'target met',
    `CPU µs a request${postmasterPid === undefined ? '' : ': server / PostgreSQL'}`,
    "health's CPU µs",
    'load average',
    'errors',
  ),
  rows.join('\n'),
].join('\n');
const csvTable = [
  tableHead(
    `attendance CSV (${lastMonth}), ${RUNS} downloads`,
    'rows',
    'time (median; the first, on a fresh server)',
    'extra peak memory (largest)',
    'load average',
  ),
  tableRow(
    csv.status,
    csvRows,
    `${seconds(csv.ms)} (${seconds(csv.firstMs)})`,
    `${csv.extraMb.toFixed(0)} MB`,
    fmt(loadBeforeCsv, 1),
  ),
].join('\n');
const claimsTable = [
  tableHead(
    `reimbursements CSV (${lastMonth}), ${RUNS} downloads`,
    'claims',
    'time (median; the first)',
    'extra peak memory (largest)',
  ),
  tableRow(
    claimsCsv.status,
    claimsRows,
    `${seconds(claimsCsv.ms)} (${seconds(claimsCsv.firstMs)})`,
    `${claimsCsv.extraMb.toFixed(0)} MB`,
  ),
].join('\n');
/** A run at PUNCH_CONNECTIONS, beside health at as many connections just before it. */
const underLoad = (
  result: { rps: number; p99: number; errors: number },
  healthBefore: { requests: { average: number }; latency: { p99: number } },
) =>
  `${fmt(result.rps)} req/s, p99 ${fmt(result.p99)} ms, ${result.errors} errors; ` +
  `health at ${PUNCH_CONNECTIONS} connections just before: ` +
  `${fmt(healthBefore.requests.average)} req/s, p99 ${fmt(healthBefore.latency.p99)} ms`;
const othersTable = [
  tableHead('other measure', 'result', 'load average'),
  tableRow(
    `sign-in burst: ${BURST} people within 10 s from one address`,
    `${burstOk} of ${BURST} signed in; p99 ${fmt(burstP99)} ms (argon2id, 19 MiB, 2 passes)`,
    fmt(burstLoad, 1),
  ),
  tableRow(
    `check-in/out, ${PUNCH_CONNECTIONS} connections, one person each, ${fmt(punchRows)} punches in the table, one run`,
    underLoad(punchResult, punchHealth),
    fmt(punchLoad, 1),
  ),
  tableRow(
    `bulk import of ${IMPORT_ROWS} new employees (/users/import): the preview, then the import`,
    `preview ${seconds(importPreview.ms)}, import ${seconds(importCommit.ms)} ` +
      `(${importCommit.valid} imported, ${importCommit.invalid} refused)`,
    fmt(importLoad, 1),
  ),
  tableRow(
    `timesheet week save (/timesheet/bulk, two rows), ${PUNCH_CONNECTIONS} connections, one person each, ` +
      `${fmt(timesheetRows)} entries in the table, one run`,
    underLoad(saveResult, saveHealth),
    fmt(saveLoad, 1),
  ),
].join('\n');
const section = `${preamble}\n\n${readsTable}\n\n${csvTable}\n\n${claimsTable}\n\n${othersTable}\n`;
console.log(`\n${section}`);

// BENCHMARKS.md keeps each database's latest figures between its markers.
if (process.env.BENCH_WRITE !== '0' && !only) {
  const file = fileURLToPath(new URL('../../../BENCHMARKS.md', import.meta.url));
  const text = readFileSync(file, 'utf8');
  const open = `<!-- bench:${kind} -->`;
  const close = `<!-- /bench:${kind} -->`;
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  if (from >= 0 && to > from) {
    writeFileSync(file, `${text.slice(0, from + open.length)}\n${section}${text.slice(to)}`);
    console.warn(`BENCHMARKS.md: the ${kind} figures replaced.`);
  } else console.warn(`BENCHMARKS.md has no ${open} … ${close}: figures printed only.`);
}
stop();
