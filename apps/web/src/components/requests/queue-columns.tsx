import { EscalatedBadge } from '@/components/request-status-badge';
import { OfficeTime } from '@/components/office-time';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { ChainStep } from './chain-step';
import type { RequestItem, WebRequestFamily } from './request-family';

/** The requester (and the step a request of several waits at), why and when they asked, around what the family shows of a request. */
export function queueColumns<Item extends RequestItem>(family: WebRequestFamily<Item>): DataTableColumn<Item>[] {
  return [
    {
      id: 'requester',
      header: 'Requester',
      cell: (r) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {r.employeeName}
          {r.escalated && <EscalatedBadge />}
          <ChainStep request={r} />
        </span>
      ),
      sortKey: 'employeeName',
      card: 'title',
      width: 'sm',
    },
    ...family.approvalColumns,
    ...(family.hasReason === false ? [] : [{ id: 'reason', header: family.reasonLabel ?? 'Reason', value: (r: Item) => r.reason, width: 'md' } as const]),
    // In office time, as every time of the app.
    { id: 'submitted', header: 'Submitted', cell: (r) => <OfficeTime iso={r.createdAt} />, sortKey: 'createdAt', firstSort: 'desc', hideBelow: 'xl', width: 'fit' },
  ];
}
