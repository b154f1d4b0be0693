import { asc, desc, ilike, or, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery } from '../../db/prepared';
import { likePattern } from '../users/full-name';

/** A list's ORDER BY: the column asked for, then the id the same way, so that equal values page stably. */
export function listOrder<Sort extends string>(
  columns: Record<Sort, SQLWrapper>,
  id: AnyColumn,
  query: ListQuery<Sort>,
): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(columns[query.sort]), direction(id)];
}

/** Rows where any of the text columns holds the search, case aside (with any further matches); nothing without one. */
export function searchSql(
  search: string | undefined,
  columns: (AnyColumn | SQL)[],
  more: (pattern: string) => SQL[] = () => [],
): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)), ...more(pattern));
}
