import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TEventRequest, TMergedRequest } from '@staffdesk/shared/schemas/leave';
import { eventBalances, eventRequests, eventTypes } from '../../db/schema/leave';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import type { TimelineQuery } from '../requests/family';
import { userNameSql } from '../users/full-name';
import { isEscalatedSql } from '../requests/escalations';

/** Audit rows and escalations carry it. */
export const EVENT_REQUEST_ENTITY = 'event-request';

const requestColumn = (column: AnyPgColumn) => sql`${eventRequests}.${sql.identifier(column.name)}`;

/**
 * The requester's balance of the request's type and year as [allotted, available] (null without a balance), by
 * its unique index. A subquery, run only for the page's rows: as a join, a prepared page's generic plan could hash
 * every balance of the company first.
 */
const balanceOfRequestSql = sql<
  [allotted: number, available: number] | null
>`(select json_build_array(b.allotted, b.allotted - b.used - b.pending) from ${eventBalances} b
  where b.employee_id = ${requestColumn(eventRequests.employeeId)} and b.type_code = ${requestColumn(eventRequests.typeCode)}
    and b.year = extract(year from ${requestColumn(eventRequests.fromDate)})::int)`;

/** The row, its type's label, and the people's names. */
export const requestSelection = {
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
  escalated: isEscalatedSql(EVENT_REQUEST_ENTITY, eventRequests.id),
  step: eventRequests.step,
  chain: eventRequests.chain,
  typeCode: eventRequests.typeCode,
  typeLabel: eventTypes.label,
  isLeave: eventTypes.isLeave,
  fromDate: eventRequests.fromDate,
  toDate: eventRequests.toDate,
  halfDay: eventRequests.halfDay,
  days: eventRequests.days,
  reason: eventRequests.reason,
  balance: balanceOfRequestSql,
};

export function requestsFrom(executor: Executor) {
  return executor
    .select(requestSelection)
    .from(eventRequests)
    .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode));
}

type RequestRecord = Awaited<ReturnType<ReturnType<typeof requestsFrom>['execute']>>[number];

// Field by field: rest and spread copies of each row cost the approvals list noticeably.
export function toEventRequest(r: RequestRecord): TEventRequest {
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
    escalated: r.escalated,
    step: r.step,
    chain: r.chain,
    typeCode: r.typeCode,
    typeLabel: r.typeLabel,
    kind: r.isLeave ? 'LEAVE' : 'WFH',
    fromDate: r.fromDate,
    toDate: r.toDate,
    halfDay: r.halfDay,
    days: r.days,
    reason: r.reason,
    balance: r.balance === null ? null : { allotted: r.balance[0], available: r.balance[1] },
  };
}

export async function requestById(executor: Executor, id: number): Promise<TEventRequest> {
  const [row] = await requestsFrom(executor).where(eq(eventRequests.id, id));
  if (!row) throw notFound('No such request.');
  return toEventRequest(row);
}

/** The newest `limit`, and how many there are. */
export async function eventRequestTimeline(
  executor: Executor,
  employeeId: number,
  q: TimelineQuery,
): Promise<{ items: TMergedRequest[]; total: number }> {
  if (q.kind === 'REGULARIZATION') return { items: [], total: 0 };
  const where: SQL | undefined = and(
    eq(eventRequests.employeeId, employeeId),
    q.status ? eq(eventRequests.status, q.status) : undefined,
    q.kind ? eq(eventTypes.isLeave, q.kind === 'LEAVE') : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    requestsFrom(executor).where(where).orderBy(desc(eventRequests.createdAt), desc(eventRequests.id)).limit(q.limit),
    executor
      .select({ n: count() })
      .from(eventRequests)
      .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
      .where(where),
  ]);
  const items = rows.map((r): TMergedRequest => ({
    id: r.id,
    kind: r.isLeave ? 'LEAVE' : 'WFH',
    typeCode: r.typeCode,
    typeLabel: r.typeLabel,
    fromDate: r.fromDate,
    toDate: r.toDate,
    halfDay: r.halfDay,
    days: r.days,
    checkIn: null,
    checkOut: null,
    reason: r.reason,
    status: r.status,
    remark: r.remark,
    decidedBy: r.decidedBy,
    decidedByName: r.decidedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: counted?.n ?? 0 };
}
