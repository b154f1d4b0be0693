import { timesheetFamily } from '@staffdesk/shared/api/timesheets';
import { PENDING_TIMESHEET_WEEK_SORTS, type TPendingTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDateRange } from '@/lib/dates';
import { getPendingTimesheetWeeks } from './api/get-pending-timesheet-weeks';
import { TIMESHEET_KEY } from './api/get-timesheet-week';
import { AwayDaysMark } from './away-days-mark';
import { totalText } from './hours';
import { PendingWeekDetails } from './pending-week-details';

const columns: DataTableColumn<TPendingTimesheetWeek>[] = [
  {
    id: 'week',
    header: 'Week',
    cell: (w) => (
      <span className="grid gap-1">
        {formatDateRange(w.startDate, w.endDate)}
        <AwayDaysMark days={w.awayDays.length} />
      </span>
    ),
    value: (w) => w.startDate,
    sortKey: 'startDate',
    card: 'subtitle',
    width: 'md',
  },
  { id: 'days', header: 'Locked days', value: (w) => w.lockedDays, sortKey: 'lockedDays', numeric: true, width: 'fit' },
  {
    id: 'hours',
    header: 'Hours',
    cell: (w) => totalText(w.lockedHours),
    value: (w) => w.lockedHours,
    sortKey: 'lockedHours',
    numeric: true,
    width: 'fit',
  },
];

/**
 * Timesheet weeks (docs/decisions/013): a week's locked days are a request of the timesheet family, decided on the
 * self-service approvals screen like the others, the oldest week first, with its lines and days away to read before
 * deciding. A decision reaches the week views too.
 */
export const timesheetWeeks = registerRequestFamily<TPendingTimesheetWeek>({
  key: 'timesheet',
  declaration: timesheetFamily,
  area: 'self-service',
  label: 'Timesheets',
  noun: 'timesheet weeks',
  describe: (w) => `week of ${formatDateRange(w.startDate, w.endDate)}`,
  hasReason: false,
  approvalColumns: columns,
  details: (w) => <PendingWeekDetails week={w} />,
  queue: ({ sort, ...query }) =>
    getPendingTimesheetWeeks({ ...query, sort: oneOf(PENDING_TIMESHEET_WEEK_SORTS, sort) }),
  queueSort: { key: 'startDate', order: 'asc' },
  emptyQueueHint: 'Weeks your team submits show up here, and weeks escalated to you or of a manager you stand in for.',
  affects: [TIMESHEET_KEY],
  queueWords: {
    label: 'Timesheet weeks waiting for approval',
    search: 'Search by employee',
    empty: 'No timesheet weeks waiting.',
    one: 'week',
    many: 'weeks',
  },
});
