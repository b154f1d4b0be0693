import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '@staffdesk/shared/api/endpoint';
import type { timesheetsApi } from '@staffdesk/shared/api/timesheets';
import { mondayOf } from '@staffdesk/shared/dates';
import type { PENDING_TIMESHEET_WEEK_SORTS, TPendingTimesheetWeekPage } from '@staffdesk/shared/schemas/timesheets';
import type { Db, Executor, Tx } from '../../db/client';
import { timesheetDays, timesheetRequests } from '../../db/schema/timesheets';
import { teamScopeOf, type AuthUser, type EmployeeInfo } from '../../access';
import { conflict } from '../../errors';
import { writeAudit } from '../audit/service';
import { inTeamOf } from '../organisation/employees';
import { decidesAsSql } from '../requests/delegations';
import { awaitingSql, copyGiven, teamSql } from '../requests/escalations';
import { cancelInTx, createInTx, type Notes } from '../requests/lifecycle';
import { likePattern, userIdsNamedSql, userNameSql } from '../users/full-name';
import { weekStartSql } from './days';
import { TIMESHEET_ENTITY, lockedAtSql, lockedMinutesSql, serverTimesheetFamily, toView, viewQuery } from './family';
import { weekDetails } from './week-details';

const r = timesheetRequests;
const d = timesheetDays;

type TimesheetRequestRow = typeof timesheetRequests.$inferSelect;

/** The week's open request still at its first step, locked for update: days locked now join it. */
async function openRequestOf(tx: Tx, employeeId: number, weekStart: string): Promise<TimesheetRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.employeeId, employeeId), eq(r.weekStart, weekStart), eq(r.status, 'PENDING'), eq(r.step, 1)))
    .orderBy(asc(r.id))
    .limit(1)
    .for('update');
  return row;
}

async function refreshDays(tx: Tx, requestId: number): Promise<TimesheetRequestRow> {
  const own = sql`from ${d} where ${d.requestId} = ${r.id}`;
  const [row] = await tx
    .update(r)
    .set({
      days: sql`(select count(*) ${own})`,
      fromDate: sql`coalesce((select min(${d.date}) ${own}), ${r.fromDate})`,
      toDate: sql`coalesce((select max(${d.date}) ${own}), ${r.toDate})`,
    })
    .where(eq(r.id, requestId))
    .returning();
  return row!;
}

/**
 * Days that wait for approval again (locked, or an approval withdrawn) join their week's open request, or make a
 * new one through the lifecycle. `place` writes the days with the request's id.
 */
async function joinOpenRequest(
  tx: Tx,
  actor: AuthUser,
  employeeId: number,
  dates: readonly string[],
  place: (requestId: number) => Promise<void>,
): Promise<{ requestId: number; notes: Notes }> {
  const weekStart = mondayOf(dates[0]!);
  const open = await openRequestOf(tx, employeeId, weekStart);
  if (open) {
    await place(open.id);
    const after = await refreshDays(tx, open.id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: `${TIMESHEET_ENTITY}.lock`,
      entity: TIMESHEET_ENTITY,
      entityId: open.id,
      before: { days: open.days },
      after: { days: after.days, dates },
    });
    return { requestId: open.id, notes: [] };
  }
  const { row, notes } = await createInTx(tx, serverTimesheetFamily, actor, async (tx) => {
    const [made] = await tx
      .insert(r)
      .values({ employeeId, weekStart, fromDate: dates[0]!, toDate: dates.at(-1)!, days: dates.length })
      .returning();
    await place(made!.id);
    return made!;
  });
  return { requestId: row.id, notes };
}

export async function lockInRequest(
  tx: Tx,
  actor: AuthUser,
  employee: EmployeeInfo,
  dates: readonly string[],
): Promise<Notes> {
  if (dates.length === 0) return [];
  const lockedAt = new Date();
  const place = async (requestId: number) => {
    await tx
      .insert(d)
      .values(dates.map((date) => ({ employeeId: employee.id, date, status: 'LOCKED', lockedAt, requestId })));
  };
  return (await joinOpenRequest(tx, actor, employee.id, dates, place)).notes;
}

