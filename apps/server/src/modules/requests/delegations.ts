import { and, asc, eq, gte, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { DEFAULT_TIME_ZONE, addDays, formatIsoDate, todayIn } from '@staffdesk/shared/dates';
import {
  MAX_DELEGATION_DAYS,
  type TDelegation,
  type TDelegationCreate,
  type TDelegationList,
} from '@staffdesk/shared/schemas/delegations';
import { DECISION_PERMISSIONS, can as rolesCan, type Permission } from '@staffdesk/shared/roles';
import { rowsOf, type Db, type Executor } from '../../db/client';
import { pgIntArray } from '../../db/prepared';
import { delegations } from '../../db/schema/requests';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { leaveUntilSql } from '../absences/approved-events';
import { reportingManagerSql, reportsOfManagersSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import { activeUsersAmong, userNames } from '../users/people';

const d = delegations;

/** Today in office time: a delegation's days are office dates. */
const officeToday = () => todayIn(DEFAULT_TIME_ZONE);
const officeTodaySql = sql`(now() at time zone ${DEFAULT_TIME_ZONE})::date`;
const runningSql = and(isNull(d.cancelledAt), lte(d.startsOn, officeTodaySql), gte(d.endsOn, officeTodaySql));

/**
 * Whom the user stands in for today, as a subquery of one column `id`: who delegated to them, and their reportees
 * away on approved leave who named nobody (the next decider up decides for them).
 */
const standsInForSql = (userId: SQLWrapper | number) =>
  sql`select ${d.deciderId} as id from ${d} where ${d.delegateId} = ${userId} and ${runningSql}
    union all select r.user_id as id from (${reportsOfManagersSql(sql`select ${userId}::int`)}) r
    where ${leaveUntilSql(sql`r.user_id`, officeTodaySql)} is not null and not exists (select 1 from ${d} where ${d.deciderId} = r.user_id and ${runningSql})`;

interface StandsInFor {
  /** The user and whom they stand in for. */
  ids: number[];
  /** The deciding permissions the active ones among them hold. */
  grants: Permission[];
}
/** Bounded, so that a busy server keeps the recent users; a delegation made or cancelled here clears it. */
const standsInForCache = new LRUCache<number, StandsInFor>({ max: 10_000, ttl: 30_000 });

/**
 * Kept 30 s: a leave approved or a delegation made on another server shows within that. Decisions ask afresh
 * (delegatorsOf).
 */
async function standsInFor(executor: Executor, userId: number): Promise<StandsInFor> {
  const cached = standsInForCache.get(userId);
  if (cached) return cached;
  const rows = await rowsOf<{ id: number }>(executor, sql`select s.id from (${standsInForSql(userId)}) s`);
  const others = rows.map((r) => Number(r.id));
  const active = await activeUsersAmong(executor, others);
  const entry = {
    ids: [userId, ...others],
    grants: DECISION_PERMISSIONS.filter((p) => active.some((u) => rolesCan(u.roles, p))),
  };
  standsInForCache.set(userId, entry);
  return entry;
}

/** Whom the user decides as in their approvals lists: themselves and whom they stand in for today. */
export async function decidesAs(executor: Executor, userId: number): Promise<number[]> {
  return (await standsInFor(executor, userId)).ids;
}

/**
 * The deciding permissions a user holds today through a delegation, not their roles: they reach the family's
 * endpoints as the delegator does, while each decision is still checked and audited on the delegator's behalf.
 * Only team leads stand in for anyone, so nobody else costs a query.
 */
export async function delegatedGrants(
  executor: Executor,
  user: { id: number; roles: readonly string[] },
): Promise<Permission[]> {
  const missing = DECISION_PERMISSIONS.filter((p) => !rolesCan(user.roles, p));
  if (missing.length === 0 || !rolesCan(user.roles, 'LEAD_A_TEAM')) return [];
  const { grants } = await standsInFor(executor, user.id);
  return missing.filter((p) => grants.includes(p));
}

export const decidesAsSql = async (executor: Executor, userId: number) =>
  sql`${pgIntArray(await decidesAs(executor, userId))}::int[]`;

/** Whom the user stands in for today, active, with their roles. */
export async function delegatorsOf(executor: Executor, userId: number): Promise<{ id: number; roles: string[] }[]> {
  const rows = await rowsOf<{ id: number }>(executor, sql`select s.id from (${standsInForSql(userId)}) s`);
  return activeUsersAmong(
    executor,
    rows.map((r) => Number(r.id)),
  );
}

/**
 * These users and who stands in for them today (a running delegate; the manager of one away who named nobody):
 * who is told of a request to decide.
 */
export async function withDelegates(executor: Executor, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const ids = sql`${pgIntArray(userIds)}::int[]`;
  const rows = await rowsOf<{ id: number | null }>(
    executor,
    sql`
    select ${d.delegateId} as id from ${d} where ${d.deciderId} = any(${ids}) and ${runningSql}
    union all select ${reportingManagerSql(sql`u.id`)} as id from unnest(${ids}) as u(id)
    where ${leaveUntilSql(sql`u.id`, officeTodaySql)} is not null and not exists (select 1 from ${d} where ${d.deciderId} = u.id and ${runningSql})`,
  );
  return [...new Set([...userIds, ...rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]))])];
}

