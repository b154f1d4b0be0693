import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';

export const ACTIVITY_COLUMNS: DataTableColumn<TProjectActivity>[] = [
  { id: 'name', header: 'Activity', value: (a) => a.name, card: 'title' },
  {
    id: 'billable',
    header: 'Billable',
    value: (a) => (a.billable ? 'Billable' : 'Not billable'),
    width: 'fit',
    card: 'detail',
  },
  {
    id: 'active',
    header: 'State',
    value: (a) => (a.active ? 'Active' : 'Inactive'),
    cell: (a) => <Badge variant={a.active ? 'success' : 'outline'}>{a.active ? 'Active' : 'Inactive'}</Badge>,
    width: 'fit',
    card: 'badge',
  },
  { id: 'hours', header: 'Hours logged', value: (a) => a.hoursLogged, numeric: true, card: 'detail' },
];
