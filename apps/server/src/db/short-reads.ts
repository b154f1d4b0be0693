import type pg from 'pg';
import { PreparingClient } from './preparing-client';

/** The application_name of the short-read connection, as pg_stat_activity shows it. */
export const SHORT_READS_APPLICATION_NAME = 'staffdesk-short-reads';

/** After a failed connection attempt, short reads go to the pool for this long before the next attempt. */
const RETRY_AFTER_MS = 1_000;

/**
 * The lane of short reads (the session check, one person's day or balances, a page of one user's rows):
 * one connection in pipeline mode that every request shares. Statements are written as they come, without
 * waiting for the ones before to finish, and PostgreSQL answers them in order; under load, one wake-up of
 * the server and of the backend then carries many statements instead of one. On the benchmark the hot
 * reads answered 1.3–1.8 times as many requests a second as with a pooled connection per statement
 * (BENCHMARKS.md).
 *
 * A long statement here would hold up every short read written after it, so exports, organisation-wide
 * lists (a decider's queue of open requests aside: openQueueLane in db/prepared.ts) and every transaction
 * use the pool (`connect()` hands out one of its connections; drizzle takes an object whose class name says
 * Pool for one and opens transactions that way). While the connection is down (a restart, a terminated
 * backend) reads go to the pool and the lane reconnects in the background; statements in flight when it
 * dropped fail.
 */
export class ShortReadsPool {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private failedAt = 0;
  private closed = false;
  /** Statements sent and not answered yet, on the lane or through it to the pool. */
  inFlight = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly config: pg.ClientConfig,
  ) {}

  /** Connects once; the server does not start when PostgreSQL cannot be reached. */
  async open(): Promise<void> {
    await this.reconnect();
    if (!this.client) throw new Error('cannot open the short-read connection');
  }

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = this.client;
    if (!client && !this.connecting && !this.closed && Date.now() - this.failedAt >= RETRY_AFTER_MS) void this.reconnect();
    this.inFlight++;
    try {
      return await (client ?? this.pool).query(config, values);
    } finally {
      this.inFlight--;
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async end(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }

  private reconnect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = new PreparingClient({ ...this.config, application_name: SHORT_READS_APPLICATION_NAME, pipeline: true } as pg.ClientConfig);
      const drop = () => {
        if (this.client === client) this.client = undefined;
      };
      client.on('error', drop);
      client.on('end', drop);
      try {
        await client.connect();
        if (this.closed) await client.end();
        else this.client = client;
      } catch {
        this.failedAt = Date.now();
        await client.end().catch(() => undefined);
      } finally {
        this.connecting = undefined;
      }
    })();
    return this.connecting;
  }
}
