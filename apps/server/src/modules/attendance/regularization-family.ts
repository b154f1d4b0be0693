import { and, eq, sql } from 'drizzle-orm';
import { regularizationFamily } from '@staffdesk/shared/api/regularizations';
import { DEFAULT_TIME_ZONE, formatIsoDate as formatDate } from '@staffdesk/shared/dates';
import type { TRegularization } from '@staffdesk/shared/schemas/attendance';
import { attendanceRegularizations, checkInOutEvents } from '../../db/schema/attendance';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../access';
import { writeAudit } from '../audit/service';
import { employeeInfo } from '../organisation/employees';
import { requestLink, requesterRecordsReader, type ServerRequestFamily } from '../requests/family';
import { REGULARIZATION_ENTITY, hhmm, regularizationById, regularizationTimeline } from './regularization-view';

export type RegularizationRow = typeof attendanceRegularizations.$inferSelect;

/**
 * Approval replaces the day's punches with the requested IN and OUT (source REGULARIZATION). The removed
 * punches stay in the audit row's `before`.
 */
async function writeRegularizedPunches(tx: Tx, row: RegularizationRow, actor: AuthUser): Promise<void> {
  const tz = (await employeeInfo(tx, row.employeeId))?.timeZone ?? DEFAULT_TIME_ZONE;
  const removed = await tx
    .delete(checkInOutEvents)
    .where(
      and(
        eq(checkInOutEvents.employeeId, row.employeeId),
        sql`(${checkInOutEvents.at} at time zone ${tz})::date = ${row.date}::date`,
      ),
    )
    .returning();
  const punch = (kind: 'IN' | 'OUT', time: string) => ({
    employeeId: row.employeeId,
    kind,
    at: sql`(${row.date}::date + ${time}::time) at time zone ${tz}`,
    source: 'REGULARIZATION',
    regularizationId: row.id,
    createdBy: actor.id,
  });
  const written = await tx
    .insert(checkInOutEvents)
    .values([punch('IN', row.checkIn), punch('OUT', row.checkOut)])
    .returning();
  await writeAudit(tx, {
    actorId: actor.id,
    action: 'check-in-out-event.regularize',
    entity: 'attendance-day',
    entityId: `${row.employeeId}:${row.date}`,
    before: removed,
    after: written,
  });
}

/** Attendance regularizations in the request lifecycle: decided by the reporting manager. */
export const serverRegularizationFamily: ServerRequestFamily<typeof attendanceRegularizations, TRegularization> = {
  declaration: regularizationFamily,
  entity: REGULARIZATION_ENTITY,
  table: attendanceRegularizations,
  describe: (row) =>
    `an attendance regularization of ${formatDate(row.date)} (${hhmm(row.checkIn)} to ${hhmm(row.checkOut)})`,
  links: (row) => ({
    requester: requestLink('/ui/self-service/attendance/attendance-regularization-list', row.id),
    decider: requestLink('/ui/self-service/approvals', row.id, 'regularizations'),
  }),
  view: regularizationById,
  mayRead: requesterRecordsReader,
  onDecided: async (tx, row, decision, actor) => {
    if (decision === 'approve') await writeRegularizedPunches(tx, row, actor);
  },
  timeline: regularizationTimeline,
};
