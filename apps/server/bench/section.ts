/** The section `npm run bench` writes into BENCHMARKS.md between its database's markers, and the writing of it. */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { Database } from '../src/db/client';

export const BENCHMARKS_FILE = fileURLToPath(new URL('../../../BENCHMARKS.md', import.meta.url));
/** What scripts/check-line-length.mjs allows. */
const MAX_LINE = 160;

/** One measure of a read (or of health) under autocannon. */
export interface Figures {
  rps: number;
  /** Infinity when nothing answered. */
  p99: number;
  errors: number;
  load: number;
  /** CPU microseconds a request; PGlite runs inside the server, so it has no PostgreSQL side. */
  serverUs: number;
  postgresUs: number | undefined;
}
/** A read's runs, each beside the health measured right before it. */
export interface ReadRuns {
  name: string;
  runs: { health: Figures; read: Figures }[];
}
export interface Download {
  status: number;
  rows: number;
  /** The median of the downloads. */
  ms: number;
  firstMs: number;
  /** The largest of the downloads. */
  extraMb: number;
}
/** A write at `writeConnections`, beside health at as many connections just before it. */
export interface UnderLoad {
  rows: number;
  rps: number;
  p99: number;
  errors: number;
  healthRps: number;
  healthP99: number;
  load: number;
}
export interface Machine {
  cpus: number;
  model: string;
  gib: number;
  node: string;
}
export interface BenchFigures {
  measuredAt: Date;
  machine: Machine;
  kind: Database['kind'];
  /** The large data set's employees. */
  people?: number;
  databaseUrl: string | undefined;
  connections: number;
  runs: number;
  seconds: number;
  reads: ReadRuns[];
  exports: { month: string; attendance: Download; claims: Download; load: number };
  burst: { people: number; seconds: number; signedIn: number; p99: number; load: number };
  writeConnections: number;
  punches: UnderLoad;
  imports: { rows: number; previewMs: number; importMs: number; imported: number; refused: number; load: number };
  weekSaves: UnderLoad;
}

