import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  REGULARIZATION_MAX_DAYS_BACK,
  type TRegularization,
  type TRegularizationPage,
  type ZOwnRegularizationQuerySchema,
  type ZRegularizationCreateSchema,
  type ZRegularizationListQuerySchema,
  type ZReporteeRegularizationQuerySchema,
} from '@staffdesk/shared/schemas/attendance';
import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import { attendanceRegularizations, checkInOutEvents, employees, users } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { mayViewRecordsOf, type AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { approvedEventsBetween } from '../leave/approved-events';
import { formatIsoDate as formatDate } from '@staffdesk/shared/dates';
import { createLifecycle, type Decision, type RequestFamily } from '../requests/lifecycle';
import { teamScopeCondition } from '../organisation/employees';
import { daysBetween, holidaysBetween, isWeekend, localDateTime } from './calendar-days';
import { fullNameSql, optionalFullNameSql } from '../users/full-name';

export type RegularizationRow = typeof attendanceRegularizations.$inferSelect;

const hhmm = (time: string) => time.slice(0, 5);

/**
 * Approval replaces the day's punches with the requested IN and OUT (source REGULARIZATION). The removed
 * punches stay in the audit row's `before`.
 */
async function writeRegularizedPunches(tx: Tx, row: RegularizationRow, actor: AuthUser): Promise<void> {
  const [employee] = await tx.select({ timeZone: employees.timeZone }).from(employees).where(eq(employees.userId, row.employeeId));
  const tz = employee?.timeZone ?? 'Asia/Kolkata';
  const removed = await tx
    .delete(checkInOutEvents)
    .where(and(eq(checkInOutEvents.employeeId, row.employeeId), sql`(${checkInOutEvents.at} at time zone ${tz})::date = ${row.date}::date`))
    .returning();
  const punch = (kind: 'IN' | 'OUT', time: string) => ({
    employeeId: row.employeeId,
    kind,
    at: sql`(${row.date}::date + ${time}::time) at time zone ${tz}`,
    source: 'REGULARIZATION',
    regularizationId: row.id,
    createdBy: actor.id,
  });
  const written = await tx.insert(checkInOutEvents).values([punch('IN', row.checkIn), punch('OUT', row.checkOut)]).returning();
  await writeAudit(tx, { actorId: actor.id, action: 'check-in-out-event.regularize', entity: 'attendance-day', entityId: `${row.employeeId}:${row.date}`, before: removed, after: written });
}

/** Attendance regularizations in the shared request lifecycle: decided by the reporting manager (or MD, ADMIN). */
export const regularizationFamily: RequestFamily<RegularizationRow> = {
  entity: 'attendance-regularization',
  table: attendanceRegularizations,
  deciders: { kind: 'reporting-manager' },
  describe: (row) => `an attendance regularization of ${formatDate(row.date)} (${hhmm(row.checkIn)} to ${hhmm(row.checkOut)})`,
  links: { requester: '/ui/self-service/attendance/attendance-regularization-list', decider: '/ui/self-service/approvals' },
  onDecided: async (tx, row, decision, actor) => {
    if (decision === 'APPROVED') await writeRegularizedPunches(tx, row, actor);
  },
};

const decider = alias(users, 'decider');

const viewColumns = {
  id: attendanceRegularizations.id,
  employeeId: attendanceRegularizations.employeeId,
  employeeName: fullNameSql(users),
  employeeCode: employees.employeeCode,
  status: attendanceRegularizations.status,
  decidedBy: attendanceRegularizations.decidedBy,
  decidedByName: optionalFullNameSql(decider),
  decidedAt: attendanceRegularizations.decidedAt,
  remark: attendanceRegularizations.remark,
  createdAt: attendanceRegularizations.createdAt,
  updatedAt: attendanceRegularizations.updatedAt,
  date: attendanceRegularizations.date,
  checkIn: attendanceRegularizations.checkIn,
  checkOut: attendanceRegularizations.checkOut,
  reason: attendanceRegularizations.reason,
  managerId: employees.reportingManagerId,
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(attendanceRegularizations)
    .innerJoin(users, eq(users.id, attendanceRegularizations.employeeId))
    .leftJoin(employees, eq(employees.userId, attendanceRegularizations.employeeId))
    .leftJoin(decider, eq(decider.id, attendanceRegularizations.decidedBy));
}

type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

function toView({ managerId: _managerId, ...r }: ViewRow): TRegularization {
  return {
    ...r,
    checkIn: hhmm(r.checkIn),
    checkOut: hhmm(r.checkOut),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);

export function createRegularizationService(deps: Pick<AppDeps, 'db' | 'push'>) {
  const { db } = deps;
  const lifecycle = createLifecycle(deps);

  async function page(where: SQL | undefined, query: { page: number; pageSize: number }): Promise<TRegularizationPage> {
    const [rows, [total]] = await Promise.all([
      viewQuery(db)
        .where(where)
        .orderBy(desc(attendanceRegularizations.createdAt), desc(attendanceRegularizations.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(attendanceRegularizations).leftJoin(employees, eq(employees.userId, attendanceRegularizations.employeeId)).where(where),
    ]);
    return { items: rows.map(toView), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  async function view(id: number): Promise<TRegularization> {
    const [row] = await viewQuery(db).where(eq(attendanceRegularizations.id, id));
    if (!row) throw notFound('No such request.');
    return toView(row);
  }

  /**
   * A past working day (not a weekend or a holiday, not a full day of approved leave), at most
   * REGULARIZATION_MAX_DAYS_BACK days back and not before joining; one live request per day.
   */
  async function create(actor: AuthUser, input: z.output<typeof ZRegularizationCreateSchema>): Promise<TRegularization> {
    const employee = actor.employee;
    if (!employee) throw notFound('You have no employee record.');
    const today = localDateTime(new Date(), employee.timeZone).date;
    if (input.date >= today) throw fieldError('date', 'Only a past day can be regularized.');
    if (daysBetween(input.date, today) > REGULARIZATION_MAX_DAYS_BACK) throw fieldError('date', `A day can be regularized up to ${REGULARIZATION_MAX_DAYS_BACK} days back.`);
    if (employee.dateOfJoining && input.date < employee.dateOfJoining) throw fieldError('date', 'You had not joined yet on that day.');
    if (isWeekend(input.date)) throw fieldError('date', 'That day is a weekend.');
    const [holiday] = (await holidaysBetween(db, input.date, input.date)).filter((h) => !h.optional);
    if (holiday) throw fieldError('date', `That day is a holiday (${holiday.name}).`);
    const leave = (await approvedEventsBetween(db, [actor.id], input.date, input.date)).find((e) => e.isLeave && e.halfDay === 'NONE');
    if (leave) throw conflict(`You were on approved ${leave.typeLabel} on ${formatDate(input.date)}.`);

    const alreadyLive = () => conflict(`You already have a pending or approved regularization for ${formatDate(input.date)}.`);
    try {
      const row = await lifecycle.create(regularizationFamily, actor, async (tx) => {
        const [live] = await tx
          .select({ id: attendanceRegularizations.id })
          .from(attendanceRegularizations)
          .where(and(eq(attendanceRegularizations.employeeId, actor.id), eq(attendanceRegularizations.date, input.date), sql`${attendanceRegularizations.status} in ('PENDING', 'APPROVED')`));
        if (live) throw alreadyLive();
        const [inserted] = await tx.insert(attendanceRegularizations).values({ employeeId: actor.id, ...input }).returning();
        return inserted!;
      });
      return view(row.id);
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

  /** Requests of the caller's direct reportees (MD and ADMIN: everyone else's); PENDING unless asked otherwise. */
  async function ofReportees(actor: AuthUser, query: z.output<typeof ZReporteeRegularizationQuerySchema>) {
    return page(
      and(
        teamScopeCondition(actor),
        query.status === 'ALL' ? undefined : eq(attendanceRegularizations.status, query.status),
      ),
      query,
    );
  }

  /** One request: whoever may see its requester's records (access.ts); anyone else gets 404. */
  async function get(actor: AuthUser, id: number): Promise<TRegularization> {
    const [row] = await viewQuery(db).where(eq(attendanceRegularizations.id, id));
    if (!row || !mayViewRecordsOf(actor, { id: row.employeeId, managerId: row.managerId })) throw notFound('No such request.');
    return toView(row);
  }

  async function decide(actor: AuthUser, id: number, decision: Decision, remark?: string): Promise<TRegularization> {
    await lifecycle.decide(regularizationFamily, actor, id, decision, remark);
    return view(id);
  }

  async function decideBulk(actor: AuthUser, ids: readonly number[], decision: Decision, remark?: string): Promise<TBulkDecisionResponse> {
    return lifecycle.decideBulk(regularizationFamily, actor, ids, decision, remark);
  }

  async function cancel(actor: AuthUser, id: number): Promise<TRegularization> {
    await lifecycle.cancel(regularizationFamily, actor, id);
    return view(id);
  }

  return { create, all, own, ofReportees, get, decide, decideBulk, cancel };
}
