import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { LEAVE_RULES, WFH_TYPE_CODE } from '@staffdesk/shared/schemas/leave';
import type {
  TBalanceUpdate,
  TEventBalance,
  TEventRequest,
  TEventRequestPage,
  TEventType,
  TLeaveStatistics,
  TLeaveSummary,
  TMergedRequestPage,
  ZEventRequestAdminQuerySchema,
  ZEventRequestCreateSchema,
  ZEventRequestQuerySchema,
  ZMergedRequestQuerySchema,
  ZReporteeRequestQuerySchema,
} from '@staffdesk/shared/schemas/leave';
import type { TDashboardLeaves } from '@staffdesk/shared/schemas/dashboard';
import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import type { z } from 'zod';
import { employees, eventBalances, eventRequests, eventTypes } from '../../db/schema/index';
import type { Executor, Tx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import { teamScopeOf, type AuthUser } from '../../access';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { createLifecycle, type Decision } from '../requests/lifecycle';
import { countWorkingDays, eachDate, holidaysBetween, isWeekend } from '../attendance/calendar-days';
import { DEFAULT_TIME_ZONE, addDays, todayIn, yearOf } from './dates';
import { describeRange, eventRequestFamily, formatDays, wfhRequestFamily, type EventRequestRow } from './family';
import { formatIsoDate as formatDate } from '@staffdesk/shared/dates';
import { userNameSql } from '../users/full-name';
import { viewableEmployee } from '../organisation/employees';

/** Namespace of the per-employee advisory lock that serializes creating requests (overlap and balance checks). */
const REQUEST_LOCK_NAMESPACE = 804_202_620;

type CreateInput = z.output<typeof ZEventRequestCreateSchema>;
type OwnQuery = z.output<typeof ZEventRequestQuerySchema>;
type AdminQuery = z.output<typeof ZEventRequestAdminQuerySchema>;
type ReporteeQuery = z.output<typeof ZReporteeRequestQuerySchema>;
type MergedQuery = z.output<typeof ZMergedRequestQuerySchema>;

const requestSelection = {
  id: eventRequests.id,
  employeeId: eventRequests.employeeId,
  employeeName: sql<string>`${userNameSql(eventRequests.employeeId)}`,
  status: eventRequests.status,
  decidedBy: eventRequests.decidedBy,
  decidedByName: userNameSql(eventRequests.decidedBy),
  decidedAt: eventRequests.decidedAt,
  remark: eventRequests.remark,
  createdAt: eventRequests.createdAt,
  updatedAt: eventRequests.updatedAt,
  typeCode: eventRequests.typeCode,
  typeLabel: eventTypes.label,
  isLeave: eventTypes.isLeave,
  fromDate: eventRequests.fromDate,
  toDate: eventRequests.toDate,
  halfDay: eventRequests.halfDay,
  days: eventRequests.days,
  reason: eventRequests.reason,
};

function requestsFrom(executor: Executor) {
  return executor
    .select(requestSelection)
    .from(eventRequests)
    .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode));
}

type RequestRecord = Awaited<ReturnType<ReturnType<typeof requestsFrom>['execute']>>[number];

// Field by field: rest and spread copies of each row were an eighth of the approvals list's time.
function toEventRequest(r: RequestRecord): TEventRequest {
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    status: r.status,
    decidedBy: r.decidedBy,
    decidedByName: r.decidedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    typeCode: r.typeCode,
    typeLabel: r.typeLabel,
    kind: r.isLeave ? 'LEAVE' : 'WFH',
    fromDate: r.fromDate,
    toDate: r.toDate,
    halfDay: r.halfDay,
    days: r.days,
    reason: r.reason,
  };
}

const balanceSelection = {
  id: eventBalances.id,
  employeeId: eventBalances.employeeId,
  typeCode: eventBalances.typeCode,
  typeLabel: eventTypes.label,
  year: eventBalances.year,
  allotted: eventBalances.allotted,
  used: eventBalances.used,
  pending: eventBalances.pending,
};

function toBalance(r: { id: number; employeeId: number; typeCode: string; typeLabel: string; year: number; allotted: number; used: number; pending: number }): TEventBalance {
  return { ...r, available: r.allotted - r.used - r.pending };
}

