import { createHash } from 'node:crypto';
import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import type { Db, Executor } from './client';
import type { Lane } from './lane';

/** PostgreSQL's pipelined connection (db/lane.ts), where prepared statements run outside transactions. */
const lanes = new WeakMap<Executor, Lane>();
export const useLane = (db: Db, lane: Lane) => void lanes.set(db, lane);

/** Named from its text, so that one text is one statement, and one plan, on every connection. */
const statementName = (text: string) => `s_${createHash('sha1').update(text).digest('base64url')}`;

/** drizzle's public query builder API that a prepared statement needs. */
interface Preparable {
  toSQL(): { sql: string };
  prepare(name: string): { execute(params?: Record<string, unknown>): Promise<unknown> };
}
type PreparedOf<Q> = Q extends { prepare(name: string): infer P } ? P : never;
type RowsOf<Q> =
  PreparedOf<Q> extends { execute(params?: Record<string, unknown>): Promise<infer Rows> } ? Rows : never;

/**
 * A hot read, built once per executor and prepared under a name of its text, so that PostgreSQL plans it once
 * per connection (decision 011). Values go in through `sql.placeholder(name)`.
 */
export function preparedQuery<Q extends Preparable>(
  build: (executor: Executor) => Q,
): (executor: Executor, params?: Record<string, unknown>) => Promise<RowsOf<Q>> {
  // Weak, so that a transaction's statements go with it.
  const statements = new WeakMap<Executor, Preparable['prepare'] extends (name: string) => infer P ? P : never>();
  // The text is the same on every executor, so it is hashed once.
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
 * A raw select prepared the same way, wrapped in a select of its named columns, which PostgreSQL plans as the
 * statement itself. Timestamps and dates come as text.
 */
export function preparedSql<Row extends object>(
  query: SQL,
  columns: readonly (keyof Row & string)[],
): (executor: Executor, params: Record<string, unknown>) => Promise<Row[]> {
  const fields = Object.fromEntries(columns.map((column) => [column, sql`x.${sql.identifier(column)}`]));
  const statement = preparedQuery((executor) => executor.select(fields).from(sql`(${query}) x`));
  return async (executor, params) => (await statement(executor, params)) as Row[];
}

/** A list's filters on placeholders: their names tell one shape of the list from another, each prepared once. */
export class PlaceholderFilters {
  private readonly filters: { name: string; where: SQL; values: Record<string, unknown> }[] = [];

  add(where: SQL, values: Record<string, unknown>, name = Object.keys(values).join('+')): this {
    this.filters.push({ name, where, values });
    return this;
  }

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

export interface ListQuery<Sort extends string> {
  page: number;
  pageSize: number;
  sort: Sort;
  order: SortOrder;
}

export const pageWindow = (query: ListQuery<string>) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** Ties go by id in the same direction. */
export type ListSorts<Sort extends string> = Record<Sort, SQLWrapper>;

/**
 * A later page finds its rows' ids first: PostgreSQL works out every column of the rows an offset skips, and a
 * list's columns read other tables. The subquery names the same table, so the outer columns are its own.
 */
export const pageAfterFirst = (list: { table: PgTable; id: SQLWrapper; where: SQL | undefined; orderBy: SQL[] }) =>
  sql`${list.id} = any(array(
    select ${list.id} from ${list.table} where ${list.where ?? sql`true`}
    order by ${sql.join(list.orderBy, sql`, `)} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
  ))`;

type Page<Item> = { items: Item[]; total: number; page: number; pageSize: number };

/**
 * A hot list's pages, one statement prepared per shape (scope, filters, sort). `scopes` say whose rows it shows.
 * Each row carries the total as an uncorrelated subquery, which runs once, unlike a window count: a page is one
 * round trip, and a page past the end asks for the first row's.
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
  filters: (query: Query) => PlaceholderFilters;
  /** The page's rows as the API answers them, on the caller's executor. */
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

/** For `= any(${placeholder}::int[])`: one statement for any number of ids. */
export const pgIntArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Reads string_agg(key || ' ' || value, ','), cheaper for PostgreSQL than JSON for a range's small facts.
 * Neither may hold a comma, and keys no space.
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
