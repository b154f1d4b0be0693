import { EscalatedBadge } from '@/components/request-status-badge';
import { OfficeTime } from '@/components/office-time';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { ChainStep } from './chain-step';
import type { RequestItem, WebRequestFamily } from './request-family';

/**
 * The requester, what the family shows of a request, and why it was asked. While its requests wait for a
 * decision, the step a request of several waits at, its escalation, and when it was sent, too; a step after
 * the decision (QueueAction) lists them without.
 */
export function queueColumns<Item extends RequestItem>(
  family: WebRequestFamily<Item>,
  deciding: boolean,
): DataTableColumn<Item>[] {
  const requester: DataTableColumn<Item> = {
    id: 'requester',
    header: 'Requester',
    cell: (r) =>
      deciding ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          {r.employeeName}
          {r.escalated && <EscalatedBadge />}
          <ChainStep request={r} />
        </span>
      ) : (
        r.employeeName
      ),
    sortKey: 'employeeName',
    card: 'title',
    width: 'sm',
  };
  return [
    requester,
    ...family.approvalColumns,
    ...(family.hasReason === false
      ? []
      : [{ id: 'reason', header: family.reasonLabel ?? 'Reason', value: (r: Item) => r.reason, width: 'md' } as const]),
    // In office time, as every time of the app.
    ...(deciding
      ? [
          {
            id: 'submitted',
            header: 'Submitted',
            cell: (r: Item) => <OfficeTime iso={r.createdAt} />,
            sortKey: 'createdAt',
            firstSort: 'desc',
            hideBelow: 'xl',
            width: 'fit',
          } as const,
        ]
      : []),
  ];
}
