import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REGULARIZATION_MAX_DAYS_BACK,
  type TEAM_REGULARIZATION_SORTS,
  type TRegularization,
  type ZOwnRegularizationQuerySchema,
  type ZRegularizationCreateSchema,
  type ZRegularizationListQuerySchema,
  type ZReporteeRegularizationQuerySchema,
} from '@staffdesk/shared/schemas/attendance';
import { attendanceRegularizations } from '../../db/schema/attendance';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { teamScopeOf, type AuthUser } from '../../access';
import { badRequest, conflict, notFound, refusingTaken } from '../../errors';
import { approvedEventsBetween } from '../absences/approved-events';
import { formatIsoDate as formatDate } from '@staffdesk/shared/dates';
import { createRequest } from '../requests/lifecycle';
import { serverRegularizationFamily } from './regularization-family';
import { decidesAs } from '../requests/delegations';
import { pgIntArray, PlaceholderFilters, preparedListPages, type ListQuery, type ListSorts } from '../../db/prepared';
import { requestSorts } from '../requests/family';
import { mayReadRequest } from '../requests/history';
import { awaitingSql, teamSql } from '../requests/escalations';
import { regularizationById, toView, viewColumns, viewQuery, type ViewRow } from './regularization-view';
import { likePattern, userIdsNamedSql } from '../users/full-name';
import { daysBetween, isWeekend, localDateTime } from '@staffdesk/shared/dates';
import { holidaysBetween } from '../calendar/holidays';

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);

type RegularizationSort = (typeof TEAM_REGULARIZATION_SORTS)[number];
const SORTS: ListSorts<RegularizationSort> = requestSorts(attendanceRegularizations, {
  date: attendanceRegularizations.date,
});

const r = attendanceRegularizations;
const OPEN = serverRegularizationFamily.declaration.statuses[0];
/** The viewer and whom they stand in for (requests/delegations.ts). */
const AS_IDS = sql`${sql.placeholder('asIds')}::int[]`;
/**
 * Whose requests a list shows: everyone's (`all`), one's own (`ownerId`), a manager's approvals (awaitingSql,
 * `asIds`), or everyone else's for who acts as any manager (`viewerId`).
 */
const scopeCondition = {
  all: sql`true`,
  own: eq(r.employeeId, sql.placeholder('ownerId')),
  reportees: awaitingSql(serverRegularizationFamily.entity, r, OPEN, teamSql(r.employeeId, AS_IDS), AS_IDS),
  others: awaitingSql(
    serverRegularizationFamily.entity,
    r,
    OPEN,
    ne(r.employeeId, sql.placeholder('viewerId')),
    AS_IDS,
  ),
};

type RegularizationListQuery = ListQuery<RegularizationSort> & {
  status?: string;
  employeeId?: number;
  startDate?: string;
  endDate?: string;
  search?: string;
};

function regularizationFilters(q: RegularizationListQuery): PlaceholderFilters {
  const filters = new PlaceholderFilters();
  if (q.status && q.status !== 'ALL') filters.add(eq(r.status, sql.placeholder('status')), { status: q.status });
  if (q.employeeId) filters.add(eq(r.employeeId, sql.placeholder('employeeId')), { employeeId: q.employeeId });
  if (q.startDate) filters.add(gte(r.date, sql.placeholder('startDate')), { startDate: q.startDate });
  if (q.endDate) filters.add(lte(r.date, sql.placeholder('endDate')), { endDate: q.endDate });
  if (q.search)
    filters.add(sql`${r.employeeId} in (${userIdsNamedSql(sql.placeholder('search'))})`, {
      search: likePattern(q.search),
    });
  return filters;
}

/** Read on every visit of a manager's approvals (db/prepared.ts). */
const page = preparedListPages<
  ViewRow,
  TRegularization,
  keyof typeof scopeCondition,
  RegularizationSort,
  RegularizationListQuery
>({
  table: r,
  columns: viewColumns,
  id: r.id,
  scopes: scopeCondition,
  sorts: SORTS,
  filters: regularizationFilters,
  items: (rows) => rows.map(toView),
});