/** The filters every request list shares. */
type RequestFilters = { status?: string; typeCode?: string; kind?: 'leave' | 'wfh'; from?: string; to?: string; employeeId?: number };

/**
 * Each filter as a condition on a placeholder, its value, and a letter for the name of the prepared
 * statement (PostgreSQL keeps 63 characters of a name); `status` ALL filters nothing.
 */
function requestFilters(q: RequestFilters): { key: string; letter: string; where: SQL; value: unknown }[] {
  const filters: { key: string; letter: string; where: SQL; value: unknown }[] = [];
  const add = (key: string, letter: string, where: SQL, value: unknown) => filters.push({ key, letter, where, value });
  if (q.status && q.status !== 'ALL') add('status', 's', eq(eventRequests.status, sql.placeholder('status')), q.status);
  if (q.typeCode) add('typeCode', 't', eq(eventRequests.typeCode, sql.placeholder('typeCode')), q.typeCode);
  if (q.kind) add('kind', 'k', eq(eventTypes.isLeave, sql.placeholder('kind')), q.kind === 'leave');
  if (q.from) add('from', 'f', gte(eventRequests.toDate, sql.placeholder('from')), q.from);
  if (q.to) add('to', 'u', lte(eventRequests.fromDate, sql.placeholder('to')), q.to);
  if (q.employeeId) add('employeeId', 'e', eq(eventRequests.employeeId, sql.placeholder('employeeId')), q.employeeId);
  return filters;
}

/** Whose requests a list shows: one employee's, a manager's reportees', everyone's but the actor's, everyone's. */
type RequestScope = 'of' | 'reportees' | 'others' | 'all';
const scopeCondition: Record<RequestScope, SQL | undefined> = {
  of: eq(eventRequests.employeeId, sql.placeholder('scopeId')),
  reportees: sql`${eventRequests.employeeId} in (select ${employees.userId} from ${employees} where ${employees.reportingManagerId} = ${sql.placeholder('scopeId')})`,
  others: ne(eventRequests.employeeId, sql.placeholder('scopeId')),
  all: undefined,
};

/** Adds the balance rows of a year that do not exist yet, each with its type's yearly allotment. */
async function ensureBalances(tx: Executor, employeeId: number, year: number): Promise<void> {
  const types = await tx.select({ code: eventTypes.code, allotment: eventTypes.yearlyAllotment }).from(eventTypes).where(eq(eventTypes.needsBalance, true));
  if (types.length === 0) return;
  await tx
    .insert(eventBalances)
    .values(types.map((t) => ({ employeeId, typeCode: t.code, year, allotted: t.allotment })))
    .onConflictDoNothing();
}

/** Every leave type that needs a balance, with the employee's row of the year where there is one. */
const balancesQuery = preparedQuery('leave_balances', (executor, name) =>
  executor
    .select({ ...balanceSelection, id: sql<number | null>`${eventBalances.id}` })
    .from(eventTypes)
    .leftJoin(
      eventBalances,
      and(eq(eventBalances.typeCode, eventTypes.code), eq(eventBalances.employeeId, sql.placeholder('employeeId')), eq(eventBalances.year, sql.placeholder('year'))),
    )
    .where(eq(eventTypes.needsBalance, true))
    .orderBy(asc(eventTypes.sortOrder), asc(eventTypes.code))
    .prepare(name),
);

