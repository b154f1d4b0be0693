import { ClockAlert } from 'lucide-react';
import { regularizationFamily } from '@staffdesk/shared/api/regularizations';
import {
  REGULARIZATION_SORTS,
  TEAM_REGULARIZATION_SORTS,
  type TRegularization,
} from '@staffdesk/shared/schemas/attendance';
import { REQUEST_STATUSES } from '@staffdesk/shared/schemas/requests';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/dates';
import { getOwnRegularizations } from './api/get-own-regularizations';
import { getTeamRegularizations } from './api/get-team-regularizations';
import { REGULARIZATION_FORM_PATH, REGULARIZATION_LIST_PATH } from './paths';

const times = (r: TRegularization) => `${r.checkIn.slice(0, 5)} – ${r.checkOut.slice(0, 5)}`;
const day: DataTableColumn<TRegularization> = {
  id: 'date',
  header: 'Day',
  cell: (r) => formatDate(r.date),
  sortKey: 'date',
  width: 'sm',
};
const hours: DataTableColumn<TRegularization> = { id: 'times', header: 'Times', cell: times, width: 'fit' };

/** Attendance regularizations: a past day's punches to correct, decided by the reporting manager. */
export const regularizationRequests = registerRequestFamily<TRegularization>({
  key: 'regularizations',
  declaration: regularizationFamily,
  area: 'self-service',
  label: 'Regularizations',
  noun: 'regularizations',
  describe: (r) => `regularization (${formatDate(r.date)})`,
  approvalColumns: [{ ...day, card: 'subtitle' }, hours],
  queue: ({ sort, ...q }) =>
    getTeamRegularizations({ ...q, sort: oneOf(TEAM_REGULARIZATION_SORTS, sort), status: 'PENDING' }),
  affects: [['attendance'], ['dashboard']],
  own: {
    path: REGULARIZATION_LIST_PATH,
    title: 'Regularizations',
    description: "Your requests to correct a day's punches, newest first.",
    newRequest: { path: REGULARIZATION_FORM_PATH, label: 'New request' },
    emptyIcon: ClockAlert,
    emptyTitle: 'No regularizations yet.',
    emptyHint: 'Ask to correct a day from the missing punches on the attendance screen.',
    columns: [{ ...day, card: 'title' }, hours],
    fetch: ({ sort, status, filters: _filters, ...q }) =>
      getOwnRegularizations({ ...q, sort: oneOf(REGULARIZATION_SORTS, sort), status: oneOf(REQUEST_STATUSES, status) }),
    cancelDialog: (r) => ({
      title: 'Cancel This Regularization?',
      description: `Your request to correct ${formatDate(r.date)} will be withdrawn.`,
      confirmLabel: 'Cancel regularization',
    }),
    cancelledMessage: 'The regularization was cancelled.',
  },
});
