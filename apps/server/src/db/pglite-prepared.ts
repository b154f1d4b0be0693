import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared at once by default; past it the least recently prepared is closed. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** The parameters' types, as the server inferred them: they choose each value's serializer. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Names are unique in the process: two of these objects on one PGlite must not take each other's. */
let counter = 0;

/** The error PostgreSQL gives a prepared statement whose tables changed shape under it. */
const isStalePlan = (err: unknown) => err instanceof Error && /cached plan must not change result type/.test(err.message);

/**
 * PGlite's `query` with each statement prepared once. PGlite's own `query` runs six protocol steps for every
 * statement (parse, describe, bind, describe, execute, sync), each a separate pass of PostgreSQL's main loop
 * in WebAssembly, and parses and plans the SQL each time. Here the first use of a statement's text parses it
 * under a name; every later use is one pass: bind, describe, execute and sync written together.
 * drizzle's statements take their values as parameters, so the texts are few (bounded by `maxStatements`
 * all the same).
 *
 * Statements run under PGlite's own locks, as its `query` does: never inside another caller's transaction.
 * Transactions (`transaction()`) keep PGlite's own path; anything else given to this object goes to PGlite.
 */
export class PreparedPglite {
  private readonly statements = new Map<string, Statement>();

  constructor(
    readonly pg: PGlite,
    private readonly maxStatements = MAX_STATEMENTS,
  ) {}

  /** A drizzle client: `query` prepared, the rest (transactions, listen, close) PGlite's. */
  static client(pg: PGlite): PGlite {
    const prepared = new PreparedPglite(pg);
    const query = prepared.query.bind(prepared);
    return new Proxy(pg, {
      get(target, key) {
        if (key === 'query') return query;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // Files (COPY) go PGlite's way.
    if (options?.blob) return this.pg.query<T>(text, params, options);
    return this.pg._runExclusiveTransaction(() => this.pg._runExclusiveQuery(() => this.run<T>(text, params, options)));
  }

  private async run<T>(text: string, params: unknown[], options: QueryOptions | undefined, retried = false): Promise<Results<T>> {
    const statement = this.statements.get(text) ?? (await this.prepare(text, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    let messages;
    try {
      messages = await this.pg.execProtocolStream(
        concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
    } catch (err) {
      if (!retried && isStalePlan(err)) {
        await this.forget(text);
        return this.run<T>(text, params, options, true);
      }
      throw Object.assign(err as Error, { query: text, params, queryOptions: options });
    }
    if (!this.pg.isInTransaction()) await this.pg.syncToFs();
    return parse.parseResults(messages, this.pg.parsers, options)[0] as Results<T>;
  }

  private async prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const parts: Uint8Array[] = [];
    if (this.statements.size >= this.maxStatements) {
      const [oldest, { name }] = this.statements.entries().next().value as [string, Statement];
      this.statements.delete(oldest);
      parts.push(serialize.close({ type: 'S', name }));
    }
    const name = `staffdesk_${++counter}`;
    parts.push(serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync());
    let messages;
    try {
      messages = await this.pg.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (err) {
      throw Object.assign(err as Error, { query: text, queryOptions: options });
    }
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(text, statement);
    return statement;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    await this.pg.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }
}
