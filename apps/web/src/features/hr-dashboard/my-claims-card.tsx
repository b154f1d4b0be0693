import { BadgeCheck, Hourglass, Plus } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@staffdesk/shared/money';
import { useOwnClaims } from './api/get-own-claims';
import { CountLinks } from './count-links';

const CLAIMS_PATH = uiPath('/ui/human-resources/reimbursement-request-list');

const sum = (items: readonly { amount: number }[]) => items.reduce((n, c) => n + c.amount, 0);
const claims = (count: number) => `${count} claim${count === 1 ? '' : 's'}`;

/** My claims: those waiting for a decision and their total, and those paid this year. */
export function MyClaimsCard() {
  const pending = useOwnClaims('PENDING');
  const paid = useOwnClaims('PAID');
  const year = String(new Date().getFullYear());
  const paidThisYear = (paid.data?.items ?? []).filter((c) => (c.paidAt ?? c.updatedAt).startsWith(year));
  const waiting = pending.data?.items ?? [];
  const busy = pending.isPending || paid.isPending;
  return (
    <Card aria-busy={busy || undefined}>
      <CardHeader>
        <CardTitle>My Claims</CardTitle>
        <CardDescription>Reimbursements waiting for a decision, and what was paid to you this year.</CardDescription>
      </CardHeader>
      <CardContent>
        {busy ? (
          <Skeleton className="h-28" />
        ) : (
          <CountLinks
            label="My claims"
            rows={[
              {
                icon: Hourglass,
                label: `Pending: ${claims(waiting.length)}`,
                count: formatMoney(sum(waiting)),
                to: uiPath(CLAIMS_PATH, { status: 'PENDING' }),
              },
              {
                icon: BadgeCheck,
                label: `Paid in ${year}: ${claims(paidThisYear.length)}`,
                count: formatMoney(sum(paidThisYear)),
                to: uiPath(CLAIMS_PATH, { status: 'PAID' }),
              },
              {
                icon: Plus,
                label: 'Claim an expense',
                count: '',
                to: uiPath('/ui/human-resources/reimbursement-request-form'),
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
