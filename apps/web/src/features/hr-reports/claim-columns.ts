import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import type { ClaimLine } from './claim-lines';

export const claimColumns: DataTableColumn<ClaimLine>[] = [
  {
    id: 'name',
    header: 'Employee',
    value: (c) => c.name,
    sortKey: 'name',
    searchable: true,
    card: 'title',
    width: 'sm',
  },
  { id: 'code', header: 'Code', value: (c) => c.code, hideBelow: 'lg', width: 'fit' },
  { id: 'department', header: 'Department', value: (c) => c.department, hideBelow: 'xl', width: 'sm' },
  {
    id: 'category',
    header: 'Category',
    value: (c) => c.category,
    sortKey: 'category',
    searchable: true,
    card: 'subtitle',
    width: 'sm',
  },
  { id: 'date', header: 'Expense date', value: (c) => c.date, sortKey: 'date', width: 'fit' },
  {
    id: 'amount',
    header: 'Amount',
    value: (c) => Number(c.amount),
    cell: (c) => c.amount,
    sortKey: 'amount',
    numeric: true,
    width: 'fit',
  },
  { id: 'status', header: 'Status', value: (c) => c.status, sortKey: 'status', card: 'badge', width: 'fit' },
  { id: 'decidedBy', header: 'Decided by', value: (c) => c.decidedBy, hideBelow: 'lg', width: 'sm' },
  { id: 'reference', header: 'Payment reference', value: (c) => c.reference, hideBelow: 'lg', width: 'sm' },
];