/** The user's reportees away today on approved leave who named nobody, and until when. */
async function awayReportees(executor: Executor, userId: number): Promise<TDelegationList['away']> {
  const until = leaveUntilSql(sql`r.user_id`, officeTodaySql);
  const rows = await rowsOf<{ deciderId: number; until: string }>(
    executor,
    sql`
    select r.user_id as "deciderId", ${until} as "until"
    from (${reportsOfManagersSql(sql`select ${userId}::int`)}) r
    where ${until} is not null and not exists (select 1 from ${d} where ${d.deciderId} = r.user_id and ${runningSql})`,
  );
  const names = await userNames(
    executor,
    rows.map((r) => Number(r.deciderId)),
  );
  return rows
    .map((r) => ({
      deciderId: Number(r.deciderId),
      deciderName: names.get(Number(r.deciderId)) ?? 'Someone',
      until: r.until,
    }))
    .sort((a, b) => a.deciderName.localeCompare(b.deciderName));
}

const viewColumns = {
  id: d.id,
  deciderId: d.deciderId,
  deciderName: userNameSql(d.deciderId),
  delegateId: d.delegateId,
  delegateName: userNameSql(d.delegateId),
  startsOn: d.startsOn,
  endsOn: d.endsOn,
  cancelledAt: d.cancelledAt,
  createdAt: d.createdAt,
};
type Row = {
  id: number;
  deciderId: number;
  deciderName: string | null;
  delegateId: number;
  delegateName: string | null;
  startsOn: string;
  endsOn: string;
  cancelledAt: Date | null;
  createdAt: Date;
};

const toView = (r: Row, today: string): TDelegation => ({
  ...r,
  deciderName: r.deciderName ?? 'Someone',
  delegateName: r.delegateName ?? 'Someone',
  active: r.cancelledAt === null && r.startsOn <= today && r.endsOn >= today,
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);

async function byId(executor: Executor, id: number) {
  const [row] = await executor.select(viewColumns).from(d).where(eq(d.id, id));
  return row as Row | undefined;
}

/** A decider's delegations given and received that are not over, and the reportees they decide for while away. */
export async function listDelegations(db: Db, actor: AuthUser): Promise<TDelegationList> {
  const today = officeToday();
  const rows = (await db
    .select(viewColumns)
    .from(d)
    .where(and(or(eq(d.deciderId, actor.id), eq(d.delegateId, actor.id)), isNull(d.cancelledAt), gte(d.endsOn, today)))
    .orderBy(asc(d.startsOn), asc(d.id))) as Row[];
  return {
    given: rows.filter((r) => r.deciderId === actor.id).map((r) => toView(r, today)),
    received: rows.filter((r) => r.delegateId === actor.id).map((r) => toView(r, today)),
    away: await awayReportees(db, actor.id),
  };
}

/**
 * The delegate is someone else, active, who leads a team; the days start today or later, at most 90, overlapping
 * none of the actor's.
 */
export async function createDelegation(db: Db, actor: AuthUser, input: TDelegationCreate): Promise<TDelegation> {
  const today = officeToday();
  if (input.delegateId === actor.id) throw fieldError('delegateId', 'Choose someone else: a delegate decides for you.');
  if (input.startsOn < today) throw fieldError('startsOn', 'The first day cannot be in the past.');
  if (input.endsOn > addDays(input.startsOn, MAX_DELEGATION_DAYS - 1))
    throw fieldError('endsOn', `A delegation lasts at most ${MAX_DELEGATION_DAYS} days.`);
  return db.transaction(async (tx) => {
    const [delegate] = await activeUsersAmong(tx, [input.delegateId]);
    if (!delegate) throw fieldError('delegateId', 'Choose an active colleague.');
    if (!rolesCan(delegate.roles, 'LEAD_A_TEAM'))
      throw fieldError('delegateId', 'Choose someone who leads a team: only they reach the approvals screens.');
    // The overlap check and the insert are serialised per decider by their lock.
    await tx.execute(sql`select pg_advisory_xact_lock(18, ${actor.id})`);
    const [overlap] = await tx
      .select(viewColumns)
      .from(d)
      .where(
        and(
          eq(d.deciderId, actor.id),
          isNull(d.cancelledAt),
          lte(d.startsOn, input.endsOn),
          gte(d.endsOn, input.startsOn),
        ),
      );
    if (overlap) {
      throw conflict(
        `${overlap.delegateName ?? 'Someone'} already decides for you from ${formatIsoDate(overlap.startsOn)} ` +
          `to ${formatIsoDate(overlap.endsOn)}; cancel that delegation or choose other days.`,
      );
    }
    standsInForCache.clear();
    const [created] = await tx
      .insert(d)
      .values({ deciderId: actor.id, delegateId: input.delegateId, startsOn: input.startsOn, endsOn: input.endsOn })
      .returning();
    const names = await userNames(tx, [input.delegateId]);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'delegation.create',
      entity: 'delegation',
      entityId: created!.id,
      after: { delegate: names.get(input.delegateId), startsOn: input.startsOn, endsOn: input.endsOn },
    });
    return toView((await byId(tx, created!.id))!, today);
  });
}

export async function cancelDelegation(db: Db, actor: AuthUser, id: number): Promise<TDelegation> {
  const today = officeToday();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(d).where(eq(d.id, id)).for('update');
    if (!row || row.deciderId !== actor.id) throw notFound('No such delegation of yours.');
    if (row.cancelledAt !== null || row.endsOn < today) throw conflict('This delegation is cancelled or over already.');
    await tx.update(d).set({ cancelledAt: new Date() }).where(eq(d.id, id));
    standsInForCache.clear();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'delegation.cancel',
      entity: 'delegation',
      entityId: id,
      before: { cancelled: false },
      after: { cancelled: true },
    });
    return toView((await byId(tx, id))!, today);
  });
}
