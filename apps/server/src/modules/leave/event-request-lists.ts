import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { LEAVE_RULES, type TEAM_EVENT_REQUEST_SORTS } from '@staffdesk/shared/schemas/leave';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import type {
  TEventRequestPage,
  ZEventRequestAdminQuerySchema,
  ZEventRequestQuerySchema,
  ZReporteeRequestQuerySchema,
} from '@staffdesk/shared/schemas/leave';
import { eventRequests, eventTypes } from '../../db/schema/leave';
import type { Db } from '../../db/client';
import { teamScopeOf, type AuthUser } from '../../access';
import { reportingManagerSql, reportsOfManagersSql, viewableEmployee } from '../organisation/employees';
import { pageAfterFirst, pgIntArray, PlaceholderFilters, preparedQuery, preparedSql } from '../../db/prepared';
import { requestSelection, toEventRequest } from './event-request-view';
import { likePattern, userIdsNamedSql, userNameSql } from '../users/full-name';
import { serverEventRequestFamily } from './family';
import { decidesAs } from '../requests/delegations';
import { awaitingSql, teamSql } from '../requests/escalations';

type OwnQuery = z.output<typeof ZEventRequestQuerySchema>;
type AdminQuery = z.output<typeof ZEventRequestAdminQuerySchema>;
type ReporteeQuery = z.output<typeof ZReporteeRequestQuerySchema>;

type RequestFilters = {
  status?: string;
  typeCode?: string;
  kind?: 'leave' | 'wfh';
  from?: string;
  to?: string;
  employeeId?: number;
  search?: string;
};

/** Ties go by id in the same direction. */
const SORTS: Record<(typeof TEAM_EVENT_REQUEST_SORTS)[number], SQLWrapper> = {
  createdAt: eventRequests.createdAt,
  fromDate: eventRequests.fromDate,
  days: eventRequests.days,
  status: eventRequests.status,
  employeeName: userNameSql(eventRequests.employeeId),
};
type RequestSort = { sort: keyof typeof SORTS; order: SortOrder };

/** As conditions on placeholders; `status` ALL filters nothing. */
function requestFilters(q: RequestFilters): PlaceholderFilters {
  const filters = new PlaceholderFilters();
  if (q.status && q.status !== 'ALL')
    filters.add(eq(eventRequests.status, sql.placeholder('status')), { status: q.status });
  if (q.typeCode) filters.add(eq(eventRequests.typeCode, sql.placeholder('typeCode')), { typeCode: q.typeCode });
  // By the type's code: the filters name the requests' own columns only, so the totals count without a join.
  if (q.kind)
    filters.add(
      sql`${eventRequests.typeCode} in (select ${eventTypes.code} from ${eventTypes} where ${eventTypes.isLeave} = ${sql.placeholder('kind')})`,
      { kind: q.kind === 'leave' },
    );
  if (q.from) filters.add(gte(eventRequests.toDate, sql.placeholder('from')), { from: q.from });
  if (q.to) filters.add(lte(eventRequests.fromDate, sql.placeholder('to')), { to: q.to });
  if (q.employeeId)
    filters.add(eq(eventRequests.employeeId, sql.placeholder('employeeId')), { employeeId: q.employeeId });
  if (q.search)
    filters.add(sql`${eventRequests.employeeId} in (${userIdsNamedSql(sql.placeholder('search'))})`, {
      search: likePattern(q.search),
    });
  return filters;
}

/** One employee's, a manager's reportees', everyone's but the actor's, everyone's. */
type RequestScope = 'of' | 'reportees' | 'others' | 'all';
/**
 * Who of each pending request's team (the requester's manager's other reportees) has approved leave on its dates.
 * The page's requests come in as arrays rather than being read again; the teams are read once and each teammate's
 * requests by the date index within the page's dates (a request spans at most LEAVE_RULES.maxCalendarDays), then
 * hash-joined to the requests. "Exists a shared manager" would pair every teammate in the company first;
 * `materialized` keeps the team read from being folded back into a walk per request.
 */
