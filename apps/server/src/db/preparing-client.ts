import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements a connection keeps prepared at most; past it, new texts go unnamed (parsed and planned each time). */
const MAX_STATEMENTS_PER_CONNECTION = 1_000;
/** Only these can be prepared; utility statements (BEGIN, SET, DDL of the migrations) go as they come. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();
/** A statement's name from its text: the same text is the same statement on every connection. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_STATEMENTS_PER_CONNECTION * 4) names.clear();
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}


/**
 * A node-postgres client that prepares every statement it is given as a query config with parameters:
 * named by a hash of its text, PostgreSQL parses it once per connection and, with the connection's
 * `plan_cache_mode=force_generic_plan` (db/client.ts), plans it once. drizzle names only the statements
 * the hot reads prepare themselves (db/prepared.ts); every other query was parsed and planned on each
 * execution, which on the benchmark was most of PostgreSQL's time for a page of claims or tickets
 * (BENCHMARKS.md). A text of its own per call (values written into the SQL) would grow each
 * connection's statements without end, so a connection names at most 1,000 of them.
 */
export class PreparingClient extends pg.Client {
  private prepared = 0;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has a dozen overloads; this passes each through.
  override query(config: any, values?: any, callback?: any): any {
    return super.query(this.named(config, values) as string, values, callback);
  }

  private named(config: unknown, values: unknown): unknown {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfigLike;
    const params = Array.isArray(values) ? values : query.values;
    if (query.name !== undefined || typeof query.text !== 'string' || !Array.isArray(params) || params.length === 0) return config;
    if (!PREPARABLE.test(query.text)) return config;
    const name = nameOf(query.text);
    // pg keeps the texts it has parsed on this connection; a name it knows costs nothing more.
    const parsed = (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
    if (parsed[name] === undefined) {
      if (this.prepared >= MAX_STATEMENTS_PER_CONNECTION) return config;
      this.prepared++;
    }
    return { ...query, name };
  }
}
