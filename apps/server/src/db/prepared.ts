import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { compiledRows } from './compiled-rows';

/**
 * Statements of the hot reads, prepared once per database (or per transaction) under a name: drizzle
 * builds their SQL once instead of on every request, and PostgreSQL parses and plans them once per
 * connection. On this project's benchmark, building queries was a fifth of the server's time per request
 * and planning them most of PostgreSQL's (BENCHMARKS.md). A select's rows are mapped by a mapper compiled
 * once (compiledRows). Values go in through `sql.placeholder(name)`.
 * Each name must belong to one statement only.
 */
export function preparedQuery<Q>(name: string, build: (executor: Executor, name: string) => Q): (executor: Executor) => Q {
  // Keyed by the session: the database's lives as long as the server, a transaction's only as long as it.
  const cache = new WeakMap<object, Q>();
  return (executor) => {
    const session = executor._.session;
    let query = cache.get(session);
    if (!query) cache.set(session, (query = compiledRows(build(executor, name))));
    return query;
  };
}

const dialect = new PgDialect();

/**
 * Raw SQL (with `sql.placeholder`s) prepared the same way. drizzle prepares only its query builders, so
 * this goes through the session's own `prepareQuery`, as `db.execute` does, with a name. Rows come back
 * as the driver gives them (timestamps as text with node-postgres).
 */
export function preparedSql<Row>(name: string, query: SQL): (executor: Executor, params: Record<string, unknown>) => Promise<Row[]> {
  const compiled = dialect.sqlToQuery(query);
  const statement = preparedQuery(name, (executor) => executor._.session.prepareQuery(compiled, undefined, name, false));
  return async (executor, params) => ((await statement(executor).execute(params)) as { rows: Row[] }).rows;
}

/**
 * A list's filters as conditions on placeholders (`sql.placeholder(name)`), each with the values it takes
 * and a letter: the letters name the statement of the list's shape (which filters, which sort), prepared
 * once per shape (PostgreSQL keeps 63 characters of a name).
 */
export class PlaceholderFilters {
  private readonly filters: { letter: string; where: SQL; values: Record<string, unknown> }[] = [];

  add(letter: string, where: SQL, values: Record<string, unknown> = {}): this {
    this.filters.push({ letter, where, values });
    return this;
  }