/** An approval withdrawn: APPROVED days wait again in the week's open request; their requests keep audit rows. */
export async function reopenInRequest(
  tx: Tx,
  actor: AuthUser,
  employee: EmployeeInfo,
  dates: readonly string[],
  fromRequests: ReadonlyMap<number, readonly string[]>,
  onBehalfOf?: string,
): Promise<Notes> {
  if (dates.length === 0) return [];
  const place = async (requestId: number) => {
    await tx
      .update(d)
      .set({ status: 'LOCKED', decidedBy: actor.id, decidedAt: new Date(), requestId })
      .where(and(eq(d.employeeId, employee.id), inArray(d.date, [...dates])));
  };
  const { requestId, notes } = await joinOpenRequest(tx, actor, employee.id, dates, place);
  for (const [approved, withdrawn] of fromRequests) {
    await writeAudit(tx, {
      actorId: actor.id,
      action: `${TIMESHEET_ENTITY}.unapprove`,
      entity: TIMESHEET_ENTITY,
      entityId: approved,
      before: { dates: withdrawn, status: 'APPROVED' },
      after: { dates: withdrawn, status: 'LOCKED', waitingIn: requestId, ...(onBehalfOf ? { onBehalfOf } : {}) },
    });
  }
  return notes;
}

/** LOCKED days of one's own open requests back to OPEN; a request left without days is cancelled by its requester. */
export async function unlockFromRequests(
  tx: Tx,
  actor: AuthUser,
  employee: EmployeeInfo,
  byRequest: ReadonlyMap<number, readonly string[]>,
): Promise<void> {
  for (const [requestId, dates] of byRequest) {
    const [before] = await tx.select().from(r).where(eq(r.id, requestId)).for('update');
    await tx
      .delete(d)
      .where(and(eq(d.employeeId, employee.id), eq(d.requestId, requestId), inArray(d.date, [...dates])));
    const after = await refreshDays(tx, requestId);
    if (after.days === 0) await cancelInTx(tx, serverTimesheetFamily, actor, requestId);
    else
      await writeAudit(tx, {
        actorId: actor.id,
        action: `${TIMESHEET_ENTITY}.unlock`,
        entity: TIMESHEET_ENTITY,
        entityId: requestId,
        before: { days: before?.days },
        after: { days: after.days, dates },
      });
  }
}

/**
 * Takes some of an open request's days into a request of their own, decided alone (a day of a week), keeping its
 * escalations and its time of waiting. A request at a later step of its chain is decided whole.
 */
export async function splitOff(tx: Tx, actor: AuthUser, requestId: number, dates: readonly string[]): Promise<number> {
  const [whole] = await tx.select().from(r).where(eq(r.id, requestId)).for('update');
  if (!whole) throw conflict('No such request.');
  if (whole.step > 1)
    throw conflict(
      `This week waits at step ${whole.step} of ${whole.chain.length + 1} of its approval: decide the whole week.`,
    );
  const [part] = await tx
    .insert(r)
    .values({
      employeeId: whole.employeeId,
      chain: whole.chain,
      createdAt: whole.createdAt,
      updatedAt: whole.updatedAt,
      weekStart: whole.weekStart,
      fromDate: dates[0]!,
      toDate: dates.at(-1)!,
      days: dates.length,
    })
    .returning();
  await tx
    .update(d)
    .set({ requestId: part!.id })
    .where(and(eq(d.requestId, requestId), inArray(d.date, [...dates])));
  const rest = await refreshDays(tx, requestId);
  await copyGiven(tx, TIMESHEET_ENTITY, requestId, part!.id);
  await writeAudit(tx, {
    actorId: actor.id,
    action: `${TIMESHEET_ENTITY}.split`,
    entity: TIMESHEET_ENTITY,
    entityId: requestId,
    before: { days: whole.days },
    after: { days: rest.days, dates, into: part!.id },
  });
  await writeAudit(tx, {
    actorId: actor.id,
    action: `${TIMESHEET_ENTITY}.create`,
    entity: TIMESHEET_ENTITY,
    entityId: part!.id,
    after: { ...part, splitFrom: requestId },
  });
  return part!.id;
}

