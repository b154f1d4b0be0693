import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { BENCHMARKS_FILE, benchSection, writeSection, type BenchFigures, type Figures } from './section';

const READS = [
  'users/context',
  'status (today)',
  'month calendar',
  'leave balances',
  'pending approvals (manager of 49)',
  'notifications page',
  'HR approvals: pending claims page',
  'my tickets page',
  'timesheet week',
  'timesheet month (calendar summary)',
];

const measure = (rps: number, p99: number, serverUs: number, postgresUs: number | undefined): Figures => ({
  rps,
  p99,
  errors: 0,
  load: 2.4,
  serverUs,
  postgresUs,
});

/** Figures at the wide end of what the machines here give: five-digit req/s, four-digit CPU µs on both sides. */
function sample(kind: Database['kind'], runs = 3): BenchFigures {
  const postgres = kind !== 'pglite';
  return {
    measuredAt: new Date('2026-12-02T10:15:00Z'),
    machine: { cpus: 2, model: 'AMD EPYC', gib: 24, node: 'v20.20.2' },
    kind,
    databaseUrl: kind === 'postgres' ? 'postgres://root@/bench?host=/var/run/postgresql' : undefined,
    connections: 50,
    runs,
    seconds: 10,
    reads: READS.map((name, i) => ({
      name,
      runs: Array.from({ length: runs }, (_, run) => ({
        health: { ...measure(12_600 - run, 25, 1_224, postgres ? 1_071 : undefined), load: 1.9 },
        read: measure(10_581 - i * 1_000, 80 + i, 1_278, postgres ? 1_068 : undefined),
      })),
    })),
    exports: {
      month: '2026-11',
      attendance: { status: 200, rows: 5_025, ms: 920, firstMs: 1_920, extraMb: 57.4 },
      claims: { status: 200, rows: 5_109, ms: 170, firstMs: 200, extraMb: 4.2 },
      load: 1.8,
    },
    burst: { people: 100, seconds: 10, signedIn: 100, p99: 66.2, load: 1.7 },
    writeConnections: 20,
    punches: { rows: 2_415_216, rps: 1_527.4, p99: 31, errors: 0, healthRps: 6_686.1, healthP99: 13, load: 2.3 },
    imports: { rows: 500, previewMs: 100, importMs: 400, imported: 500, refused: 0, load: 2.6 },
    weekSaves: { rows: 1_560_250, rps: 253.2, p99: 171, errors: 0, healthRps: 4_372, healthP99: 12, load: 2.6 },
  };
}

const between = (text: string, kind: string) =>
  text.slice(text.indexOf(`<!-- bench:${kind} -->`), text.indexOf(`<!-- /bench:${kind} -->`));
const NUMBER = /\d[\d,.]*/g;
/** A section without its figures: a table as its head and first column, a paragraph or list item on one line. */
const shape = (section: string) =>
  section
    .split(/\n{2,}/)
    .slice(1)
    .flatMap((block) => {
      if (!block.startsWith('|')) return block.split(/\n(?=- )/).map((item) => item.replace(/\s*\n\s*/g, ' '));
      const cells = (line: string) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim());
      const [head, , ...rows] = block.split('\n');
      return [cells(head!).join(' | '), ...rows.map((row) => cells(row)[0]!)];
    })
    .map((block) => block.trim().replace(NUMBER, '#'))
    .filter(Boolean);

describe("the bench's section of BENCHMARKS.md", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(['embedded-postgres', 'postgres'] as const)(
    'is written for %s in the shape the file has, formatted, every line within 160 characters',
    async (kind) => {
      dir = mkdtempSync(join(tmpdir(), 'bench-section-'));
      const file = join(dir, 'BENCHMARKS.md');
      copyFileSync(BENCHMARKS_FILE, file);
      const committed = readFileSync(file, 'utf8');

      expect(await writeSection(file, kind, benchSection(sample(kind)))).toBe(true);

      const written = readFileSync(file, 'utf8');
      // The file says above the sections that no read had an error; the written section says it itself.
      expect(shape(between(written, kind))).toEqual([
        ...shape(between(committed, kind)).slice(0, 12),
        'No request failed.',
        ...shape(between(committed, kind)).slice(12),
      ]);
      expect(between(written, kind)).toContain('| **0.84** ');
      expect(written.slice(0, written.indexOf(`<!-- bench:${kind} -->`))).toBe(
        committed.slice(0, committed.indexOf(`<!-- bench:${kind} -->`)),
      );
      expect(written.slice(written.indexOf(`<!-- /bench:${kind} -->`))).toBe(
        committed.slice(committed.indexOf(`<!-- /bench:${kind} -->`)),
      );
      const options = await prettier.resolveConfig(BENCHMARKS_FILE);
      expect(await prettier.check(written, { ...options, filepath: BENCHMARKS_FILE })).toBe(true);
      expect(written.split('\n').filter((line) => [...line].length > 160)).toEqual([]);
    },
  );

  it('says how many requests failed, and where health answered nothing', () => {
    const figures = sample('postgres');
    figures.reads[0]!.runs[1]!.read.errors = 2;
    figures.reads[2]!.runs[0]!.health.errors = 1;
    figures.reads[3]!.runs[2]!.health.p99 = Infinity;
    for (const run of figures.reads[8]!.runs) run.health.p99 = Infinity;

    const section = benchSection(figures);

    expect(section).toContain(
      '3 requests failed: users/context 2, /ready before month calendar 1. ' +
        'Health answered nothing in 1 of 3 runs of leave balances: the rest are its figures. ' +
        'Health answered nothing in any run of timesheet week.',
    );
    expect(section).toContain('| timesheet week | – | – | – | – | – | – | no | – | – | – |');
  });

  it('names the size of the large data set when it is told', () => {
    const section = benchSection({ ...sample('postgres', 1), people: 50_000 });

    expect(section).toContain(
      'over its socket; the large data set of 50,000 employees; 50 connections; 1 run of 10 s per read',
    );
  });

  it("gives PGlite's CPU time as the server's alone, and one download as the file has it", () => {
    const section = benchSection(sample('pglite', 1));

    expect(section).toContain(
      'PGlite, embedded; 50 connections; 1 run of 10 s per read, each right after 10 s of /ready; medians. ' +
        "PGlite runs inside the server: the CPU time is the server's alone.",
    );
    expect(section).toContain(
      '| users/context | 10,581 | 80 | 12,600 | 25 | **0.84** | **3.20** | no | 1,278 | 1,224 | 1.9–2.4 |',
    );
    const committed = readFileSync(BENCHMARKS_FILE, 'utf8');
    expect(shape(`\n\n${section}`)).toContain(shape(between(committed, 'pglite')).find((b) => b.startsWith('export')));
  });
});
