import type { TRegularization } from '@staffdesk/shared/schemas/attendance';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { formatDate } from '@/lib/dates';

/** One pending request as the approvals table shows it, whatever its family. */
export interface ApprovalRow {
  id: number;
  employeeId: number;
  employeeName: string;
  what: string;
  dates: string;
  /** Days of a leave or work-from-home request, punch times of a regularization. */
  amount: string;
  reason: string;
  createdAt: string;
}

const HALF_DAY_TEXT: Record<string, string> = { FIRST_HALF: ' (first half)', SECOND_HALF: ' (second half)' };

export function eventRequestRow(r: TEventRequest): ApprovalRow {
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    what: r.typeLabel,
    dates: (r.fromDate === r.toDate ? formatDate(r.fromDate) : `${formatDate(r.fromDate)} – ${formatDate(r.toDate)}`) + (HALF_DAY_TEXT[r.halfDay] ?? ''),
    amount: `${r.days} day${r.days === 1 ? '' : 's'}`,
    reason: r.reason,
    createdAt: r.createdAt,
  };
}

export function regularizationRow(r: TRegularization): ApprovalRow {
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    what: 'Regularization',
    dates: formatDate(r.date),
    amount: `${r.checkIn.slice(0, 5)} – ${r.checkOut.slice(0, 5)}`,
    reason: r.reason,
    createdAt: r.createdAt,
  };
}

/** "Submitted" with the time: two requests of one day are told apart by it. */
export function submittedText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return formatDate(iso);
  return `${formatDate(date)}, ${date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;
}
