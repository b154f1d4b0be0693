/** What the parts of `npm run seed:large` share: its size, its people's chunks and its progress lines. */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../db/client';

/** What the seed needs of a database: the bench's and the tests' both have it. */
export type LargeDatabase = Pick<Database, 'db' | 'kind'>;

export const DEFAULT_PEOPLE = 5_000;
const MIN_PEOPLE = 100;
const MAX_PEOPLE = 100_000;
/** Six months of history: 50,000 people make about 12 million punches, and seed within the half hour. */
export const DAYS_BACK = 183;
/** People a statement writes for: each statement's work and memory stay the same at any size. */
const CHUNK = 5_000;

/** The large set's people are those whose employee code starts so. */
export const LARGE = sql.raw(`e.employee_code like 'LG%'`);

/** How many heads and managers a company of `people` has: teams of about 50, about ten managers a head. */
export interface LargeShape {
  people: number;
  heads: number;
  managers: number;
}
export function largeShape(people: number): LargeShape {
  const managers = Math.max(1, Math.round(people / 50));
  return { people, heads: Math.max(1, Math.round(managers / 10)), managers };
}

/** Person g's username: five digits up to 99,999, as the bench and the demo's guides write them. */
export const largeUsername = (g: number) => `emp${String(g).padStart(5, '0')}`;
export const usernameSql = (g: SQL) => sql`'emp' || lpad(${g}::text, greatest(5, length(${g}::text)), '0')`;

/** Who the bench signs in as: the first manager (a team of about 50), and one of their staff. */
export function largeSample(shape: LargeShape): { manager: string; employee: string } {
  return { manager: largeUsername(shape.heads + 1), employee: largeUsername(shape.heads + shape.managers + 90) };
}

/** SEED_EMPLOYEES, or the default; a clear message when it is not a size the seed makes. */
export function seedEmployees(value = process.env.SEED_EMPLOYEES): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PEOPLE;
  const people = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isInteger(people) || people < MIN_PEOPLE || people > MAX_PEOPLE)
    throw new Error(
      `SEED_EMPLOYEES must be a whole number of people from ${MIN_PEOPLE} to ${MAX_PEOPLE} (such as 50000), ` +
        `not "${value}".`,
    );
  return people;
}

export const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** node-postgres says rowCount, PGlite affectedRows. */
const affected = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

export interface Progress {
  /** Prints one line: the part, its rows so far, and the seconds since the seed started. */
  say(line: string): void;
  seconds(): number;
}
export function startProgress(): Progress {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  return { seconds, say: (line) => console.warn(`${line} (${seconds()} s)`) };
}

/**
 * Runs `statement(from, to)` for each chunk of the large set's user ids, printing the rows written so far;
 * answers their number.
 */
export async function inChunks(
  tx: Executor,
  progress: Progress,
  part: string,
  statement: (from: number, to: number) => SQL,
): Promise<number> {
  const [range] = await rowsOf<{ lo: number; hi: number; n: number }>(
    tx,
    sql`select min(e.user_id)::int as lo, max(e.user_id)::int as hi, count(*)::int as n from employees e where ${LARGE}`,
  );
  if (!range || range.n === 0) return 0;
  let total = 0;
  for (let lo = range.lo; lo <= range.hi; lo += CHUNK) {
    const hi = Math.min(lo + CHUNK - 1, range.hi);
    total += affected(await tx.execute(statement(lo, hi)));
    const people = Math.min(range.n, hi - range.lo + 1);
    progress.say(`${part}: ${total.toLocaleString('en')} rows, ${people.toLocaleString('en')} of ${range.n} people`);
  }
  return total;
}

/** `e.user_id` within a chunk. */
export const inChunk = (from: number, to: number, column = sql.raw('e.user_id')) =>
  sql`${column} between ${from}::int and ${to}::int`;

/**
 * Runs `load` with the tables' non-unique indexes and foreign keys dropped, then makes them again in the same
 * transaction: one sort an index and one join a key instead of a lookup a row (PostgreSQL's "Populating a
 * Database"). Locks the tables until the commit: for a seed before the server starts.
 */
export async function withoutIndexes(
  tx: Executor,
  progress: Progress,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const names = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = await rowsOf<{ name: string; def: string }>(
    tx,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid::regclass::text in (${names}) and not i.indisunique`,
  );
  const keys = await rowsOf<{ owner: string; name: string; def: string }>(
    tx,
    sql`select conrelid::regclass::text as owner, conname as name, pg_get_constraintdef(oid) as def
      from pg_constraint where contype = 'f' and conrelid::regclass::text in (${names})`,
  );
  for (const k of keys)
    await tx.execute(sql`alter table ${sql.identifier(k.owner)} drop constraint ${sql.identifier(k.name)}`);
  for (const i of indexes) await tx.execute(sql`drop index ${sql.identifier(i.name)}`);
  await load();
  await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
  for (const i of indexes) await tx.execute(sql.raw(i.def));
  progress.say(`${tables.join(', ')}: ${indexes.length} indexes made again`);
  for (const k of keys)
    await tx.execute(
      sql`alter table ${sql.identifier(k.owner)} add constraint ${sql.identifier(k.name)} ${sql.raw(k.def)}`,
    );
  progress.say(`${tables.join(', ')}: ${keys.length} foreign keys checked and made again`);
}

/** Fresh statistics for the tables just written, so that the next statements join them as they are. */
export async function analyze(tx: Executor, ...tables: string[]): Promise<void> {
  for (const table of tables) await tx.execute(sql`analyze ${sql.identifier(table)}`);
}
