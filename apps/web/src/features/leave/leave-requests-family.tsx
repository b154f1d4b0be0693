import { CalendarX2 } from 'lucide-react';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import { eventRequestFamily } from '@staffdesk/shared/api/leave';
import { EVENT_REQUEST_SORTS, TEAM_EVENT_REQUEST_SORTS, type TEventRequest } from '@staffdesk/shared/schemas/leave';
import { REQUEST_STATUSES } from '@staffdesk/shared/schemas/requests';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate, formatDateRange } from '@/lib/dates';
import { LEAVE_KEY } from './api/get-leave-balances';
import { useEventTypes } from './api/get-event-types';
import { getOwnLeaveRequests } from './api/get-own-leave-requests';
import { getTeamLeaveRequests } from './api/get-team-leave-requests';
import { daysText } from './leave-form-rules';
import { LEAVE_LIST_PATH, LEAVE_REQUEST_PATH } from './paths';

const HALVES: Record<string, string> = { FIRST_HALF: 'first half', SECOND_HALF: 'second half' };

/** "January 05, 2026 – January 07, 2026", "January 05, 2026 (first half)". */
export function leaveDates(r: TEventRequest): string {
  return formatDateRange(r.fromDate, r.toDate) + (HALVES[r.halfDay] ? ` (${HALVES[r.halfDay]})` : '');
}

/** What a balance holds after the request (a pending request is held in it): "7 of 12 days left". */
function balanceText(r: TEventRequest): string {
  return r.balance
    ? `${r.balance.available} of ${r.balance.allotted} day${r.balance.allotted === 1 ? '' : 's'} left`
    : 'No balance needed';
}

/** Who of the requester's team is out on some of the days already: "Sara Khan (Casual Leave)", or "Nobody". */
export function teamOutText(r: TEventRequest): string {
  if (!r.teamOut?.length) return 'Nobody';
  return r.teamOut.map((o) => `${o.employeeName} (${o.typeLabel})`).join(', ');
}

const dates: DataTableColumn<TEventRequest> = {
  id: 'dates',
  header: 'Dates',
  cell: leaveDates,
  sortKey: 'fromDate',
  width: 'md',
};
const days: DataTableColumn<TEventRequest> = {
  id: 'days',
  header: 'Days',
  cell: (r) => daysText(r.days),
  sortKey: 'days',
  numeric: true,
  width: 'fit',
};

/** Leave: decided by the reporting manager on the self-service approvals screen, with the requester's balance in view. */
export const leaveRequests = registerRequestFamily<TEventRequest>({
  key: 'leave',
  declaration: eventRequestFamily,
  area: 'self-service',
  label: 'Leave',
  noun: 'leave requests',
  describe: (r) => `${r.typeLabel} (${leaveDates(r)})`,
  approvalColumns: [
    { id: 'type', header: 'Leave', value: (r) => r.typeLabel, card: 'subtitle', width: 'sm' },
    dates,
    days,
    { id: 'balance', header: 'Balance', cell: balanceText, hideBelow: 'lg', width: 'fit' },
    { id: 'teamOut', header: 'Team out then', cell: teamOutText, width: 'sm' },
  ],
  queue: ({ sort, ...q }) =>
    getTeamLeaveRequests({ ...q, sort: oneOf(TEAM_EVENT_REQUEST_SORTS, sort), status: 'PENDING' }),
  affects: [LEAVE_KEY, ['dashboard'], ['attendance']],
  own: {
    path: LEAVE_LIST_PATH,
    title: 'Leave Requests',
    description: 'Your leave requests, newest first. Pending ones, and approved ones not yet begun, can be cancelled.',
    newRequest: { path: LEAVE_REQUEST_PATH, label: 'Request leave' },
    emptyIcon: CalendarX2,
    emptyTitle: 'You have not asked for leave yet.',
    emptyHint: "Requests you send show here with their status and your manager's remark.",
    columns: [{ id: 'type', header: 'Leave', value: (r) => r.typeLabel, card: 'title', width: 'sm' }, dates, days],
    filters: [
      {
        name: 'typeCode',
        label: 'Leave type',
        allLabel: 'All types',
        useOptions: () =>
          (useEventTypes().data ?? []).filter((t) => t.isLeave).map((t) => ({ value: t.code, label: t.label })),
      },
    ],
    fetch: ({ sort, status, filters, ...q }) =>
      getOwnLeaveRequests({
        ...q,
        sort: oneOf(EVENT_REQUEST_SORTS, sort),
        status: oneOf(REQUEST_STATUSES, status),
        typeCode: filters.typeCode,
      }),
    mayCancel: (r) => r.status === 'PENDING' || (r.status === 'APPROVED' && r.fromDate > todayIn(DEFAULT_TIME_ZONE)),
    cancelDialog: (r) => ({
      title: r.status === 'APPROVED' ? 'Cancel This Approved Leave?' : 'Cancel This Leave Request?',
      description:
        `${r.typeLabel}, ` +
        (r.fromDate === r.toDate ? formatDate(r.fromDate) : `${formatDate(r.fromDate)} to ${formatDate(r.toDate)}`) +
        ` (${daysText(r.days)}). ` +
        (r.status === 'APPROVED'
          ? 'The days return to your balance, and your manager sees the leave cancelled.'
          : 'The days go back to your balance, and your manager no longer sees it.'),
      confirmLabel: 'Cancel request',
    }),
    cancelledMessage: 'Your leave request was cancelled.',
  },
});
