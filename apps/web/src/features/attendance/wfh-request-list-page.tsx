import { House } from 'lucide-react';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { formatDate, formatDateRange } from '@/lib/dates';
import { useCancelWfhRequest } from './api/cancel-wfh-request';
import { WFH_PAGE_SIZE, useWfhRequests } from './api/get-wfh-requests';
import { OwnRequestsPage, type OwnRequestsConfig } from './own-requests-page';
import { WFH_FORM_PATH } from './paths';
import { OwnRequestsTable, type OwnRequestColumns } from './own-requests-table';

const columns: OwnRequestColumns<TEventRequest> = {
  label: 'Your work-from-home requests',
  what: { head: 'Dates', cell: (r) => formatDateRange(r.fromDate, r.toDate) },
  detail: { head: 'Days', cell: (r) => `${r.days} ${r.days === 1 ? 'day' : 'days'}`, numeric: true },
  cancelName: (r) => `the request for ${formatDateRange(r.fromDate, r.toDate)}`,
};

const config: OwnRequestsConfig<TEventRequest> = {
  title: 'Work From Home',
  description: 'Your work-from-home requests, newest first.',
  newRequestPath: WFH_FORM_PATH,
  emptyIcon: House,
  emptyTitle: 'No work-from-home requests yet.',
  emptyFilteredTitle: 'No requests with this status.',
  emptyHint: 'Requests you send appear here with their status.',
  loadErrorTitle: 'Your requests could not be loaded.',
  cancelledMessage: 'The work-from-home request was cancelled.',
  noun: 'requests',
  pageSize: WFH_PAGE_SIZE,
  useItems: useWfhRequests,
  useCancel: useCancelWfhRequest,
  renderTable: (items, onCancel) => <OwnRequestsTable items={items} columns={columns} onCancel={onCancel} />,
  cancelDialog: (item) => ({
    title: 'Cancel this request?',
    description: `Your request to work from home ${item.fromDate === item.toDate ? `on ${formatDate(item.fromDate)}` : `from ${formatDate(item.fromDate)} to ${formatDate(item.toDate)}`} will be withdrawn.`,
    confirmLabel: 'Cancel request',
  }),
};

export function WfhRequestListPage() {
  return <OwnRequestsPage config={config} />;
}
