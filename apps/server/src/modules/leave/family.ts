import { and, asc, eq, sql } from 'drizzle-orm';
import { eventRequestFamily } from '@staffdesk/shared/api/leave';
import { EVENT_TYPES, WFH_TYPE_CODE, type TEventRequest } from '@staffdesk/shared/schemas/leave';
import { formatIsoDate as formatDate, todayIn, yearOf } from '@staffdesk/shared/dates';
import { eventBalances, eventRequests, eventTypes } from '../../db/schema/leave';
import type { Executor, Tx } from '../../db/client';
import { requestLink, requesterRecordsReader, type ServerRequestFamily } from '../requests/family';
import { EVENT_REQUEST_ENTITY, eventRequestTimeline, requestById } from './event-request-view';
import { punchedDates } from '../absences/punched-dates';
import type { AuthUser } from '../../access';
import { writeLedgerEntries } from './ledger-entries';
import { ownTimeZone } from './time-zone';

export type EventRequestRow = typeof eventRequests.$inferSelect;

export function formatDays(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}

export function describeRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
}

const LABELS: Record<string, string> = Object.fromEntries(EVENT_TYPES.map((t) => [t.code, t.label]));
const HALVES: Record<string, string> = { FIRST_HALF: 'first half', SECOND_HALF: 'second half' };

/** "Casual Leave from November 24, 2026 to November 25, 2026 (2 days)", "Sick Leave on November 24, 2026 (first half)". */
export function describeEventRequest(
  row: Pick<EventRequestRow, 'typeCode' | 'fromDate' | 'toDate' | 'halfDay' | 'days'>,
): string {
  const label = LABELS[row.typeCode] ?? row.typeCode;
  if (row.fromDate === row.toDate)
    return `${label} on ${formatDate(row.fromDate)} (${HALVES[row.halfDay] ?? formatDays(row.days)})`;
  return `${label} from ${formatDate(row.fromDate)} to ${formatDate(row.toDate)} (${formatDays(row.days)})`;
}

async function needsBalance(tx: Executor, typeCode: string): Promise<boolean> {
  const [type] = await tx
    .select({ needsBalance: eventTypes.needsBalance })
    .from(eventTypes)
    .where(eq(eventTypes.code, typeCode));
  return type?.needsBalance ?? false;
}

/**
 * Out of pending either way; approved, the days are taken: an entry of the ledger, whose trigger moves them into
 * used in the same statement. An approved leave cancelled returns them, by another entry.
 */
async function settleBalance(tx: Tx, row: EventRequestRow, into: 'taken' | 'released' | 'returned', actor?: AuthUser) {
  if (!(await needsBalance(tx, row.typeCode))) return;
  const ofRequest = and(
    eq(eventBalances.employeeId, row.employeeId),
    eq(eventBalances.typeCode, row.typeCode),
    eq(eventBalances.year, yearOf(row.fromDate)),
  );
  const [balance] =
    into === 'returned'
      ? await tx.select({ id: eventBalances.id }).from(eventBalances).where(ofRequest)
      : await tx
          .update(eventBalances)
          .set({ pending: sql`${eventBalances.pending} - ${row.days}` })
          .where(ofRequest)
          .returning({ id: eventBalances.id });
  if (!balance || into === 'released') return;
  await writeLedgerEntries(tx, [
    {
      balanceId: balance.id,
      employeeId: row.employeeId,
      typeCode: row.typeCode,
      effectiveDate: row.fromDate,
      kind: into === 'taken' ? 'TAKEN' : 'RETURNED',
      days: into === 'taken' ? -row.days : row.days,
      note: into === 'taken' ? describeEventRequest(row) : `${describeEventRequest(row)}, cancelled`,
      requestId: row.id,
      createdBy: actor?.id ?? row.employeeId,
    },
  ]);
}

/** Leave and work from home requests, decided by the reporting manager. */
export const serverEventRequestFamily: ServerRequestFamily<typeof eventRequests, TEventRequest> = {
  declaration: eventRequestFamily,
  entity: EVENT_REQUEST_ENTITY,
  table: eventRequests,
  describe: describeEventRequest,
  links: (row) => ({
    requester: requestLink(
      row.typeCode === WFH_TYPE_CODE
        ? '/ui/self-service/attendance/wfh-request-list'
        : '/ui/self-service/leaves/leave-request-list',
      row.id,
    ),
    decider: requestLink('/ui/self-service/approvals', row.id, row.typeCode === WFH_TYPE_CODE ? 'wfh' : 'leave'),
  }),
  chainChoices: async (executor) => ({
    typeCode: await executor
      .select({ value: eventTypes.code, label: eventTypes.label })
      .from(eventTypes)
      .orderBy(asc(eventTypes.sortOrder)),
  }),
  view: requestById,
  mayRead: requesterRecordsReader,
  // Leave over a day with recorded attendance: the manager should know before deciding.
  async deciderNote(tx, row) {
    if (row.typeCode === WFH_TYPE_CODE) return undefined;
    const dates = await punchedDates(tx, row.employeeId, row.fromDate, row.toDate);
    return dates.length ? `Attendance is recorded on ${dates.map(formatDate).join(', ')}.` : undefined;
  },
  onDecided: (tx, row, decision, actor) => settleBalance(tx, row, decision === 'approve' ? 'taken' : 'released', actor),
  onCancelled: (tx, row, was) => settleBalance(tx, row, was === 'APPROVED' ? 'returned' : 'released'),
  approvedCancelRefusal: (row, actor) =>
    row.fromDate <= todayIn(ownTimeZone(actor))
      ? `${describeEventRequest(row)} has already begun, so it can no longer be cancelled: ask HR to correct the balance.`
      : undefined,
  timeline: eventRequestTimeline,
};
