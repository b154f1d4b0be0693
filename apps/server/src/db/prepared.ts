import { createHash } from 'node:crypto';
import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import type { Db, Executor } from './client';
import type { Lane } from './lane';

/** The pipelined connection of a database (PostgreSQL's only; db/lane.ts), where its prepared statements go. */
const lanes = new WeakMap<Executor, Lane>();
export const useLane = (db: Db, lane: Lane) => void lanes.set(db, lane);

/** A statement's name from its text: the same text is the same statement on every connection, and its plan is kept. */
const statementName = (text: string) => `s_${createHash('sha1').update(text).digest('base64url')}`;

/** What drizzle's query builders have that a prepared statement is made of (their public toSQL and prepare). */
interface Preparable {
  toSQL(): { sql: string };
  prepare(name: string): { execute(params?: Record<string, unknown>): Promise<unknown> };
}
type PreparedOf<Q> = Q extends { prepare(name: string): infer P } ? P : never;
type RowsOf<Q> =
  PreparedOf<Q> extends { execute(params?: Record<string, unknown>): Promise<infer Rows> } ? Rows : never;

/**
 * A statement of the hot reads, built once per executor by drizzle and prepared under a name of its text: PostgreSQL
 * parses and plans it once per connection (decision 011). Outside a transaction it runs on the database's
 * pipelined connection. Values go in through `sql.placeholder(name)`.
 */
export function preparedQuery<Q extends Preparable>(
  build: (executor: Executor) => Q,
): (executor: Executor, params?: Record<string, unknown>) => Promise<RowsOf<Q>> {
  // Keyed by executor: the database's live as long as the server, a transaction's as long as it.
  const statements = new WeakMap<Executor, Preparable['prepare'] extends (name: string) => infer P ? P : never>();
  // The text is the same on every executor: a transaction's build need not write it out a second time for its name.
  let name: string | undefined;
  const statementOf = (executor: Executor) => {
    let statement = statements.get(executor);
    if (!statement) {
      const query = build(executor);
      name ??= statementName(query.toSQL().sql);
      statements.set(executor, (statement = query.prepare(name)));
    }
    return statement;
  };
  return async (executor, params = {}) => {
    const lane = lanes.get(executor);
    const pipelined = lane?.current();
    if (!lane || !pipelined) return (await statementOf(executor).execute(params)) as RowsOf<Q>;
    lane.inFlight++;
    try {
      return (await statementOf(pipelined).execute(params)) as RowsOf<Q>;
    } finally {
      lane.inFlight--;
    }
  };
}

/**
 * Raw SQL (a select, with `sql.placeholder`s) prepared the same way: a select of its named columns from it, which
 * PostgreSQL plans as the statement itself. Rows come as node-postgres gives them through drizzle (timestamps
 * and dates as text, JSON parsed).
 */
export function preparedSql<Row extends object>(
  query: SQL,
  columns: readonly (keyof Row & string)[],
): (executor: Executor, params: Record<string, unknown>) => Promise<Row[]> {
  const fields = Object.fromEntries(columns.map((column) => [column, sql`x.${sql.identifier(column)}`]));
  const statement = preparedQuery((executor) => executor.select(fields).from(sql`(${query}) x`));
  return async (executor, params) => (await statement(executor, params)) as Row[];
}

/**
 * A list's filters as conditions on placeholders (`sql.placeholder(name)`), each with the values it takes: the
 * names of those values (or, for a condition without values, the name it is given) tell one shape of the list
 * from another, and each shape is prepared once.
 */
export class PlaceholderFilters {
  private readonly filters: { name: string; where: SQL; values: Record<string, unknown> }[] = [];

  add(where: SQL, values: Record<string, unknown>, name = Object.keys(values).join('+')): this {
    this.filters.push({ name, where, values });
    return this;
  }

  /** Which filters there are, by name. */
  get shape(): string {
    return this.filters.map((f) => f.name).join(',');
  }

  get conditions(): SQL[] {
    return this.filters.map((f) => f.where);
  }

  get params(): Record<string, unknown> {
    return Object.assign({}, ...this.filters.map((f) => f.values)) as Record<string, unknown>;
  }
}

/** What every list is asked for: a page, its size, a sort and its order. */
export interface ListQuery<Sort extends string> {
  page: number;
  pageSize: number;
  sort: Sort;
  order: SortOrder;
}

/** The rows of the page asked for. */
export const pageWindow = (query: ListQuery<string>) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** A list's sorts: each its column; ties go by id in the same direction. */
export type ListSorts<Sort extends string> = Record<Sort, SQLWrapper>;