/**
 * A past working day (not a weekend, holiday or full day of leave), at most REGULARIZATION_MAX_DAYS_BACK days
 * back and not before joining; one live request per day.
 */
export async function createRegularization(
  deps: Pick<AppDeps, 'db' | 'push'>,
  actor: AuthUser,
  input: z.output<typeof ZRegularizationCreateSchema>,
): Promise<TRegularization> {
  const { db } = deps;
  const employee = actor.employee;
  if (!employee) throw notFound('You have no employee record.');
  const today = localDateTime(new Date(), employee.timeZone).date;
  if (input.date >= today) throw fieldError('date', 'Choose a past day.');
  if (daysBetween(input.date, today) > REGULARIZATION_MAX_DAYS_BACK)
    throw fieldError('date', `Choose a day at most ${REGULARIZATION_MAX_DAYS_BACK} days back.`);
  if (employee.dateOfJoining && input.date < employee.dateOfJoining)
    throw fieldError('date', 'Choose a day on or after your date of joining.');
  if (isWeekend(input.date)) throw fieldError('date', 'Choose a working day: that day is a weekend.');
  const [holiday] = (await holidaysBetween(db, input.date, input.date)).filter((h) => !h.optional);
  if (holiday) throw fieldError('date', `Choose a working day: that day is a holiday (${holiday.name}).`);
  const leave = (await approvedEventsBetween(db, [actor.id], input.date, input.date)).find(
    (e) => e.isLeave && e.halfDay === 'NONE',
  );
  if (leave) throw conflict(`You were on approved ${leave.typeLabel} on ${formatDate(input.date)}.`);

  const alreadyLive = `You already have a pending or approved regularization for ${formatDate(input.date)}.`;
  // Two requests at once both pass the check: the partial unique index stops the second.
  const row = await refusingTaken(
    () =>
      createRequest(deps, serverRegularizationFamily, actor, async (tx) => {
        const [live] = await tx
          .select({ id: attendanceRegularizations.id })
          .from(attendanceRegularizations)
          .where(
            and(
              eq(attendanceRegularizations.employeeId, actor.id),
              eq(attendanceRegularizations.date, input.date),
              sql`${attendanceRegularizations.status} in ('PENDING', 'APPROVED')`,
            ),
          );
        if (live) throw conflict(alreadyLive);
        const [inserted] = await tx
          .insert(attendanceRegularizations)
          .values({ employeeId: actor.id, ...input })
          .returning();
        return inserted!;
      }),
    { attendance_regularizations_live_day_idx: alreadyLive },
  );
  return regularizationById(db, row.id);
}

/** MD, ADMIN, HR_HEAD. */
export async function allRegularizations(db: Db, query: z.output<typeof ZRegularizationListQuerySchema>) {
  return page(db, 'all', {}, query);
}

export async function ownRegularizations(
  db: Db,
  actor: AuthUser,
  query: z.output<typeof ZOwnRegularizationQuerySchema>,
) {
  return page(db, 'own', { ownerId: actor.id }, query);
}

/**
 * Direct reportees' requests (everyone else's for MD and ADMIN) at the first step, and those given to the caller;
 * PENDING unless asked otherwise.
 */
export async function reporteeRegularizations(
  db: Db,
  actor: AuthUser,
  query: z.output<typeof ZReporteeRegularizationQuerySchema>,
) {
  const asIds = pgIntArray(await decidesAs(db, actor.id));
  return teamScopeOf(actor) === 'everyone-else'
    ? page(db, 'others', { asIds, viewerId: actor.id }, query)
    : page(db, 'reportees', { asIds }, query);
}

/** Whoever may see its requester's records (access.ts); anyone else gets 404. */
export async function readRegularization(db: Db, actor: AuthUser, id: number): Promise<TRegularization> {
  const [row] = await viewQuery(db).where(eq(attendanceRegularizations.id, id));
  if (!row || !(await mayReadRequest(db, serverRegularizationFamily, actor, row))) throw notFound('No such request.');
  return toView(row);
}
