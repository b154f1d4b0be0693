import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { can as rolesCan } from '@staffdesk/shared/roles';
import type { Executor } from '../../db/client';
import { requestEscalations } from '../../db/schema/requests';
import { deciderPermission, type Deciders } from '../../access';
import { managersOf, reporteesOfAnySql } from '../organisation/employees';
import { activeUsers } from '../users/people';
import type { FieldedRequest, RequestRow } from './family';

const e = requestEscalations;

/**
 * A decider's approvals among a family's requests: those the family's own rule shows them (`scope`: a
 * manager's team, teamSql; everyone else's for who acts as any manager; undefined for a permission's holders:
 * all) while at their first step or once decided, and those waiting at a step given to them or to whom they
 * stand in for today (`asIds`: a later step of the chain, chains.ts; an escalation; delegations.ts). Written with
 * arrays so that PostgreSQL reads it by two index scans (a BitmapOr: the primary key, and the requester index)
 * rather than filtering every open request of the company (an OR of two IN subqueries: 0.4 against 6.5 ms for
 * a manager of 49 among 5,000 open requests).
 */
export const awaitingSql = (
  entity: string,
  columns: { id: SQLWrapper; employeeId: SQLWrapper; status: SQLWrapper; step: SQLWrapper },
  open: string,
  scope: SQL | undefined,
  /** The user and whom they stand in for (delegations.ts, decidesAs), as an int[] parameter. */
  asIds: SQLWrapper,
) =>
  sql`(((${columns.step} = 1 or ${columns.status} <> ${open})${scope ? sql` and ${scope}` : sql``}) or (${columns.id} = any(array(select ${e.requestId} from ${e} where ${e.entity} = ${entity} and ${e.userId} = any(${asIds}))) and exists (select 1 from ${e} where ${e.entity} = ${entity} and ${e.requestId} = ${columns.id} and ${e.userId} = any(${asIds}) and ${e.step} = ${columns.step})))`;

/** A manager's team as a scope of awaitingSql: the requester reports to the user or to whom they stand in for (`asIds`, as there). */
export const teamSql = (employeeId: SQLWrapper, asIds: SQLWrapper) =>
  sql`${employeeId} = any(array(${reporteesOfAnySql(asIds)}))`;

/** Whether a request of a family was escalated, as a column of the family's view: its lists mark it. */
export const isEscalatedSql = (entity: string, idColumn: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${e} where ${e.entity} = ${entity} and ${e.requestId} = ${idColumn} and ${e.reason} = 'escalation')`;

/**
 * Which of these requests of a family were given to the user beside the family's rule (a step of the chain, or
 * an escalation): at the step each waits at now (what lets them decide it), or at any step (`requests` as bare
 * ids: what lets them read it).
 */
export async function givenTo(
  executor: Executor,
  entity: string,
  requests: readonly (number | Pick<RequestRow, 'id' | 'step'>)[],
  userId: number,
): Promise<Set<number>> {
  if (requests.length === 0) return new Set();
  const stepOf = new Map(requests.map((r) => (typeof r === 'number' ? [r, undefined] : [r.id, r.step])));
  const rows = await executor
    .select({ id: e.requestId, step: e.step })
    .from(e)
    .where(and(eq(e.entity, entity), eq(e.userId, userId), inArray(e.requestId, [...stepOf.keys()])));
  return new Set(rows.filter((r) => stepOf.get(r.id) === undefined || stepOf.get(r.id) === r.step).map((r) => r.id));
}

/**
 * The next deciders up of each request (issue 18, escalation): the reporting managers of its deciders, who
 * are active, not the requester, not deciders already, and, for a family a permission decides, hold it too
 * (its endpoints admit nobody else). Where there is none, whoever acts as any manager (with the permission)
 * and does not decide it yet; else nobody: the request is already with the top of the company.
 */
export async function nextDecidersUp(
  tx: Executor,
  deciders: Deciders,
  requests: readonly FieldedRequest[],
  decidersOf: ReadonlyMap<number, readonly number[]>,
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (requests.length === 0) return result;
  const active = new Map((await activeUsers(tx)).map((u) => [u.id, u]));
  const managers = await managersOf(tx, [...new Set([...decidersOf.values()].flat())]);
  for (const { request, fields } of requests) {
    const current = new Set(decidersOf.get(request.id) ?? []);
    const permission = deciderPermission(deciders, { fields });
    const eligible = (id: number | null | undefined): id is number => {
      const user = id === null || id === undefined ? undefined : active.get(id);
      return (
        !!user &&
        user.id !== request.employeeId &&
        !current.has(user.id) &&
        (!permission || rolesCan(user.roles, permission))
      );
    };
    const up = [...new Set([...current].map((id) => managers.get(id)))].filter(eligible);
    result.set(
      request.id,
      up.length > 0
        ? up
        : [...active.values()]
            .filter((u) => rolesCan(u.roles, 'ACT_AS_ANY_MANAGER') && eligible(u.id))
            .map((u) => u.id),
    );
  }
  return result;
}

/**
 * Lets these users decide one request while it waits at its step now, read it, and shows it in their approvals
 * lists: the deciders of a later step of its chain (chains.ts), or those it was escalated to.
 */
export async function giveRequest(
  tx: Executor,
  entity: string,
  request: Pick<RequestRow, 'id' | 'step'>,
  userIds: readonly number[],
  reason: 'step' | 'escalation',
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(e)
    .values(userIds.map((userId) => ({ entity, requestId: request.id, step: request.step, userId, reason })))
    .onConflictDoNothing();
}

/**
 * Gives a request what was given of another at its first step (its escalations): a family that takes part of an
 * open request out into a request of its own (a day of a timesheet week, decided alone) keeps who may decide it.
 */
export async function copyGiven(tx: Executor, entity: string, fromId: number, toId: number): Promise<void> {
  const rows = await tx
    .select({ userId: e.userId, step: e.step, reason: e.reason, escalatedAt: e.escalatedAt })
    .from(e)
    .where(and(eq(e.entity, entity), eq(e.requestId, fromId), eq(e.step, 1)));
  if (rows.length > 0)
    await tx
      .insert(e)
      .values(rows.map((row) => ({ ...row, entity, requestId: toId })))
      .onConflictDoNothing();
}