export function thisMachine(): Machine {
  const model = (cpus()[0]?.model ?? 'CPU')
    .replace(/\((R|TM)\)/g, '')
    .replace(/\s+(\d+-Core\s+)?Processor\b/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { cpus: cpus().length, model, gib: Math.round(totalmem() / 2 ** 30), node: process.version };
}

export function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
const fmt = (n: number, digits = 0) =>
  n === Infinity
    ? '∞'
    : Number.isNaN(n)
      ? '–'
      : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const counted = (n: number, noun: string) => `${fmt(n)} ${noun}${n === 1 ? '' : 's'}`;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A Markdown table; Prettier aligns its columns when the file is written. */
function table(head: string[], rows: string[][]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
}

function databaseWords(kind: Database['kind'], databaseUrl: string | undefined): string {
  if (kind === 'embedded-postgres') return 'PostgreSQL embedded, run by the server under `DATA_DIR`';
  if (kind === 'pglite') return 'PGlite, embedded';
  // By hand: libpq's URLs may leave the host out (`postgres://root@/db`), which WHATWG's URL refuses.
  const url = databaseUrl ?? '';
  const host = /[?&]host=([^&]*)/.exec(url)?.[1] ?? /^\w+:\/\/(?:[^@/]*@)?([^/:?]*)/.exec(url)?.[1] ?? '';
  const socket = host === '' || decodeURIComponent(host).startsWith('/');
  return `PostgreSQL at \`DATABASE_URL\`, ${socket ? 'over its socket' : 'over TCP'}`;
}

function intro(f: BenchFigures): string {
  const { cpus, model, gib, node } = f.machine;
  const at = f.measuredAt.toISOString().slice(0, 16).replace('T', ' ');
  const sentence =
    `Measured ${at} UTC on ${cpus} × ${model}, ${gib} GiB, Node ${node}: ${databaseWords(f.kind, f.databaseUrl)}; ` +
    (f.people ? `the large data set of ${fmt(f.people)} employees; ` : '') +
    `${f.connections} connections; ${counted(f.runs, 'run')} of ${f.seconds} s per read, ` +
    `each right after ${f.seconds} s of /ready; medians.`;
  return f.kind === 'pglite'
    ? `${sentence} PGlite runs inside the server: the CPU time is the server's alone.`
    : sentence;
}

type Run = ReadRuns['runs'][number];
const READ_COLUMNS = [
  'read',
  'req/s',
  'p99 ms',
  'health req/s',
  'health p99',
  'ratio',
  'p99 ratio',
  'met',
  'CPU µs',
  'health CPU µs',
  'load',
];

function readRow(read: ReadRuns): string[] {
  // A health that answered nothing (the machine stalled) says nothing of its read.
  const answered = read.runs.filter((x) => x.health.p99 !== Infinity);
  if (answered.length === 0) return [read.name, '–', '–', '–', '–', '–', '–', 'no', '–', '–', '–'];
  const medianOf = (of: (x: Run) => number) => median(answered.map(of));
  const rpsRatio = medianOf((x) => x.read.rps / x.health.rps);
  const p99Ratio = medianOf((x) => x.read.p99 / x.health.p99);
  const cpu = (side: 'read' | 'health') => {
    const server = fmt(medianOf((x) => x[side].serverUs));
    if (answered.every((x) => x[side].postgresUs === undefined)) return server;
    return `${server} / ${fmt(medianOf((x) => x[side].postgresUs ?? NaN))}`;
  };
  const loads = answered.flatMap((x) => [x.health.load, x.read.load]);
  return [
    read.name,
    fmt(medianOf((x) => x.read.rps)),
    fmt(medianOf((x) => x.read.p99)),
    fmt(medianOf((x) => x.health.rps)),
    fmt(medianOf((x) => x.health.p99)),
    `**${fmt(rpsRatio, 2)}**`,
    `**${fmt(p99Ratio, 2)}**`,
    rpsRatio >= 0.5 && p99Ratio <= 2 ? 'yes' : 'no',
    cpu('read'),
    cpu('health'),
    `${fmt(Math.min(...loads), 1)}–${fmt(Math.max(...loads), 1)}`,
  ];
}

/** What the table has no column for: the failed requests, and the runs whose health answered nothing. */
function readNotes(reads: ReadRuns[]): string {
  const failed = reads
    .flatMap((r) => [
      [r.name, sum(r.runs.map((x) => x.read.errors))] as const,
      [`/ready before ${r.name}`, sum(r.runs.map((x) => x.health.errors))] as const,
    ])
    .filter(([, n]) => n > 0);
  const total = sum(failed.map(([, n]) => n));
  const notes = [
    total === 0
      ? 'No request failed.'
      : `${counted(total, 'request')} failed: ${failed.map(([name, n]) => `${name} ${fmt(n)}`).join(', ')}.`,
  ];
  for (const read of reads) {
    const silent = read.runs.filter((x) => x.health.p99 === Infinity).length;
    if (silent === read.runs.length) notes.push(`Health answered nothing in any run of ${read.name}.`);
    else if (silent > 0)
      notes.push(
        `Health answered nothing in ${silent} of ${read.runs.length} runs of ${read.name}: the rest are its figures.`,
      );
  }
  return notes.join(' ');
}

function readsTable(reads: ReadRuns[]): string {
  return `${table(READ_COLUMNS, reads.map(readRow))}\n\n${readNotes(reads)}`;
}

function exportTable(runs: number, { month, attendance, claims, load }: BenchFigures['exports']): string {
  const many = runs > 1;
  const head = [
    `export (${month}), ${many ? `${runs} downloads` : 'one download'}`,
    'rows',
    many ? 'time: median (first, on a fresh server)' : 'time',
    many ? 'extra peak memory (largest)' : 'extra peak memory',
    'load',
  ];
  const row = (name: string, d: Download, loadCell: string) => [
    name,
    d.status === 200 ? String(d.rows) : `HTTP ${d.status}`,
    many ? `${seconds(d.ms)} (${seconds(d.firstMs)})` : seconds(d.ms),
    `${d.extraMb.toFixed(0)} MB`,
    loadCell,
  ];
  return table(head, [
    row('attendance CSV', attendance, fmt(load, 1)),
    row('reimbursements CSV (rows are claims)', claims, ''),
  ]);
}

function otherMeasures(f: BenchFigures): string {
  const { burst, imports, writeConnections } = f;
  const underLoad = (r: UnderLoad) =>
    `${fmt(r.rps)} req/s, p99 ${fmt(r.p99)} ms, ${counted(r.errors, 'error')}; ` +
    `health at ${writeConnections} connections just before: ${fmt(r.healthRps)} req/s, p99 ${fmt(r.healthP99)} ms. ` +
    `Load ${fmt(r.load, 1)}.`;
  const eachOwn = `${writeConnections} connections, one person each`;
  return [
    `Sign-in burst, ${burst.people} people within ${burst.seconds} s from one address: ` +
      `${burst.signedIn} of ${burst.people} signed in; p99 ${fmt(burst.p99)} ms (argon2id, 19 MiB, 2 passes). ` +
      `Load ${fmt(burst.load, 1)}.`,
    `Check-in/out, ${eachOwn}, ${fmt(f.punches.rows)} punches in the table, one run: ${underLoad(f.punches)}`,
    `Bulk import of ${imports.rows} new employees (/users/import): preview ${seconds(imports.previewMs)}, ` +
      `import ${seconds(imports.importMs)} (${imports.imported} imported, ${imports.refused} refused). ` +
      `Load ${fmt(imports.load, 1)}.`,
    `Timesheet week save (/timesheet/bulk, two rows), ${eachOwn}, ${fmt(f.weekSaves.rows)} entries in the table, ` +
      `one run: ${underLoad(f.weekSaves)}`,
  ]
    .map((item) => `- ${item}`)
    .join('\n');
}

/** Unformatted: writeSection formats it with the rest of the file. */
export function benchSection(f: BenchFigures): string {
  return [intro(f), readsTable(f.reads), exportTable(f.runs, f.exports), otherMeasures(f)].join('\n\n');
}

/**
 * Replaces what stands between `<!-- bench:<kind> -->` and `<!-- /bench:<kind> -->` and formats the file as
 * `npm run lint` checks it. False when the file has no such markers.
 */
export async function writeSection(file: string, kind: string, section: string): Promise<boolean> {
  const text = readFileSync(file, 'utf8');
  const open = `<!-- bench:${kind} -->`;
  const close = `<!-- /bench:${kind} -->`;
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  if (from < 0 || to < from) return false;
  const spliced = `${text.slice(0, from + open.length)}\n\n${section}\n\n${text.slice(to)}`;
  // The repository's settings, also for a copy of the file outside it.
  const options = await prettier.resolveConfig(BENCHMARKS_FILE);
  const formatted = await prettier.format(spliced, { ...options, filepath: file });
  writeFileSync(file, formatted);
  const long = formatted.split('\n').filter((line) => [...line].length > MAX_LINE);
  for (const line of long) console.warn(`${file}: a line over ${MAX_LINE} characters: ${line}`);
  return true;
}
