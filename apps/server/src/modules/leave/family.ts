import { and, eq, sql } from 'drizzle-orm';
import { EVENT_TYPES } from '@staffdesk/shared/schemas/leave';
import { formatIsoDate as formatDate } from '@staffdesk/shared/dates';
import { eventBalances, eventRequests, eventTypes } from '../../db/schema/index';
import type { Executor, Tx } from '../../db/client';
import type { RequestFamily } from '../requests/lifecycle';

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
export function describeEventRequest(row: Pick<EventRequestRow, 'typeCode' | 'fromDate' | 'toDate' | 'halfDay' | 'days'>): string {
  const label = LABELS[row.typeCode] ?? row.typeCode;
  if (row.fromDate === row.toDate) return `${label} on ${formatDate(row.fromDate)} (${HALVES[row.halfDay] ?? formatDays(row.days)})`;
  return `${label} from ${formatDate(row.fromDate)} to ${formatDate(row.toDate)} (${formatDays(row.days)})`;
}

async function needsBalance(tx: Executor, typeCode: string): Promise<boolean> {
  const [type] = await tx.select({ needsBalance: eventTypes.needsBalance }).from(eventTypes).where(eq(eventTypes.code, typeCode));
  return type?.needsBalance ?? false;
}

/** Moves a request's days out of pending: into used when approved, back to available when rejected or cancelled. */
async function settleBalance(tx: Tx, row: EventRequestRow, into: 'used' | 'released'): Promise<void> {
  if (!(await needsBalance(tx, row.typeCode))) return;
  await tx
    .update(eventBalances)
    .set({
      pending: sql`${eventBalances.pending} - ${row.days}`,
      ...(into === 'used' ? { used: sql`${eventBalances.used} + ${row.days}` } : {}),
    })
    .where(and(eq(eventBalances.employeeId, row.employeeId), eq(eventBalances.typeCode, row.typeCode), eq(eventBalances.year, Number(row.fromDate.slice(0, 4)))));
}

/** Leave and work from home in the shared request lifecycle: decided by the reporting manager (or MD, ADMIN). */
export const eventRequestFamily: RequestFamily<EventRequestRow> = {
  entity: 'event-request',
  table: eventRequests,
  deciders: { kind: 'reporting-manager' },
  describe: describeEventRequest,
  links: { requester: '/ui/self-service/leaves/leave-request-list', decider: '/ui/self-service/approvals' },
  onDecided: (tx, row, decision) => settleBalance(tx, row, decision === 'APPROVED' ? 'used' : 'released'),
  onCancelled: (tx, row) => settleBalance(tx, row, 'released'),
};

/** Work from home links its requester to the work-from-home list; everything else is the same family. */
export const wfhRequestFamily: RequestFamily<EventRequestRow> = {
  ...eventRequestFamily,
  links: { ...eventRequestFamily.links, requester: '/ui/self-service/attendance/wfh-request-list' },
};
