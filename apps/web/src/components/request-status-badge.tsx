import { Badge } from '@/components/ui/badge';

const LABELS: Record<string, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  PAID: 'Paid',
};

/** The status of a request of any family, in words and a colour that agrees with them. */
export function RequestStatusBadge({ status }: { status: string }) {
  const label = LABELS[status] ?? status.charAt(0) + status.slice(1).toLowerCase();
  if (status === 'APPROVED' || status === 'PAID') return <Badge variant="success">{label}</Badge>;
  if (status === 'REJECTED') return <Badge variant="destructive">{label}</Badge>;
  if (status === 'PENDING')
    return <Badge className="border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300">{label}</Badge>;
  return <Badge variant="secondary">{label}</Badge>;
}

/** A request that waited twice its limit and went to the next decider up as well (issue 18). */
export function EscalatedBadge() {
  return (
    <Badge variant="outline" title="It waited too long and went to the next decider up as well">
      Escalated
    </Badge>
  );
}
