import {
  CONTACT_SIDE_LABELS,
  RATE_UNIT_LABELS,
  type TContact,
  type TInvoiceRate,
  type TTaskOrder,
} from '@staffdesk/shared/schemas/contracts';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@staffdesk/shared/money';
import { contractMoney } from './contract-money';

/** A contract's task orders, their ceilings in the contract's currency. */
export function taskOrderColumns(currency: string): DataTableColumn<TTaskOrder>[] {
  return [
    { id: 'number', header: 'Number', value: (t) => t.number, width: 'fit', card: 'title' },
    { id: 'title', header: 'Title', value: (t) => t.title, card: 'subtitle' },
    {
      id: 'runs',
      header: 'Runs',
      value: (t) => t.startDate,
      cell: (t) => `${formatDate(t.startDate)} – ${formatDate(t.endDate)}`,
      card: 'detail',
    },
    {
      id: 'ceiling',
      header: 'Ceiling',
      value: (t) => t.ceilingValue,
      cell: (t) => contractMoney(t.ceilingValue, currency),
      numeric: true,
      card: 'detail',
    },
  ];
}

export const RATE_COLUMNS: DataTableColumn<TInvoiceRate>[] = [
  { id: 'role', header: 'Role or designation', value: (r) => r.role, card: 'title' },
  { id: 'unit', header: 'Unit', value: (r) => RATE_UNIT_LABELS[r.unit], width: 'fit', card: 'detail' },
  {
    id: 'rate',
    header: 'Rate',
    value: (r) => r.rate,
    cell: (r) => formatMoney(r.rate, r.currency),
    numeric: true,
    card: 'subtitle',
  },
  {
    id: 'effective',
    header: 'Effective',
    value: (r) => r.effectiveFrom,
    cell: (r) => `${formatDate(r.effectiveFrom)} – ${r.effectiveTo ? formatDate(r.effectiveTo) : 'open-ended'}`,
    card: 'detail',
  },
  {
    id: 'taskOrder',
    header: 'Task order',
    value: (r) => r.taskOrderNumber ?? 'Whole contract',
    hideBelow: 'lg',
    card: 'detail',
  },
];

export const CONTACT_COLUMNS: DataTableColumn<TContact>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (p) => p.name,
    cell: (p) => (p.isPrimary ? `${p.name} (primary)` : p.name),
    card: 'title',
  },
  { id: 'side', header: 'Side', value: (p) => CONTACT_SIDE_LABELS[p.side], width: 'fit', card: 'badge' },
  { id: 'designation', header: 'Designation', value: (p) => p.designation ?? '—', hideBelow: 'lg', card: 'subtitle' },
  { id: 'email', header: 'Email', value: (p) => p.email, card: 'detail' },
  { id: 'phone', header: 'Phone', value: (p) => p.phone ?? '—', hideBelow: 'xl', card: 'detail' },
];
