import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';
import createSubscriber from 'pg-listen';
import { Lane } from './lane';
import { useLane } from './prepared';

export type Schema = typeof schema;
/** PGlite and node-postgres give the same query builder; the services see only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service takes either the database or a transaction already open. */
export type Executor = Db | Tx;

/** node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as { rows: Row[] };
  return result.rows;
}

export interface Database {
  db: Db;
  /** PGlite, PostgreSQL at DATABASE_URL, or PostgreSQL the server runs itself under DATA_DIR (decision 009). */
  kind: 'pglite' | 'postgres' | 'embedded-postgres';
  /** NOTIFY from any server process on the same database reaches the handler. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** For a library's SQL (the job queue's): without values, a script whose last result is answered. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** node-postgres's pool, for the metrics; PGlite has none. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** `waiting`: queries waiting for a connection. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: one server migrates while the others on the same database wait. */
const MIGRATION_LOCK_KEY = 804_202_611;

export async function openPglite(source: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const client = await PGlite.create({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    listen: (channel, handler) => client.listen(channel, handler),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      try {
        return (await client.exec(text)).at(-1) ?? { rows: [] };
      } catch (err) {
        // A failed script may leave its transaction aborted.
        await client.exec('rollback').catch(() => undefined);
        throw err;
      }
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const connection = {
    connectionString: url,
    // Named statements (db/prepared.ts) keep one plan per connection, where PostgreSQL would replan them often.
    // A generic plan does not know a page's limit and overestimates it: its JIT compiling and parallel workers
    // cost far more than the read.
    options: '-c plan_cache_mode=force_generic_plan -c jit=off -c max_parallel_workers_per_gather=0',
  };
  const pool = new pg.Pool({ ...connection, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection that PostgreSQL drops is replaced on next use, and must not crash the process.
  pool.on('error', () => undefined);
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(conn), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    conn.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lane = new Lane(connection);
  await lane.open().catch(async (err: unknown) => {
    await pool.end();
    throw err;
  });
  useLane(db, lane);
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    listen: async (channel, handler) => {
      const stop = await listen(url, channel, handler);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    executeSql: (text, values) => executeOnPool(pool, text, values),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await untilQuiet(() => pool.totalCount > pool.idleCount || pool.waitingCount > 0 || lane.inFlight > 0);
      await Promise.all([...listeners].map((stop) => stop()));
      await lane.end();
      await pool.end();
    },
  };
}

/** A script runs on a connection of its own, which goes back with no transaction left open. */
async function executeOnPool(pool: pg.Pool, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values?.length) return pool.query(text, values);
  const connection = await pool.connect();
  try {
    const results = (await connection.query(text)) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results;
  } catch (err) {
    await connection.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    connection.release();
  }
}

/** Handlers of requests whose clients went away may still be between two statements when the port closes. */
async function untilQuiet(busy: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (busy()) quietSince = Date.now();
    else if (Date.now() - quietSince >= 100) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The application_name of LISTEN connections, as pg_stat_activity shows them. */
export const LISTEN_APPLICATION_NAME = 'staffdesk-listen';

/**
 * pg-listen's connection reconnects for as long as it takes; what was notified meanwhile is lost, and the
 * screens read it on their next load. The server does not start without the first connection.
 */
async function listen(url: string, channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
  const subscriber = createSubscriber(
    { connectionString: url, application_name: LISTEN_APPLICATION_NAME },
    {
      parse: (payload) => payload,
      retryInterval: (attempt) => Math.min(30_000, 500 * 2 ** attempt),
      retryLimit: Infinity,
      retryTimeout: Infinity,
    },
  );
  subscriber.notifications.on(channel, (payload: string) => handler(payload));
  subscriber.events.on('error', () => undefined);
  await subscriber.connect();
  try {
    await subscriber.listenTo(channel);
  } catch (err) {
    await subscriber.close().catch(() => undefined);
    throw err;
  }
  return () => subscriber.close();
}