const teamOutQuery = preparedSql<{
  forId: number;
  employeeName: string;
  typeLabel: string;
  fromDate: string;
  toDate: string;
}>(
  sql`with asked as (
    select a.id, a.employee_id, a.from_date, a.to_date, ${reportingManagerSql(sql`a.employee_id`)} as manager_id
    from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('employeeIds')}::int[],
      ${sql.placeholder('fromDates')}::date[], ${sql.placeholder('toDates')}::date[])
      as a(id, employee_id, from_date, to_date)
  ), team_out as materialized (
    select ${eventRequests.id} as id, ${eventRequests.employeeId} as employee_id, mate.manager_id,
      ${userNameSql(eventRequests.employeeId)} as employee_name, ${eventTypes.label} as type_label,
      ${eventRequests.fromDate} as from_date, ${eventRequests.toDate} as to_date
    from (${reportsOfManagersSql(sql`select manager_id from asked`)}) mate
    join ${eventRequests} on ${eventRequests.employeeId} = mate.user_id and ${eventRequests.status} = 'APPROVED'
      and ${eventRequests.fromDate} >= (select min(from_date) from asked) - ${LEAVE_RULES.maxCalendarDays - 1}::int
      and ${eventRequests.fromDate} <= (select max(to_date) from asked)
      and ${eventRequests.toDate} >= (select min(from_date) from asked)
    join ${eventTypes} on ${eventTypes.code} = ${eventRequests.typeCode}
  )
  select asked.id as "forId", team_out.employee_name as "employeeName", team_out.type_label as "typeLabel",
    team_out.from_date::text as "fromDate", team_out.to_date::text as "toDate"
  from asked
  join team_out on team_out.manager_id = asked.manager_id and team_out.employee_id <> asked.employee_id
    and team_out.from_date <= asked.to_date and team_out.to_date >= asked.from_date
  order by team_out.from_date, team_out.id`,
  ['forId', 'employeeName', 'typeLabel', 'fromDate', 'toDate'],
);

const { entity: ENTITY, declaration } = serverEventRequestFamily;
const OPEN = declaration.statuses[0];
/** The viewer and whom they stand in for (requests/delegations.ts). */
const AS_IDS = sql`${sql.placeholder('asIds')}::int[]`;

const scopeCondition: Record<RequestScope, SQL | undefined> = {
  of: eq(eventRequests.employeeId, sql.placeholder('scopeId')),
  // A manager's approvals: their reportees' at the first step and those given to them; the same for whom they stand
  // in for.
  reportees: awaitingSql(ENTITY, eventRequests, OPEN, teamSql(eventRequests.employeeId, AS_IDS), AS_IDS),
  // Who acts as any manager: everyone else's, the same way.
  others: awaitingSql(ENTITY, eventRequests, OPEN, ne(eventRequests.employeeId, sql.placeholder('scopeId')), AS_IDS),
  all: undefined,
};

/**
 * A page of requests, a statement prepared per scope, filters and sort on first use, the total with the rows.
 * Few rows (one person's, a team's) are counted by a window count as read. Everyone's are many: the newest page
 * is read from the creation index with a count of its own, later pages find their ids first (pageAfterFirst).
 * Only a page past the end, with no row to carry it, counts again.
 */
const requestPages = new Map<
  string,
  { rows: ReturnType<typeof preparePageRows>; total: ReturnType<typeof preparePageTotal> }