/** What was given of these requests lets their deciders read those days. */
export async function requestIdsBetween(
  executor: Executor,
  employeeId: number,
  from: string,
  to: string,
): Promise<number[]> {
  const rows = await executor
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.employeeId, employeeId), sql`${r.weekStart} between ${mondayOf(from)} and ${mondayOf(to)}`));
  return rows.map((row) => row.id);
}

type PendingQuery = QueryOf<typeof timesheetsApi.pendingTimesheetWeeks>;

/**
 * A page of the weeks waiting for the actor (awaitingSql): their team's, their delegators' teams', and those given
 * to them at their current step; searchable by the employee's name. Each with its lines and days away (weekDetails).
 */
export async function pendingWeeks(db: Db, actor: AuthUser, query: PendingQuery): Promise<TPendingTimesheetWeekPage> {
  const asIds = await decidesAsSql(db, actor.id);
  const scope = teamScopeOf(actor) === 'everyone-else' ? inTeamOf(actor, r.employeeId) : teamSql(r.employeeId, asIds);
  const where = and(
    eq(r.status, 'PENDING'),
    awaitingSql(TIMESHEET_ENTITY, r, 'PENDING', scope, asIds),
    ne(r.employeeId, actor.id),
    query.search ? sql`${r.employeeId} in (${userIdsNamedSql(likePattern(query.search))})` : undefined,
  );
  const sorts: Record<(typeof PENDING_TIMESHEET_WEEK_SORTS)[number], SQL> = {
    startDate: sql`${r.weekStart}`,
    employeeName: userNameSql(r.employeeId),
    lockedDays: sql`${r.days}`,
    lockedHours: lockedMinutesSql,
    lockedAt: lockedAtSql,
    createdAt: sql`${r.createdAt}`,
  };
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(direction(sorts[query.sort]), direction(r.weekStart), direction(r.employeeId), direction(r.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(r).where(where),
  ]);
  const weeks = rows.map(toView);
  const details = await weekDetails(db, weeks);
  return {
    items: weeks.map((week) => ({ ...week, ...(details.get(week.id) ?? { lines: [], awayDays: [] }) })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Days locked or approved outside the app (the demo and benchmark seeds) get a request per employee, week and
 * state: PENDING for the locked, APPROVED (by whoever approved the last) for the approved.
 */
export async function linkDaysToRequests(executor: Executor): Promise<void> {
  const week = weekStartSql(d.date);
  await executor.execute(sql`
    with weeks as (
      select ${d.employeeId} as employee_id, ${week} as week_start, ${d.status} as day_status,
        min(${d.date}) as from_date, max(${d.date}) as to_date, count(*) as days, min(${d.lockedAt}) as locked_at,
        (array_agg(${d.decidedBy} order by ${d.decidedAt} desc nulls last))[1] as decided_by, max(${d.decidedAt}) as decided_at
      from ${d} where ${d.requestId} is null group by 1, 2, 3
    ), made as (
      insert into ${r} (employee_id, status, decided_by, decided_at, created_at, updated_at, week_start, from_date, to_date, days)
      select employee_id, case day_status when 'LOCKED' then 'PENDING' else 'APPROVED' end,
        case day_status when 'LOCKED' then null else decided_by end, case day_status when 'LOCKED' then null else decided_at end,
        locked_at, coalesce(decided_at, locked_at), week_start, from_date, to_date, days
      from weeks
      returning id, employee_id, week_start, status
    )
    update ${d} set request_id = made.id from made
    where ${d.requestId} is null and ${d.employeeId} = made.employee_id and ${week} = made.week_start
      and (case ${d.status} when 'LOCKED' then 'PENDING' else 'APPROVED' end) = made.status`);
}
