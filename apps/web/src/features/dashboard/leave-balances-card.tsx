import { Link } from 'react-router';
import { ArrowRight, Plane } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { formatDateRange } from '@/lib/dates';
import { useLeaveCards } from './api/get-leave-cards';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function BalanceRow({ balance }: { balance: TEventBalance }) {
  const total = Math.max(balance.allotted, balance.used + balance.pending + balance.available, 1);
  const width = (n: number) => `${(Math.max(0, n) / total) * 100}%`;
  return (
    <li className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{balance.typeLabel}</span>
        <span className="tabular-nums">
          <span className="font-semibold">{balance.available}</span>
          <span className="text-muted-foreground"> of {balance.allotted} available</span>
        </span>
      </div>
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-muted">
        <span className="bg-primary" style={{ width: width(balance.used) }} />
        <span className="bg-primary/40" style={{ width: width(balance.pending) }} />
      </div>
      <p className="text-xs text-muted-foreground">
        Used {days(balance.used)} · Pending {days(balance.pending)}
      </p>
    </li>
  );
}

export function LeaveBalancesCard() {
  const { data, isPending, isError, refetch } = useLeaveCards();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Leave Balances</CardTitle>
        <CardDescription>{data ? `Days left of each type in ${data.year}.` : 'Your leave this year.'}</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" asChild>
            <Link to={uiPath('/ui/self-service/leaves')}>
              Leaves
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-4" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : isError || !data ? (
          <LoadError title="Your leave balances could not be loaded." onRetry={() => void refetch()} className="py-8" />
        ) : data.balances.length === 0 ? (
          <EmptyState icon={Plane} title="No leave allotted this year." className="py-8" />
        ) : (
          <div className="space-y-4">
            <ul aria-label="Balances by leave type" className="grid gap-4">
              {data.balances.map((balance) => (
                <BalanceRow key={balance.typeCode} balance={balance} />
              ))}
            </ul>
            <p className="border-t pt-3 text-sm text-muted-foreground">
              {data.pendingCount > 0
                ? `${data.pendingCount} ${data.pendingCount === 1 ? 'request waits' : 'requests wait'} for a decision. `
                : ''}
              {data.nextLeave
                ? `Next leave: ${data.nextLeave.typeLabel}, ${formatDateRange(data.nextLeave.fromDate, data.nextLeave.toDate)}.`
                : 'No approved leave ahead.'}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
