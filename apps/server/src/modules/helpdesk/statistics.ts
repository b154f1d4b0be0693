import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type THelpdeskStatistics,
  type ZHelpdeskStatisticsQuerySchema,
} from '@staffdesk/shared/schemas/helpdesk';
import { helpdeskTickets } from '../../db/schema/helpdesk';
import { rowsOf, type Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { decidedCategories } from './tickets';
import { overdueSql } from './ticket-view';

const t = helpdeskTickets;
const DAYS = 30;

const countsOf = <K extends string>(keys: readonly K[], rows: readonly { key: string; n: number }[]) =>
  Object.fromEntries(keys.map((k) => [k, Number(rows.find((r) => r.key === k)?.n ?? 0)])) as Record<K, number>;

const hours = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/**
 * A requester's own tickets, or for a decider the tickets of the categories they decide (not their own):
 * counts, overdue, times to solve over the last 30 days, and the tickets opened on each of those days.
 */
export async function helpdeskStatistics(
  db: Executor,
  actor: AuthUser,
  query: z.output<typeof ZHelpdeskStatisticsQuerySchema>,
): Promise<THelpdeskStatistics> {
  const categories = decidedCategories(actor);
  const scope = query.scope ?? (categories.length > 0 ? 'DECIDER' : 'MINE');
  const where: SQL | undefined =
    scope === 'MINE'
      ? eq(t.employeeId, actor.id)
      : categories.length === 0
        ? sql`false`
        : and(inArray(t.category, categories), ne(t.employeeId, actor.id));
  const grouped = (column: typeof t.status | typeof t.category | typeof t.priority) =>
    db
      .select({ key: column, n: sql<number>`count(*)::int` })
      .from(t)
      .where(where)
      .groupBy(column);
  const solveHours = sql`extract(epoch from (${t.decidedAt} - ${t.createdAt})) / 3600`;
  const [byStatus, byCategory, byPriority, [summary], days] = await Promise.all([
    grouped(t.status),
    grouped(t.category),
    grouped(t.priority),
    db
      .select({
        total: sql<number>`count(*)::int`,
        overdue: sql<number>`count(*) filter (where ${overdueSql})::int`,
        solved: sql<number>`count(*) filter (where ${t.status} = 'SOLVED' and ${t.decidedAt} >= now() - make_interval(days => ${DAYS}))::int`,
        median: sql<string | null>`percentile_cont(0.5) within group (order by ${solveHours})
          filter (where ${t.status} = 'SOLVED' and ${t.decidedAt} >= now() - make_interval(days => ${DAYS}))`,
        p90: sql<string | null>`percentile_cont(0.9) within group (order by ${solveHours})
          filter (where ${t.status} = 'SOLVED' and ${t.decidedAt} >= now() - make_interval(days => ${DAYS}))`,
        average: sql<
          string | null
        >`avg(${solveHours}) filter (where ${t.status} = 'SOLVED' and ${t.decidedAt} >= now() - make_interval(days => ${DAYS}))`,
      })
      .from(t)
      .where(where),
    rowsOf<{ date: string; count: number }>(
      db,
      sql`
      select to_char(d.day, 'YYYY-MM-DD') as date, count(${t.id})::int as count
      from generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') as d(day)
      left join ${t} on ${t.createdAt}::date = d.day::date and ${where ?? sql`true`}
      group by d.day order by d.day`,
    ),
  ]);
  return {
    scope,
    categories: scope === 'MINE' ? [...TICKET_CATEGORIES] : categories,
    total: summary?.total ?? 0,
    byStatus: countsOf(TICKET_STATUSES, byStatus),
    byCategory: countsOf(TICKET_CATEGORIES, byCategory),
    byPriority: countsOf(TICKET_PRIORITIES, byPriority),
    overdue: summary?.overdue ?? 0,
    solvedLast30Days: summary?.solved ?? 0,
    medianHoursToSolve: hours(summary?.median),
    p90HoursToSolve: hours(summary?.p90),
    averageHoursToSolve: hours(summary?.average),
    openedPerDay: days.map((d) => ({ date: d.date, count: Number(d.count) })),
  };
}