>();
const isFew = (scope: RequestScope) => scope === 'of' || scope === 'reportees';
function preparePageRows(where: SQL | undefined, order: RequestSort, few: boolean, afterFirst: boolean) {
  const direction = order.order === 'asc' ? asc : desc;
  const orderBy = [direction(SORTS[order.sort]), direction(eventRequests.id)];
  const total = few
    ? sql<number>`count(*) over ()`
    : sql<number>`(select count(*) from ${eventRequests} where ${where ?? sql`true`})`;
  return preparedQuery((executor) => {
    const select = executor
      .select({ ...requestSelection, total: total.mapWith(Number) })
      .from(eventRequests)
      .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode));
    return afterFirst
      ? select
          .where(pageAfterFirst({ table: eventRequests, id: eventRequests.id, where, orderBy }))
          .orderBy(...orderBy)
          .limit(sql.placeholder('limit'))
      : select
          .where(where)
          .orderBy(...orderBy)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'));
  });
}
function preparePageTotal(where: SQL | undefined) {
  return preparedQuery((executor) => executor.select({ n: count() }).from(eventRequests).where(where));
}

async function pageOfRequests(
  db: Db,
  scope: RequestScope,
  scopeId: number | undefined,
  q: RequestFilters & RequestSort & { page: number; pageSize: number },
): Promise<TEventRequestPage> {
  const filters = requestFilters(q);
  const afterFirst = !isFew(scope) && q.page > 1;
  const key = [scope, filters.shape, q.sort, q.order, afterFirst].join('|');
  let statements = requestPages.get(key);
  if (!statements) {
    const where = and(scopeCondition[scope], ...filters.conditions);
    statements = { rows: preparePageRows(where, q, isFew(scope), afterFirst), total: preparePageTotal(where) };
    requestPages.set(key, statements);
  }
  const params = filters.params;
  if (scopeId !== undefined) params.scopeId = scopeId;
  if (scopeId !== undefined && (scope === 'reportees' || scope === 'others'))
    params.asIds = pgIntArray(await decidesAs(db, scopeId));
  const rows = await statements.rows(db, { ...params, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  const total = rows[0]?.total ?? (q.page > 1 ? ((await statements.total(db, params))[0]?.n ?? 0) : 0);
  return { items: rows.map(toEventRequest), total, page: q.page, pageSize: q.pageSize };
}

export async function ownRequests(db: Db, actor: AuthUser, q: OwnQuery): Promise<TEventRequestPage> {
  return pageOfRequests(db, 'of', actor.id, q);
}

export async function allRequests(db: Db, q: AdminQuery): Promise<TEventRequestPage> {
  return pageOfRequests(db, 'all', undefined, q);
}

/**
 * Direct reportees' requests; MD and ADMIN see everyone's but their own. Pending ones say who of the requester's
 * team is out then.
 */
export async function reporteeRequests(db: Db, actor: AuthUser, q: ReporteeQuery): Promise<TEventRequestPage> {
  const scope = teamScopeOf(actor) === 'everyone-else' ? 'others' : 'reportees';
  const page = await pageOfRequests(db, scope, actor.id, q);
  const open = page.items.filter((r) => r.status === 'PENDING');
  if (open.length === 0) return page;
  // A manager's page reads one team, a short read. Everyone else's reads a team per requester, which the lane's one
  // connection would make every short read wait behind: on the pool.
  const out = await teamOutQuery(db, {
    ids: pgIntArray(open.map((r) => r.id)),
    employeeIds: pgIntArray(open.map((r) => r.employeeId)),
    fromDates: `{${open.map((r) => r.fromDate).join(',')}}`,
    toDates: `{${open.map((r) => r.toDate).join(',')}}`,
  });
  for (const item of open) {
    item.teamOut = out
      .filter((o) => o.forId === item.id)
      .map((o) => ({ employeeName: o.employeeName, typeLabel: o.typeLabel, fromDate: o.fromDate, toDate: o.toDate }));
  }
  return page;
}

export async function employeeRequests(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  q: OwnQuery,
): Promise<TEventRequestPage> {
  await viewableEmployee(db, actor, employeeId, 'records');
  return pageOfRequests(db, 'of', employeeId, q);
}
