import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';

interface NameColumns {
  firstname: AnyPgColumn;
  middlename: AnyPgColumn;
  lastname: AnyPgColumn;
}

/** A person's full name as every list shows it: first, middle (when given) and last name. */
export function fullName(u: { firstname: string; middlename: string | null; lastname: string }): string {
  return [u.firstname, u.middlename, u.lastname].filter(Boolean).join(' ');
}

/** The same in SQL, over the users table or an alias of it. */
export const fullNameSql = (t: NameColumns) =>
  sql<string>`concat_ws(' ', ${t.firstname}, nullif(${t.middlename}, ''), ${t.lastname})`;

/** The full name of a left-joined person, or null when there is none (no decider yet, no manager). */
export const optionalFullNameSql = (t: NameColumns & { id: AnyPgColumn }) =>
  sql<string | null>`case when ${t.id} is null then null else ${fullNameSql(t)} end`;

/** A list's name search as an ILIKE pattern: the term anywhere, its wildcards taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A subquery other modules filter their rows with. */
export const userIdsNamedSql = (pattern: SQLWrapper | string) =>
  sql`select n.id from ${users} n where concat_ws(' ', n.firstname, nullif(n.middlename, ''), n.lastname) ilike ${pattern}`;

/** Null when none; a subquery run only for a page's rows, where a join would match every candidate's name first. */
export const userNameSql = (id: SQLWrapper) =>
  sql<
    string | null
  >`(select concat_ws(' ', n.firstname, nullif(n.middlename, ''), n.lastname) from ${users} n where n.id = ${id})`;
