import { House } from 'lucide-react';
import { eventRequestFamily } from '@staffdesk/shared/api/leave';
import { EVENT_REQUEST_SORTS, TEAM_EVENT_REQUEST_SORTS, type TEventRequest } from '@staffdesk/shared/schemas/leave';
import { REQUEST_STATUSES } from '@staffdesk/shared/schemas/requests';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate, formatDateRange } from '@/lib/dates';
import { getOwnWfhRequests } from './api/get-own-wfh-requests';
import { getTeamWfhRequests } from './api/get-team-wfh-requests';
import { WFH_FORM_PATH, WFH_LIST_PATH } from './paths';

const daysText = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const columns: DataTableColumn<TEventRequest>[] = [
  {
    id: 'dates',
    header: 'Dates',
    cell: (r) => formatDateRange(r.fromDate, r.toDate),
    sortKey: 'fromDate',
    card: 'title',
    width: 'md',
  },
  { id: 'days', header: 'Days', cell: (r) => daysText(r.days), sortKey: 'days', numeric: true, width: 'fit' },
];

/** Work from home: an event request of type WFH, decided by the reporting manager, with lists of its own. */
export const wfhRequests = registerRequestFamily<TEventRequest>({
  key: 'wfh',
  declaration: eventRequestFamily,
  area: 'self-service',
  label: 'Work from home',
  noun: 'work-from-home requests',
  describe: (r) => `${r.typeLabel} (${formatDateRange(r.fromDate, r.toDate)})`,
  approvalColumns: columns.map((c) => ({ ...c, card: c.id === 'dates' ? ('subtitle' as const) : c.card })),
  queue: ({ sort, ...q }) =>
    getTeamWfhRequests({ ...q, sort: oneOf(TEAM_EVENT_REQUEST_SORTS, sort), status: 'PENDING' }),
  affects: [['attendance'], ['dashboard']],
  own: {
    path: WFH_LIST_PATH,
    title: 'Work From Home',
    description: 'Your work-from-home requests, newest first.',
    newRequest: { path: WFH_FORM_PATH, label: 'New request' },
    emptyIcon: House,
    emptyTitle: 'No work-from-home requests yet.',
    emptyHint: 'Requests you send appear here with their status.',
    columns,
    fetch: ({ sort, status, filters: _filters, ...q }) =>
      getOwnWfhRequests({ ...q, sort: oneOf(EVENT_REQUEST_SORTS, sort), status: oneOf(REQUEST_STATUSES, status) }),
    cancelDialog: (r) => {
      const dates =
        r.fromDate === r.toDate
          ? `on ${formatDate(r.fromDate)}`
          : `from ${formatDate(r.fromDate)} to ${formatDate(r.toDate)}`;
      return {
        title: 'Cancel This Request?',
        description: `Your request to work from home ${dates} will be withdrawn.`,
        confirmLabel: 'Cancel request',
      };
    },
    cancelledMessage: 'The work-from-home request was cancelled.',
  },
});