export function createLeaveService(deps: Pick<AppDeps, 'db' | 'shortReads' | 'push'>) {
  const { db, shortReads } = deps;
  const lifecycle = createLifecycle(deps);


  /** One's own time zone: one's days and year are counted in it. */
  const ownTimeZone = (actor: AuthUser): string => actor.employee?.timeZone ?? DEFAULT_TIME_ZONE;

  // ---- event types and balances ------------------------------------------------------------------

  async function types(): Promise<TEventType[]> {
    return db
      .select({ code: eventTypes.code, label: eventTypes.label, yearlyAllotment: eventTypes.yearlyAllotment, needsBalance: eventTypes.needsBalance, isLeave: eventTypes.isLeave })
      .from(eventTypes)
      .orderBy(asc(eventTypes.sortOrder), asc(eventTypes.code));
  }

  /** Balances of an employee for a year, created on first need. */
  async function balancesOf(employeeId: number, year: number): Promise<TEventBalance[]> {
    const read = () => balancesQuery(shortReads).execute({ employeeId, year });
    let rows = await read();
    if (rows.some((r) => r.id === null)) {
      await ensureBalances(db, employeeId, year);
      rows = await read();
    }
    return rows.map((r) => toBalance({ ...r, id: r.id!, employeeId, year, allotted: r.allotted!, used: r.used!, pending: r.pending!, typeCode: r.typeCode! }));
  }

  async function ownBalances(actor: AuthUser, year?: number): Promise<TEventBalance[]> {
    return balancesOf(actor.id, year ?? yearOf(todayIn(ownTimeZone(actor))));
  }

  async function employeeBalances(actor: AuthUser, employeeId: number, year?: number): Promise<TEventBalance[]> {
    const info = await viewableEmployee(shortReads, actor, employeeId, 'records');
    return balancesOf(employeeId, year ?? yearOf(todayIn(info.timeZone)));
  }

  async function balanceOfType(actor: AuthUser, code: string, year?: number): Promise<TEventBalance> {
    const found = (await ownBalances(actor, year)).find((b) => b.typeCode === code);
    if (!found) throw notFound(`There is no balance for ${code}: it is not a leave type that needs one.`);
    return found;
  }

  async function balanceRow(executor: Executor, id: number) {
    const [row] = await executor.select(balanceSelection).from(eventBalances).innerJoin(eventTypes, eq(eventTypes.code, eventBalances.typeCode)).where(eq(eventBalances.id, id));
    return row;
  }

  async function balance(actor: AuthUser, id: number): Promise<TEventBalance> {
    const row = await balanceRow(db, id);
    if (!row) throw notFound('No such balance.');
    await viewableEmployee(shortReads, actor, row.employeeId, 'records').catch(() => {
      throw notFound('No such balance.');
    });
    return toBalance(row);
  }

  /** HR sets how many days of a type someone gets in a year; never below what is already used or pending. */
  async function updateBalance(actor: AuthUser, id: number, input: TBalanceUpdate): Promise<TEventBalance> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: eventBalances.id }).from(eventBalances).where(eq(eventBalances.id, id)).for('update');
      const before = locked && (await balanceRow(tx, id));
      if (!before) throw notFound('No such balance.');
      if (before.employeeId === actor.id) throw forbidden('You cannot change your own leave balance.');
      const committed = before.used + before.pending;
      if (input.allotted < committed) {
        throw conflict(`${before.typeLabel} ${before.year}: ${formatDays(committed)} are already used or pending, so the allotment cannot be less than ${committed}.`);
      }
      await tx.update(eventBalances).set({ allotted: input.allotted }).where(eq(eventBalances.id, id));
      const after = (await balanceRow(tx, id))!;
      await writeAudit(tx, { actorId: actor.id, action: 'event-balance.update', entity: 'event-balance', entityId: id, before, after });
      return toBalance(after);
    });
  }

  // ---- requests ------------------------------------------------------------------------------------

  async function requestById(executor: Executor, id: number): Promise<TEventRequest> {
    const [row] = await requestsFrom(executor).where(eq(eventRequests.id, id));
    if (!row) throw notFound('No such request.');
    return toEventRequest(row);
  }

  /**
   * A page of requests. The lists are read on every visit of the approvals and request screens, so each
   * combination of scope and filters is a statement prepared on first use (at most 4 × 2⁶ of them). The
   * total comes with the rows (`count(*) over ()`): sorting by date already reads every matching row.
   * Only a page past the end, which has no row to carry it, counts again. One person's and one manager's
   * reportees' pages are short reads; everyone's can sort a hundred thousand rows, so they use the pool.
   */
  const requestPages = new Map<string, { rows: ReturnType<typeof preparePageRows>; total: ReturnType<typeof preparePageTotal> }>();
  const laneOf = (scope: RequestScope): Executor => (scope === 'of' || scope === 'reportees' ? shortReads : db);
  function preparePageRows(executor: Executor, where: SQL | undefined, name: string) {
    return executor
      .select({ ...requestSelection, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(eventRequests)
      .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
      .where(where)
      .orderBy(desc(eventRequests.createdAt), desc(eventRequests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }
  function preparePageTotal(executor: Executor, where: SQL | undefined, name: string) {
    return executor.select({ n: count() }).from(eventRequests).innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode)).where(where).prepare(name);
  }

  async function pageOfRequests(scope: RequestScope, scopeId: number | undefined, q: RequestFilters & { page: number; pageSize: number }): Promise<TEventRequestPage> {
    const filters = requestFilters(q);
    const key = `${scope}_${filters.map((f) => f.letter).join('')}`;
    let statements = requestPages.get(key);
    if (!statements) {
      const where = and(scopeCondition[scope], ...filters.map((f) => f.where));
      statements = { rows: preparePageRows(laneOf(scope), where, `event_requests_${key}`), total: preparePageTotal(laneOf(scope), where, `event_requests_count_${key}`) };
      requestPages.set(key, statements);
    }
    const params: Record<string, unknown> = Object.fromEntries(filters.map((f) => [f.key, f.value]));
    if (scopeId !== undefined) params.scopeId = scopeId;
    const rows = await statements.rows.execute({ ...params, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    const total = rows[0]?.total ?? (q.page > 1 ? ((await statements.total.execute(params))[0]?.n ?? 0) : 0);
    return { items: rows.map(toEventRequest), total, page: q.page, pageSize: q.pageSize };
  }

  /** Why a request cannot be made; nothing is written when one of these is thrown. */
  function checkDates(input: CreateInput, today: string) {
    const field = (name: string, message: string) => badRequest(message, [`${name}: ${message}`]);
    const earliest = addDays(today, -LEAVE_RULES.maxDaysInPast);
    if (input.fromDate < earliest) {
      throw field('fromDate', `A request can start at most ${LEAVE_RULES.maxDaysInPast} days in the past (not before ${formatDate(earliest)}); ask HR to record older absences.`);
    }
    if (input.fromDate > addDays(today, LEAVE_RULES.maxDaysAhead)) throw field('fromDate', `A request can start at most ${LEAVE_RULES.maxDaysAhead} days ahead.`);
    if (yearOf(input.fromDate) !== yearOf(input.toDate)) {
      throw field('toDate', `A request cannot cross into another year, whose balance is separate: split it at December 31, ${yearOf(input.fromDate)}.`);
    }
    const calendarDays = (Date.parse(input.toDate) - Date.parse(input.fromDate)) / 86_400_000 + 1;
    if (calendarDays > LEAVE_RULES.maxCalendarDays) throw field('toDate', `A request can cover at most ${LEAVE_RULES.maxCalendarDays} days; this one covers ${calendarDays}.`);
  }

  /** Another pending or approved request on these dates; two different halves of one day do not overlap. */
  async function assertNoOverlap(tx: Tx, employeeId: number, input: CreateInput) {
    const clashes = await tx
      .select({ typeLabel: eventTypes.label, status: eventRequests.status, fromDate: eventRequests.fromDate, toDate: eventRequests.toDate, halfDay: eventRequests.halfDay })
      .from(eventRequests)
      .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
      .where(
        and(
          eq(eventRequests.employeeId, employeeId),
          inArray(eventRequests.status, ['PENDING', 'APPROVED']),
          lte(eventRequests.fromDate, input.toDate),
          gte(eventRequests.toDate, input.fromDate),
        ),
      )
      .orderBy(asc(eventRequests.fromDate));
    const clash = clashes.find((c) => !(input.halfDay !== 'NONE' && c.halfDay !== 'NONE' && c.halfDay !== input.halfDay));
    if (!clash) return;
    const from = clash.fromDate > input.fromDate ? clash.fromDate : input.fromDate;
    const to = clash.toDate < input.toDate ? clash.toDate : input.toDate;
    throw conflict(
      `${describeRange(from, to)} ${from === to ? 'is' : 'are'} already covered by your ${clash.status.toLowerCase()} ${clash.typeLabel} request (${describeRange(clash.fromDate, clash.toDate)}).`,
    );
  }

  async function create(actor: AuthUser, input: CreateInput): Promise<TEventRequest> {
    const [type] = await db.select().from(eventTypes).where(eq(eventTypes.code, input.typeCode));
    if (!type) throw badRequest(`There is no leave type ${input.typeCode}.`, [`typeCode: must be one of the event types (${(await types()).map((t) => t.code).join(', ')})`]);
    const info = actor.employee;
    if (!info) throw badRequest('You have no employee record, so you cannot ask for leave. Ask HR to add one.');
    checkDates(input, todayIn(info.timeZone));

    const family = type.code === WFH_TYPE_CODE ? wfhRequestFamily : eventRequestFamily;
    const row = await lifecycle.create<EventRequestRow>(family, actor, async (tx) => {
      // One creation at a time per employee, so that two requests cannot both pass the overlap and balance checks.
      await tx.execute(sql`select pg_advisory_xact_lock(${REQUEST_LOCK_NAMESPACE}::int, ${actor.id}::int)`);
      const holidaySet = new Set((await holidaysBetween(tx, input.fromDate, input.toDate)).filter((h) => !h.optional).map((h) => h.date));
      const working = countWorkingDays(input.fromDate, input.toDate, holidaySet);
      const days = input.halfDay === 'NONE' ? working : working * 0.5;
      if (days === 0) {
        throw badRequest(`${describeRange(input.fromDate, input.toDate)} falls on weekends or holidays only: there is no working day to ask for.`, ['fromDate: no working day in this range']);
      }
      await assertNoOverlap(tx, actor.id, input);
      if (type.needsBalance) {
        const year = yearOf(input.fromDate);
        await ensureBalances(tx, actor.id, year);
        const [bal] = await tx
          .select()
          .from(eventBalances)
          .where(and(eq(eventBalances.employeeId, actor.id), eq(eventBalances.typeCode, type.code), eq(eventBalances.year, year)))
          .for('update');
        const available = bal!.allotted - bal!.used - bal!.pending;
        if (days > available) throw conflict(`Not enough ${type.label}: ${formatDays(Math.max(available, 0))} available, ${days} requested.`);
        await tx.update(eventBalances).set({ pending: sql`${eventBalances.pending} + ${days}` }).where(eq(eventBalances.id, bal!.id));
      }
      const [created] = await tx
        .insert(eventRequests)
        .values({ employeeId: actor.id, typeCode: type.code, fromDate: input.fromDate, toDate: input.toDate, halfDay: input.halfDay, days, reason: input.reason })
        .returning();
      return created!;
    });
    return requestById(db, row.id);
  }

  async function ownRequests(actor: AuthUser, q: OwnQuery): Promise<TEventRequestPage> {
    return pageOfRequests('of', actor.id, q);
  }

  async function allRequests(q: AdminQuery): Promise<TEventRequestPage> {
    return pageOfRequests('all', undefined, q);
  }

  /** Direct reportees' requests; MD and ADMIN see everyone's but their own. */
  async function reporteeRequests(actor: AuthUser, q: ReporteeQuery): Promise<TEventRequestPage> {
    return pageOfRequests(teamScopeOf(actor) === 'everyone-else' ? 'others' : 'reportees', actor.id, q);
  }

  async function employeeRequests(actor: AuthUser, employeeId: number, q: OwnQuery): Promise<TEventRequestPage> {
    await viewableEmployee(shortReads, actor, employeeId, 'records');
    return pageOfRequests('of', employeeId, q);
  }

  async function decide(actor: AuthUser, id: number, decision: Decision, remark?: string): Promise<TEventRequest> {
    await lifecycle.decide(eventRequestFamily, actor, id, decision, remark);
    return requestById(db, id);
  }

  function decideBulk(actor: AuthUser, ids: readonly number[], decision: Decision, remark?: string): Promise<TBulkDecisionResponse> {
    return lifecycle.decideBulk(eventRequestFamily, actor, ids, decision, remark);
  }

  async function cancel(actor: AuthUser, id: number): Promise<TEventRequest> {
    await lifecycle.cancel(eventRequestFamily, actor, id);
    return requestById(db, id);
  }

  /** Leave, work from home and regularizations of one employee in one list, newest first. */
  async function merged(actor: AuthUser, employeeId: number, q: MergedQuery): Promise<TMergedRequestPage> {
    await viewableEmployee(shortReads, actor, employeeId, 'records');
    const filters: SQL[] = [];
    if (q.status) filters.push(sql`m.status = ${q.status}`);
    if (q.kind) filters.push(sql`m.kind = ${q.kind}`);
    const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
    const deciderName = sql`case when d.id is null then null else concat_ws(' ', d.firstname, d.lastname) end`;
    const timeline = sql`
      select r.id, case when t.is_leave then 'LEAVE' else 'WFH' end as kind, r.type_code, t.label as type_label,
             r.from_date::text as from_date, r.to_date::text as to_date, r.half_day, r.days::float8 as days,
             null::text as check_in, null::text as check_out, r.reason, r.status, r.remark, r.decided_by,
             ${deciderName} as decided_by_name,
             (extract(epoch from r.decided_at) * 1000)::float8 as decided_at,
             (extract(epoch from r.created_at) * 1000)::float8 as created_at
      from event_requests r join event_types t on t.code = r.type_code left join users d on d.id = r.decided_by
      where r.employee_id = ${employeeId}
      union all
      select a.id, 'REGULARIZATION', null, 'Attendance Regularization', a.date::text, a.date::text, null, null,
             a.check_in::text, a.check_out::text, a.reason, a.status, a.remark, a.decided_by,
             ${deciderName},
             (extract(epoch from a.decided_at) * 1000)::float8,
             (extract(epoch from a.created_at) * 1000)::float8
      from attendance_regularizations a left join users d on d.id = a.decided_by
      where a.employee_id = ${employeeId}`;
    type MergedRow = {
      id: number; kind: 'LEAVE' | 'WFH' | 'REGULARIZATION'; type_code: string | null; type_label: string; from_date: string; to_date: string;
      half_day: string | null; days: number | null; check_in: string | null; check_out: string | null; reason: string; status: string;
      remark: string | null; decided_by: number | null; decided_by_name: string | null; decided_at: number | null; created_at: number;
    };
    const [result, counted] = await Promise.all([
      db.execute(sql`select m.* from (${timeline}) m ${where} order by m.created_at desc, m.kind, m.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
      db.execute(sql`select count(*)::int as total from (${timeline}) m ${where}`),
    ]);
    const rows = (result as unknown as { rows: MergedRow[] }).rows;
    const total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        typeCode: r.type_code,
        typeLabel: r.type_label,
        fromDate: r.from_date,
        toDate: r.to_date,
        halfDay: r.half_day,
        days: r.days === null ? null : Number(r.days),
        checkIn: r.check_in,
        checkOut: r.check_out,
        reason: r.reason,
        status: r.status,
        remark: r.remark,
        decidedBy: r.decided_by,
        decidedByName: r.decided_by_name,
        decidedAt: r.decided_at === null ? null : new Date(Number(r.decided_at)).toISOString(),
        createdAt: new Date(Number(r.created_at)).toISOString(),
      })),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  // ---- summaries and statistics -------------------------------------------------------------------

  /** Approved working days of each month of a year, by type; a request is split across the months it touches. */
  async function statisticsOf(employeeId: number, year: number): Promise<TLeaveStatistics> {
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const [allTypes, approved, holidays] = await Promise.all([
      types(),
      db
        .select({ typeCode: eventRequests.typeCode, isLeave: eventTypes.isLeave, fromDate: eventRequests.fromDate, toDate: eventRequests.toDate, halfDay: eventRequests.halfDay })
        .from(eventRequests)
        .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
        .where(and(eq(eventRequests.employeeId, employeeId), eq(eventRequests.status, 'APPROVED'), lte(eventRequests.fromDate, to), gte(eventRequests.toDate, from))),
      holidaysBetween(db, from, to),
    ]);
    const holidaySet = new Set(holidays.filter((h) => !h.optional).map((h) => h.date));
    const months = Array.from({ length: 12 }, (_, i) => ({ month: `${year}-${String(i + 1).padStart(2, '0')}`, byType: {} as Record<string, number>, leaveDays: 0, wfhDays: 0 }));
    const totals: Record<string, number> = {};
    for (const r of approved) {
      const share = r.halfDay === 'NONE' ? 1 : 0.5;
      for (const date of eachDate(r.fromDate > from ? r.fromDate : from, r.toDate < to ? r.toDate : to)) {
        if (isWeekend(date) || holidaySet.has(date)) continue;
        const month = months[Number(date.slice(5, 7)) - 1]!;
        month.byType[r.typeCode] = (month.byType[r.typeCode] ?? 0) + share;
        if (r.isLeave) month.leaveDays += share;
        else month.wfhDays += share;
        totals[r.typeCode] = (totals[r.typeCode] ?? 0) + share;
      }
    }
    return { employeeId, year, types: allTypes.map(({ code, label, isLeave }) => ({ code, label, isLeave })), months, totals };
  }

  async function ownStatistics(actor: AuthUser, year?: number): Promise<TLeaveStatistics> {
    return statisticsOf(actor.id, year ?? yearOf(todayIn(ownTimeZone(actor))));
  }

  async function reporteeStatistics(actor: AuthUser, employeeId: number, year?: number): Promise<TLeaveStatistics> {
    const info = await viewableEmployee(shortReads, actor, employeeId, 'team-views');
    return statisticsOf(employeeId, year ?? yearOf(todayIn(info.timeZone)));
  }

  async function pendingCountOf(employeeId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(eventRequests).where(and(eq(eventRequests.employeeId, employeeId), eq(eventRequests.status, 'PENDING')));
    return row?.n ?? 0;
  }

  /** Approved leave (not work from home) that has not ended, soonest first. */
  async function upcomingLeave(employeeId: number, today: string, limit: number): Promise<TEventRequest[]> {
    const rows = await requestsFrom(db)
      .where(and(eq(eventRequests.employeeId, employeeId), eq(eventRequests.status, 'APPROVED'), eq(eventTypes.isLeave, true), gte(eventRequests.toDate, today)))
      .orderBy(asc(eventRequests.fromDate), asc(eventRequests.id))
      .limit(limit);
    return rows.map(toEventRequest);
  }

  async function leaveSummary(actor: AuthUser): Promise<TLeaveSummary> {
    const today = todayIn(ownTimeZone(actor));
    const [balances, upcoming, pendingCount] = await Promise.all([balancesOf(actor.id, yearOf(today)), upcomingLeave(actor.id, today, 10), pendingCountOf(actor.id)]);
    return { year: yearOf(today), balances, upcoming, pendingCount };
  }

  async function dashboardOf(employeeId: number, timeZone: string): Promise<TDashboardLeaves> {
    const today = todayIn(timeZone);
    const year = yearOf(today);
    const [balances, pendingCount, [nextLeave], stats] = await Promise.all([balancesOf(employeeId, year), pendingCountOf(employeeId), upcomingLeave(employeeId, today, 1), statisticsOf(employeeId, year)]);
    const sum = (key: 'allotted' | 'used' | 'pending' | 'available') => balances.reduce((n, b) => n + b[key], 0);
    return {
      employeeId,
      year,
      balances,
      totals: { allotted: sum('allotted'), used: sum('used'), pending: sum('pending'), available: sum('available') },
      pendingCount,
      nextLeave: nextLeave ?? null,
      takenThisYear: stats.months.reduce((n, m) => n + m.leaveDays, 0),
      wfhThisMonth: stats.months[Number(today.slice(5, 7)) - 1]!.wfhDays,
    };
  }

  async function ownDashboard(actor: AuthUser): Promise<TDashboardLeaves> {
    return dashboardOf(actor.id, ownTimeZone(actor));
  }

  async function reporteeDashboard(actor: AuthUser, employeeId: number): Promise<TDashboardLeaves> {
    const info = await viewableEmployee(shortReads, actor, employeeId, 'team-views');
    return dashboardOf(employeeId, info.timeZone);
  }

  return {
    types,
    ownBalances,
    employeeBalances,
    balanceOfType,
    balance,
    updateBalance,
    create,
    ownRequests,
    allRequests,
    reporteeRequests,
    employeeRequests,
    decide,
    decideBulk,
    cancel,
    merged,
    ownStatistics,
    reporteeStatistics,
    leaveSummary,
    ownDashboard,
    reporteeDashboard,
  };
}

export type LeaveService = ReturnType<typeof createLeaveService>;
