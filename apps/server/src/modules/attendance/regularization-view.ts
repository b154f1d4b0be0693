import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TRegularization } from '@staffdesk/shared/schemas/attendance';
import type { TMergedRequest } from '@staffdesk/shared/schemas/leave';
import { attendanceRegularizations } from '../../db/schema/attendance';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import type { TimelineQuery } from '../requests/family';
import { employeeCodeSql, reportingManagerSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import { isEscalatedSql } from '../requests/escalations';

/** The entity name of the family's requests: their audit rows and escalations carry it. */
export const REGULARIZATION_ENTITY = 'attendance-regularization';

export const hhmm = (time: string) => time.slice(0, 5);

export const viewColumns = {
  id: attendanceRegularizations.id,
  employeeId: attendanceRegularizations.employeeId,
  employeeName: sql<string>`${userNameSql(attendanceRegularizations.employeeId)}`,
  employeeCode: employeeCodeSql(attendanceRegularizations.employeeId),
  status: attendanceRegularizations.status,
  decidedBy: attendanceRegularizations.decidedBy,
  decidedByName: userNameSql(attendanceRegularizations.decidedBy),
  decidedAt: attendanceRegularizations.decidedAt,
  remark: attendanceRegularizations.remark,
  createdAt: attendanceRegularizations.createdAt,
  updatedAt: attendanceRegularizations.updatedAt,
  escalated: isEscalatedSql(REGULARIZATION_ENTITY, attendanceRegularizations.id),
  step: attendanceRegularizations.step,
  chain: attendanceRegularizations.chain,
  date: attendanceRegularizations.date,
  checkIn: attendanceRegularizations.checkIn,
  checkOut: attendanceRegularizations.checkOut,
  reason: attendanceRegularizations.reason,
  managerId: reportingManagerSql(attendanceRegularizations.employeeId),
};

export function viewQuery(executor: Executor) {
  return executor.select(viewColumns).from(attendanceRegularizations);
}

export type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

export function toView({ managerId: _managerId, ...r }: ViewRow): TRegularization {
  return {
    ...r,
    checkIn: hhmm(r.checkIn),
    checkOut: hhmm(r.checkOut),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function regularizationById(executor: Executor, id: number): Promise<TRegularization> {
  const [row] = await viewQuery(executor).where(eq(attendanceRegularizations.id, id));
  if (!row) throw notFound('No such request.');
  return toView(row);
}

/** An employee's regularizations in the request timeline: the newest `limit`, and how many there are. */
export async function regularizationTimeline(
  executor: Executor,
  employeeId: number,
  q: TimelineQuery,
): Promise<{ items: TMergedRequest[]; total: number }> {
  if (q.kind && q.kind !== 'REGULARIZATION') return { items: [], total: 0 };
  const where: SQL | undefined = and(
    eq(attendanceRegularizations.employeeId, employeeId),
    q.status ? eq(attendanceRegularizations.status, q.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    viewQuery(executor)
      .where(where)
      .orderBy(desc(attendanceRegularizations.createdAt), desc(attendanceRegularizations.id))
      .limit(q.limit),
    executor.select({ n: count() }).from(attendanceRegularizations).where(where),
  ]);
  const items = rows.map(toView).map((r): TMergedRequest => ({
    id: r.id,
    kind: 'REGULARIZATION',
    typeCode: null,
    typeLabel: 'Attendance Regularization',
    fromDate: r.date,
    toDate: r.date,
    halfDay: null,
    days: null,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    reason: r.reason,
    status: r.status,
    remark: r.remark,
    decidedBy: r.decidedBy,
    decidedByName: r.decidedByName,
    decidedAt: r.decidedAt,
    createdAt: r.createdAt,
  }));
  return { items, total: counted?.n ?? 0 };
}
