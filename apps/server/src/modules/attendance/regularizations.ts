import { and, asc, count, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import type { z } from 'zod';
import {
  REGULARIZATION_MAX_DAYS_BACK,
  type TEAM_REGULARIZATION_SORTS,
  type TRegularization,
  type TRegularizationPage,
  type ZOwnRegularizationQuerySchema,
  type ZRegularizationCreateSchema,
  type ZRegularizationListQuerySchema,
  type ZReporteeRegularizationQuerySchema,
} from '@staffdesk/shared/schemas/attendance';
import { attendanceRegularizations } from '../../db/schema/attendance';
import type { AppDeps } from '../../deps';
import { teamScopeOf, type AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { approvedEventsBetween } from '../leave/approved-events';
import { formatIsoDate as formatDate } from '@staffdesk/shared/dates';
import { createLifecycle } from '../requests/lifecycle';
import { serverRegularizationFamily } from './regularization-family';
import { decidesAsSql } from '../requests/delegations';
import { mayReadRequest } from '../requests/history';
import { awaitingSql, teamSql } from '../requests/escalations';
import { regularizationById, toView, viewQuery } from './regularization-view';
import { inTeamOf } from '../organisation/employees';
import { likePattern, userIdsNamedSql, userNameSql } from '../users/full-name';
import { daysBetween, isWeekend, localDateTime } from '@staffdesk/shared/dates';
import { holidaysBetween } from '../calendar/holidays';

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);

type RegularizationSort = (typeof TEAM_REGULARIZATION_SORTS)[number];
/** The columns the lists sort by; ties go by id in the same direction. */
const SORTS: Record<RegularizationSort, SQLWrapper> = {
  createdAt: attendanceRegularizations.createdAt,
  date: attendanceRegularizations.date,
  status: attendanceRegularizations.status,
  employeeName: userNameSql(attendanceRegularizations.employeeId),
};

export function createRegularizationService(deps: Pick<AppDeps, 'db' | 'push'>) {
  const { db } = deps;
  const lifecycle = createLifecycle(deps);

  async function page(where: SQL | undefined, query: { page: number; pageSize: number; sort: RegularizationSort; order: SortOrder; search?: string }): Promise<TRegularizationPage> {
    const direction = query.order === 'asc' ? asc : desc;
    const named = query.search ? sql`${attendanceRegularizations.employeeId} in (${userIdsNamedSql(likePattern(query.search))})` : undefined;
    where = and(where, named);
    const [rows, [total]] = await Promise.all([
      viewQuery(db)
        .where(where)
        .orderBy(direction(SORTS[query.sort]), direction(attendanceRegularizations.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(attendanceRegularizations).where(where),
    ]);
    return { items: rows.map(toView), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /**
   * A past working day (not a weekend or a holiday, not a full day of approved leave), at most
   * REGULARIZATION_MAX_DAYS_BACK days back and not before joining; one live request per day.
   */
  async function create(actor: AuthUser, input: z.output<typeof ZRegularizationCreateSchema>): Promise<TRegularization> {
    const employee = actor.employee;
    if (!employee) throw notFound('You have no employee record.');
    const today = localDateTime(new Date(), employee.timeZone).date;
    if (input.date >= today) throw fieldError('date', 'Choose a past day.');
    if (daysBetween(input.date, today) > REGULARIZATION_MAX_DAYS_BACK) throw fieldError('date', `Choose a day at most ${REGULARIZATION_MAX_DAYS_BACK} days back.`);
    if (employee.dateOfJoining && input.date < employee.dateOfJoining) throw fieldError('date', 'Choose a day on or after your date of joining.');
    if (isWeekend(input.date)) throw fieldError('date', 'Choose a working day: that day is a weekend.');
    const [holiday] = (await holidaysBetween(db, input.date, input.date)).filter((h) => !h.optional);
    if (holiday) throw fieldError('date', `Choose a working day: that day is a holiday (${holiday.name}).`);
    const leave = (await approvedEventsBetween(db, [actor.id], input.date, input.date)).find((e) => e.isLeave && e.halfDay === 'NONE');
    if (leave) throw conflict(`You were on approved ${leave.typeLabel} on ${formatDate(input.date)}.`);

    const alreadyLive = () => conflict(`You already have a pending or approved regularization for ${formatDate(input.date)}.`);
    try {
      const row = await lifecycle.create(serverRegularizationFamily, actor, async (tx) => {
        const [live] = await tx
          .select({ id: attendanceRegularizations.id })
          .from(attendanceRegularizations)
          .where(and(eq(attendanceRegularizations.employeeId, actor.id), eq(attendanceRegularizations.date, input.date), sql`${attendanceRegularizations.status} in ('PENDING', 'APPROVED')`));
        if (live) throw alreadyLive();
        const [inserted] = await tx.insert(attendanceRegularizations).values({ employeeId: actor.id, ...input }).returning();
        return inserted!;
      });
      return regularizationById(db, row.id);
    } catch (err) {
      // Two requests at the same moment: the partial unique index stops the second.
      const e = err as { code?: string; cause?: { code?: string } };
      if (e.code === '23505' || e.cause?.code === '23505') throw alreadyLive();
      throw err;
    }
  }

  /** Everyone's requests (MD, ADMIN, HR_HEAD), filtered. */
  async function all(query: z.output<typeof ZRegularizationListQuerySchema>) {
    return page(
      and(
        query.status ? eq(attendanceRegularizations.status, query.status) : undefined,
        query.employeeId ? eq(attendanceRegularizations.employeeId, query.employeeId) : undefined,
        query.startDate ? gte(attendanceRegularizations.date, query.startDate) : undefined,
        query.endDate ? lte(attendanceRegularizations.date, query.endDate) : undefined,
      ),
      query,
    );
  }

  async function own(actor: AuthUser, query: z.output<typeof ZOwnRegularizationQuerySchema>) {
    return page(and(eq(attendanceRegularizations.employeeId, actor.id), query.status ? eq(attendanceRegularizations.status, query.status) : undefined), query);
  }

  /** Requests of the caller's direct reportees (MD and ADMIN: everyone else's) at the first step, and those given to them (a later step, an escalation); PENDING unless asked otherwise. */
  async function ofReportees(actor: AuthUser, query: z.output<typeof ZReporteeRegularizationQuerySchema>) {
    const asIds = await decidesAsSql(db, actor.id);
    return page(
      and(
        awaitingSql(
          serverRegularizationFamily.entity,
          attendanceRegularizations,
          serverRegularizationFamily.declaration.statuses[0],
          teamScopeOf(actor) === 'everyone-else' ? inTeamOf(actor, attendanceRegularizations.employeeId) : teamSql(attendanceRegularizations.employeeId, asIds),
          asIds,
        ),
        query.status === 'ALL' ? undefined : eq(attendanceRegularizations.status, query.status),
      ),
      query,
    );
  }

  /** One request: whoever may see its requester's records (access.ts); anyone else gets 404. */
  async function get(actor: AuthUser, id: number): Promise<TRegularization> {
    const [row] = await viewQuery(db).where(eq(attendanceRegularizations.id, id));
    if (!row || !(await mayReadRequest(db, serverRegularizationFamily, actor, row))) throw notFound('No such request.');
    return toView(row);
  }

  return { create, all, own, ofReportees, get };
}
