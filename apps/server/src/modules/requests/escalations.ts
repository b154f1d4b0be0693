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
 * A decider's approvals among a family's requests: what the family's rule shows them (`scope`: a team, teamSql;
 * undefined for a permission's holders) at the first step or once decided, and what waits at a step given to
 * them or to whom they stand in for (`asIds`). Written with arrays so that PostgreSQL can use two index scans
 * (a BitmapOr) rather than filter every open request.
 */
export const awaitingSql = (
  entity: string,
  columns: { id: SQLWrapper; employeeId: SQLWrapper; status: SQLWrapper; step: SQLWrapper },
  open: string,
  scope: SQL | undefined,
  /** The user and whom they stand in for (decidesAs), as an int[]. */
  asIds: SQLWrapper,
) =>
  sql`(((${columns.step} = 1 or ${columns.status} <> ${open})${scope ? sql` and ${scope}` : sql``})
    or (${columns.id} = any(array(select ${e.requestId} from ${e} where ${e.entity} = ${entity} and ${e.userId} = any(${asIds})))
      and exists (select 1 from ${e} where ${e.entity} = ${entity} and ${e.requestId} = ${columns.id}
        and ${e.userId} = any(${asIds}) and ${e.step} = ${columns.step})))`;

/** A team as awaitingSql's scope: the requester reports to the user or to whom they stand in for. */
export const teamSql = (employeeId: SQLWrapper, asIds: SQLWrapper) =>
  sql`${employeeId} = any(array(${reporteesOfAnySql(asIds)}))`;

/** Lists mark an escalated request. */
export const isEscalatedSql = (entity: string, idColumn: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${e} where ${e.entity} = ${entity} and ${e.requestId} = ${idColumn} and ${e.reason} = 'escalation')`;

/**
 * Which requests were given to the user beyond the family's rule (a chain step, an escalation): at their current
 * step (to decide), or at any step when `requests` are bare ids (to read).
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
 * The next deciders up of each request: its deciders' active managers who are not the requester nor deciders
 * already and, where a permission decides, hold it. Failing them, whoever acts as any manager; else nobody.
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
 * Lets these users decide a request at its current step, read it and see it in their approvals: a later
 * chain step's deciders, or those it was escalated to.
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
 * Copies a request's first-step escalations to another: a part taken out as a request of its own (a day of a
 * timesheet week) keeps who may decide it.
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
