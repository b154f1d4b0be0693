import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface LeaveBalanceCardProps {
  balance: TEventBalance;
  /** Opens the balance's entries; a year without its row yet has none to show. */
  onExplain?: () => void;
}

/** One leave type's year: what is left, and how the allotment splits into used, pending and available. */
export function LeaveBalanceCard({ balance, onExplain }: LeaveBalanceCardProps) {
  const { allotted, used, pending, available } = balance;
  const part = (value: number) => (allotted > 0 ? `${Math.min(100, (value / allotted) * 100)}%` : '0%');
  return (
    <Card className="gap-4" data-testid={`balance-${balance.typeCode}`}>
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">{balance.typeLabel}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p>
          <span className="text-3xl font-semibold tabular-nums">{available}</span>
          <span className="ml-1 text-sm text-muted-foreground">of {allotted} available</span>
        </p>
        <div className="flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="bg-primary" style={{ width: part(used) }} />
          <div className="bg-amber-500" style={{ width: part(pending) }} />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-xs">
          <div>
            <dt className="flex items-center gap-1 text-muted-foreground">
              <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
              Used
            </dt>
            <dd className="font-medium tabular-nums" data-testid="used">
              {used}
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-muted-foreground">
              <span className="size-2 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
              Pending
            </dt>
            <dd className="font-medium tabular-nums" data-testid="pending">
              {pending}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Allotted</dt>
            <dd className="font-medium tabular-nums">{allotted}</dd>
          </div>
        </dl>
        {onExplain && (
          <Button
            variant="link"
            className="h-auto p-0 text-xs"
            onClick={onExplain}
            aria-label={`Why this number: ${balance.typeLabel}`}
          >
            Why this number
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
