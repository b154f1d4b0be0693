import { ClockAlert } from 'lucide-react';
import type { TRegularization } from '@staffdesk/shared/schemas/attendance';
import { formatDate } from '@/lib/dates';
import { useCancelRegularization } from './api/cancel-regularization';
import { REGULARIZATIONS_PAGE_SIZE, useRegularizations } from './api/get-regularizations';
import { OwnRequestsPage, type OwnRequestsConfig } from './own-requests-page';
import { REGULARIZATION_FORM_PATH } from './paths';
import { OwnRequestsTable, type OwnRequestColumns } from './own-requests-table';

const columns: OwnRequestColumns<TRegularization> = {
  label: 'Your regularizations',
  what: { head: 'Day', cell: (r) => formatDate(r.date) },
  detail: { head: 'Times', cell: (r) => `${r.checkIn.slice(0, 5)} – ${r.checkOut.slice(0, 5)}` },
  cancelName: (r) => `the regularization of ${formatDate(r.date)}`,
};

const config: OwnRequestsConfig<TRegularization> = {
  title: 'Regularizations',
  description: "Your requests to correct a day's punches, newest first.",
  newRequestPath: REGULARIZATION_FORM_PATH,
  emptyIcon: ClockAlert,
  emptyTitle: 'No regularizations yet.',
  emptyFilteredTitle: 'No regularizations with this status.',
  emptyHint: 'Ask to correct a day from the missing punches on the attendance screen.',
  loadErrorTitle: 'Your regularizations could not be loaded.',
  cancelledMessage: 'The regularization was cancelled.',
  noun: 'regularizations',
  pageSize: REGULARIZATIONS_PAGE_SIZE,
  useItems: useRegularizations,
  useCancel: useCancelRegularization,
  renderTable: (items, onCancel) => <OwnRequestsTable items={items} columns={columns} onCancel={onCancel} />,
  cancelDialog: (item) => ({
    title: 'Cancel this regularization?',
    description: `Your request to correct ${formatDate(item.date)} will be withdrawn.`,
    confirmLabel: 'Cancel regularization',
  }),
};

export function RegularizationListPage() {
  return <OwnRequestsPage config={config} />;
}
