import type { FlashStatus, TFlash } from '@staffdesk/shared/schemas/flashes';
import { ROLE_LABELS } from '@staffdesk/shared/roles';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { SEVERITY_LABELS, STATUS_LABELS } from './severity';

const STATUS_VARIANT: Record<FlashStatus, 'success' | 'secondary' | 'outline'> = {
  LIVE: 'success',
  SCHEDULED: 'secondary',
  ENDED: 'outline',
};
const audienceOf = (f: TFlash) =>
  f.audience.length === 0 ? 'Everyone' : f.audience.map((r) => ROLE_LABELS[r]).join(', ');
export const BY_START = { key: 'visibleFrom', order: 'desc' } as const;

/** The columns, with times in office time (`when`). */
export const flashColumns = (when: (iso: string) => string): DataTableColumn<TFlash>[] => [
  {
    id: 'message',
    header: 'Message',
    value: (f) => f.message,
    cell: (f) => <span className="line-clamp-2 break-words">{f.message}</span>,
    searchable: true,
    width: 'lg',
    card: 'title',
  },
  {
    id: 'severity',
    header: 'Severity',
    value: (f) => SEVERITY_LABELS[f.severity],
    sortKey: 'severity',
    width: 'fit',
    card: 'detail',
  },
  {
    id: 'status',
    header: 'Status',
    value: (f) => STATUS_LABELS[f.status],
    cell: (f) => <Badge variant={STATUS_VARIANT[f.status]}>{STATUS_LABELS[f.status]}</Badge>,
    sortKey: 'status',
    width: 'fit',
    card: 'badge',
  },
  {
    id: 'visibleFrom',
    header: 'From',
    value: (f) => f.visibleFrom,
    cell: (f) => when(f.visibleFrom),
    sortKey: 'visibleFrom',
    width: 'fit',
    card: 'subtitle',
  },
  {
    id: 'visibleUntil',
    header: 'Until',
    value: (f) => f.visibleUntil,
    cell: (f) => when(f.visibleUntil),
    sortKey: 'visibleUntil',
    width: 'fit',
    card: 'detail',
  },
  { id: 'audience', header: 'Audience', value: audienceOf, hideBelow: 'xl', searchable: true, card: 'detail' },
];
