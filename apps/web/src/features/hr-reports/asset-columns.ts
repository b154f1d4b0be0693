import type { TAssetReportRow } from '@staffdesk/shared/schemas/hr-reports';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';

export const assetColumns: DataTableColumn<TAssetReportRow>[] = [
  {
    id: 'name',
    header: 'Employee',
    value: (r) => r.employeeName,
    sortKey: 'name',
    searchable: true,
    card: 'title',
    width: 'sm',
  },
  {
    id: 'department',
    header: 'Department',
    value: (r) => r.department ?? '',
    sortKey: 'department',
    card: 'subtitle',
    width: 'sm',
  },
  { id: 'inHand', header: 'In hand', value: (r) => r.inHand, sortKey: 'inHand', numeric: true, width: 'fit' },
  { id: 'returned', header: 'Returned', value: (r) => r.returned, sortKey: 'returned', numeric: true, width: 'fit' },
  {
    id: 'assets',
    header: 'Assets',
    value: (r) => r.assets.map((a) => a.assetTag).join(' '),
    searchable: true,
    cell: (r) =>
      r.assets.map((a) => `${a.assetTypeLabel} ${a.assetTag}${a.returnedOn ? ' (returned)' : ''}`).join(', '),
    width: 'lg',
  },
];