  get letters(): string {
    return this.filters.map((f) => f.letter).join('');
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
export const pageWindow = (query: ListQuery<string>) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/** A list's sorts: each its column and a letter for the name of its statements; ties go by id in the same direction. */
export type ListSorts<Sort extends string> = Record<Sort, { letter: string; column: SQLWrapper }>;

/**
 * The condition of a page after the first: its rows' ids, found first by the list's own condition and order
 * with the placeholders `limit` and `offset`. PostgreSQL works out a statement's columns for the rows an offset
 * skips as well, and a list's columns read other tables (names, files, a balance) for each: HR's claims at page
 * 3,000 took 1.6 s that way. The ids alone come from the list's index, and only the page's rows read the rest.
 * The subquery reads the same table under the same name, so the condition's and the order's columns are its own.
 */
export const pageAfterFirst = (list: { table: PgTable; id: SQLWrapper; where: SQL | undefined; orderBy: SQL[] }) =>
  sql`${list.id} = any(array(select ${list.id} from ${list.table} where ${list.where ?? sql`true`} order by ${sql.join(list.orderBy, sql`, `)} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}))`;

/**
 * Pages of a list read on every visit of a screen (every request family's): one statement prepared
 * per shape of the list (its scope, PlaceholderFilters' letters and the sort), built on first use, so that
 * drizzle builds the query once rather than on every request. `scopes` are the conditions of whose rows a
 * list shows, on placeholders their callers fill. Each row carries the total, a count PostgreSQL runs once
 * per execution (an uncorrelated subquery: a window count would work out every matching row's columns), so a
 * page is one round trip; a page past the end, which has no row to carry it, asks for the first row. A page
 * after the first finds its rows' ids first (pageAfterFirst), so that the rows it skips cost no columns.
 */
export function preparedListPages<Row, Item, Scope extends string, Sort extends string, Query extends ListQuery<Sort>>(list: {
  name: string;
  /**
   * Where each scope's pages are read: a page of one person's own rows is a short read (Database.shortReads,
   * PostgreSQL's pipelined lane), as are a manager's approvals beside leave's and a decider's queue
   * (openQueueLane); lists of everyone's go to the pool.
   */
  executors: Record<Scope, Executor | ((query: Query) => Executor)>;
  table: PgTable;
  columns: SelectedFields;
  id: SQLWrapper;
  scopes: Record<Scope, SQL>;
  sorts: ListSorts<Sort>;
  /** The query's filters, on placeholders. */
  filters: (query: Query) => PlaceholderFilters;
  /** The page's rows as the API answers them, read further (files, say) on the scope's executor. */
  items: (rows: Row[], executor: Executor) => Item[] | Promise<Item[]>;
}) {
  type Statement = { execute(params: Record<string, unknown>): Promise<(Row & { total: number })[]> };
  // By executor: one shape of the list may be read on the lane or on the pool (openQueueLane).
  const statements = new Map<Executor, Map<string, Statement>>();
  function prepare(key: string, executor: Executor, where: SQL | undefined, sort: Sort, order: SortOrder, afterFirst: boolean): Statement {
    const direction = order === 'asc' ? asc : desc;
    const orderBy = [direction(list.sorts[sort].column), direction(list.id)];
    const total = sql<number>`(select count(*) from ${list.table} where ${where ?? sql`true`})`.mapWith(Number);
    const select = executor.select({ ...list.columns, total }).from(list.table);
    const page = afterFirst
      ? select.where(pageAfterFirst({ table: list.table, id: list.id, where, orderBy })).orderBy(...orderBy).limit(sql.placeholder('limit'))
      : select.where(where).orderBy(...orderBy).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
    return compiledRows(page.prepare(`${list.name}_${key}`)) as unknown as Statement;
  }
  return async (scope: Scope, scopeParams: Record<string, unknown>, query: Query): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> => {
    const filters = list.filters(query);
    const afterFirst = query.page > 1;
    const key = `${scope}_${filters.letters}_${list.sorts[query.sort].letter}${query.order === 'asc' ? 'a' : 'd'}${afterFirst ? 'o' : ''}`;
    const lane = list.executors[scope];
    const executor = typeof lane === 'function' ? (lane as (query: Query) => Executor)(query) : (lane as Executor);
    let prepared = statements.get(executor);
    if (!prepared) statements.set(executor, (prepared = new Map()));
    let statement = prepared.get(key);
    if (!statement) prepared.set(key, (statement = prepare(key, executor, and(list.scopes[scope], ...filters.conditions), query.sort, query.order, afterFirst)));
    const params = { ...scopeParams, ...filters.params };
    const rows = await statement.execute({ ...params, ...pageWindow(query) });
    const total = rows[0]?.total ?? (query.page > 1 ? ((await statement.execute({ ...params, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
    return { items: await list.items(rows, executor), total, page: query.page, pageSize: query.pageSize };
  };
}

/**
 * Where a decider's list of a request family is read: their queue (the open requests, not searched by name)
 * is as long as the work waiting, not as the company's history, and is read on every visit of the approvals
 * screens, so it is a short read (the lane answers a statement for about two thirds of PostgreSQL's time on
 * the pool: BENCHMARKS.md); other statuses, every status and a search by name over everyone go to the pool.
 */
export const openQueueLane =
  (shortReads: Executor, pool: Executor, open: string) =>
  (query: { status?: string; search?: string }): Executor =>
    query.status === open && !query.search ? shortReads : pool;

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
