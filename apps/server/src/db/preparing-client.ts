import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
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

/** What node-postgres's RowDescription message and Result hold that DescribedQuery reuses (pg/lib/query.js, result.js). */
interface RowDescription {
  fields: unknown[];
}
interface PgResult {
  fields: unknown[];
  _types: unknown;
  _parsers: unknown[];
  _prebuiltEmptyResultObject: unknown;
}
interface PgConnection {
  bind(config: { portal: string; statement: string; values: unknown; binary: unknown; valueMapper: (value: unknown) => unknown }): void;
  close(config: { type: 'S'; name: string }): void;
  sync(): void;
}
interface PgQuery {
  name?: string;
  text?: string;
  values?: unknown[];
  portal: string;
  binary?: boolean;
  rows?: number;
  callback?: (err: Error | null, result?: unknown) => void;
  _result: PgResult;
  _accumulateRows: boolean;
  hasBeenParsed(connection: PgConnection): boolean;
  prepare(connection: PgConnection): void;
  handleRowDescription(message: RowDescription): void;
  handleError(err: unknown, connection: PgConnection): void;
  _checkForMultirow(): void;
  _getRows(connection: PgConnection, rows: number | undefined): void;
  listeners(event: string): unknown[];
}
const require = createRequire(import.meta.url);
const Query = require('pg/lib/query') as new (config: unknown, values?: unknown, callback?: unknown) => PgQuery;
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

/** What PostgreSQL described of a named statement's rows on a connection, with the parsers node-postgres made of it. */
interface Description {
  message: RowDescription;
  types: unknown;
  parsers: unknown[];
  empty: unknown;
}
const descriptions = new WeakMap<PgConnection, Map<string, Description>>();

/**
 * A named statement's query that asks PostgreSQL to describe its rows the first time only on a connection:
 * node-postgres describes the portal on every execution, and makes of each description its parsers and an
 * empty row anew (on users/context, a tenth of the server's time). A named statement's
 * rows keep their shape on its connection (PostgreSQL refuses to run it once a change of schema alters them,
 * "cached plan must not change result type"), so the first description serves every later execution.
 */
class DescribedQuery extends Query {
  private connection: PgConnection | undefined;

  override prepare(connection: PgConnection): void {
    const known = this.rows === undefined && this.hasBeenParsed(connection) ? descriptions.get(connection)?.get(this.name!) : undefined;
    if (!known) {
      this.connection = connection;
      super.prepare(connection);
      return;
    }
    // pg's prepare of a statement parsed on this connection, without the portal's describe.
    try {
      connection.bind({ portal: this.portal, statement: this.name!, values: this.values, binary: this.binary, valueMapper: prepareValue });
    } catch (err) {
      connection.close({ type: 'S', name: this.name! });
      connection.sync();
      this.handleError(err, connection);
      return;
    }
    this.described(known);
    this._getRows(connection, this.rows);
  }

  override handleRowDescription(message: RowDescription): void {
    super.handleRowDescription(message);
    if (!this.connection || !this.name) return;
    let known = descriptions.get(this.connection);
    if (!known) descriptions.set(this.connection, (known = new Map()));
    const result = this._result;
    known.set(this.name, { message, types: result._types, parsers: result._parsers, empty: result._prebuiltEmptyResultObject });
  }

  /** handleRowDescription of a known description, its parsers made again only for parsers of other types. */
  private described(known: Description): void {
    if (known.types !== this._result._types) {
      super.handleRowDescription(known.message);
      return;
    }
    this._checkForMultirow();
    Object.assign(this._result, { fields: known.message.fields, _parsers: known.parsers, _prebuiltEmptyResultObject: known.empty });
    this._accumulateRows = !!this.callback || this.listeners('row').length === 0;
  }
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
    const named = this.named(config, values) as QueryConfigLike | string;
    if (typeof named !== 'object' || named === null || typeof named.name !== 'string' || typeof (named as { submit?: unknown }).submit === 'function') {
      return super.query(named as string, values, callback);
    }
    // A named statement goes as a DescribedQuery; pg makes the promise only of the queries it builds itself.
    const query = new DescribedQuery(named, values, callback);
    if (query.callback) return void super.query(query as unknown as pg.Submittable);
    return new Promise((resolve, reject) => {
      query.callback = (err, result) => (err ? reject(err) : resolve(result));
      super.query(query as unknown as pg.Submittable);
    }).catch((err: unknown) => {
      // As pg does: the stack of the caller that asked, not of the socket's read.
      if (err instanceof Error) Error.captureStackTrace(err);
      throw err;
    });
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