/**
 * The condition of a page after the first: its rows' ids, found first by the list's own condition and order
 * with the placeholders `limit` and `offset`. PostgreSQL works out a statement's columns for the rows an offset
 * skips as well, and a list's columns read other tables (names, files, a balance) for each: HR's claims at page
 * 3,000 took 1.6 s that way. The ids alone come from the list's index, and only the page's rows read the rest.
 * The subquery reads the same table under the same name, so the condition's and the order's columns are its own.
 */
export const pageAfterFirst = (list: { table: PgTable; id: SQLWrapper; where: SQL | undefined; orderBy: SQL[] }) =>
  sql`${list.id} = any(array(select ${list.id} from ${list.table} where ${list.where ?? sql`true`} order by ${sql.join(list.orderBy, sql`, `)} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}))`;

type Page<Item> = { items: Item[]; total: number; page: number; pageSize: number };

/**
 * Pages of a list read on every visit of a screen (every request family's): one statement prepared per shape of
 * the list (its scope, its filters and the sort), built on first use. `scopes` are the conditions of whose rows
 * a list shows, on placeholders their callers fill. Each row carries the total, a count PostgreSQL runs once per
 * execution (an uncorrelated subquery: a window count would work out every matching row's columns), so a page
 * is one round trip; a page past the end, which has no row to carry it, asks for the first row. A page after the
 * first finds its rows' ids first (pageAfterFirst), so that the rows it skips cost no columns.
 */
export function preparedListPages<
  Row,
  Item,
  Scope extends string,
  Sort extends string,
  Query extends ListQuery<Sort>,
>(list: {
  table: PgTable;
  columns: SelectedFields;
  id: SQLWrapper;
  scopes: Record<Scope, SQL>;
  sorts: ListSorts<Sort>;
  /** The query's filters, on placeholders. */
  filters: (query: Query) => PlaceholderFilters;
  /** The page's rows as the API answers them, read further (files, say) on the caller's executor. */
  items: (rows: Row[], executor: Executor) => Item[] | Promise<Item[]>;
}): (executor: Executor, scope: Scope, scopeParams: Record<string, unknown>, query: Query) => Promise<Page<Item>> {
  type Statement = (executor: Executor, params: Record<string, unknown>) => Promise<(Row & { total: number })[]>;
  const statements = new Map<string, Statement>();
  function statementOf(where: SQL | undefined, sort: Sort, order: SortOrder, afterFirst: boolean): Statement {
    const direction = order === 'asc' ? asc : desc;
    const orderBy = [direction(list.sorts[sort]), direction(list.id)];
    const total = sql<number>`(select count(*) from ${list.table} where ${where ?? sql`true`})`.mapWith(Number);
    const statement = preparedQuery((executor) => {
      const select = executor.select({ ...list.columns, total }).from(list.table);
      return afterFirst
        ? select
            .where(pageAfterFirst({ table: list.table, id: list.id, where, orderBy }))
            .orderBy(...orderBy)
            .limit(sql.placeholder('limit'))
        : select
            .where(where)
            .orderBy(...orderBy)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'));
    });
    return statement as unknown as Statement;
  }
  return async (executor, scope, scopeParams, query) => {
    const filters = list.filters(query);
    const afterFirst = query.page > 1;
    const key = [scope, filters.shape, query.sort, query.order, afterFirst].join('|');
    let statement = statements.get(key);
    if (!statement)
      statements.set(
        key,
        (statement = statementOf(and(list.scopes[scope], ...filters.conditions), query.sort, query.order, afterFirst)),
      );
    const params = { ...scopeParams, ...filters.params };
    const rows = await statement(executor, { ...params, ...pageWindow(query) });
    const total =
      rows[0]?.total ??
      (query.page > 1 ? ((await statement(executor, { ...params, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
    return { items: await list.items(rows, executor), total, page: query.page, pageSize: query.pageSize };
  };
}

/** Ids as a PostgreSQL array literal for `= any(${placeholder}::int[])`: one statement for any number of ids. */
export const pgIntArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * The pairs of a text of string_agg(key || ' ' || value, ','), by key: a cheaper answer than a JSON array of
 * objects for a range's small facts (a date and a number or a state), which PostgreSQL makes for a few
 * microseconds a row. Neither keys nor values may hold a comma, and keys no space. None for null (no row).
 */
export function pairsFromText(text: string | null): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!text) return pairs;
  for (const pair of text.split(',')) {
    const space = pair.indexOf(' ');
    pairs.set(pair.slice(0, space), pair.slice(space + 1));
  }
  return pairs;
}
