import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import type { Db } from './client';

/** As pg_stat_activity shows it. */
export const LANE_APPLICATION_NAME = 'staffdesk-lane';

/** After a failed connection attempt, statements go to the pool for this long before the next attempt. */
const RETRY_AFTER_MS = 1_000;

/**
 * One pipelined connection for the prepared statements outside transactions: under load one wake-up of the
 * server and the backend carries many statements (decision 011). While it is down, statements go to the pool.
 */
export class Lane {
  private db: Db | undefined;
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private failedAt = 0;
  private closed = false;
  /** close waits for them. */
  inFlight = 0;

  constructor(private readonly config: pg.ClientConfig) {}

  /** Connects once; the server does not start when PostgreSQL cannot be reached. */
  async open(): Promise<void> {
    await this.reconnect();
    if (!this.db) throw new Error('cannot open the pipelined connection');
  }

  /** Undefined while it is down; starts a reconnect when one is due. */
  current(): Db | undefined {
    if (!this.db && !this.connecting && !this.closed && Date.now() - this.failedAt >= RETRY_AFTER_MS)
      void this.reconnect();
    return this.db;
  }

  async end(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.db = undefined;
    this.client = undefined;
    await client?.end();
  }

  private reconnect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = new pg.Client({ ...this.config, application_name: LANE_APPLICATION_NAME, pipeline: true });
      const db = drizzle(client, { schema }) as unknown as Db;
      const drop = () => {
        if (this.db === db) this.db = undefined;
      };
      client.on('error', drop);
      client.on('end', drop);
      try {
        await client.connect();
        if (this.closed) await client.end();
        else [this.db, this.client] = [db, client];
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
