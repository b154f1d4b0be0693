import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Hourglass, Laptop, Plus } from 'lucide-react';
import { assetsApi } from '@staffdesk/shared/api/assets';
import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { CountLinks } from './count-links';

const CLAIMS_PATH = '/ui/human-resources/reimbursement-request-list';
const ASSETS_PATH = '/ui/human-resources/asset-list';
/** One person's claims of a status are few: one page holds them. */
const ALL = { page: 1, pageSize: 200 } as const;

const sum = (items: readonly { amount: number }[]) => items.reduce((n, c) => n + c.amount, 0);

/** My claims: those waiting for a decision and their total, and those paid this year. */
export function MyClaimsCard() {
  const pending = useQuery({
    queryKey: ['requests', 'own', 'reimbursements', 'PENDING', ALL],
    queryFn: () => callApi(reimbursementsApi.ownReimbursements, { query: { ...ALL, status: 'PENDING' } }),
  });
  const paid = useQuery({
    queryKey: ['requests', 'own', 'reimbursements', 'PAID', ALL],
    queryFn: () => callApi(reimbursementsApi.ownReimbursements, { query: { ...ALL, status: 'PAID' } }),
  });
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
                label: `Pending: ${waiting.length} claim${waiting.length === 1 ? '' : 's'}`,
                count: formatMoney(sum(waiting)),
                to: `${CLAIMS_PATH}?status=PENDING`,
              },
              {
                icon: BadgeCheck,
                label: `Paid in ${year}: ${paidThisYear.length} claim${paidThisYear.length === 1 ? '' : 's'}`,
                count: formatMoney(sum(paidThisYear)),
                to: `${CLAIMS_PATH}?status=PAID`,
              },
              {
                icon: Plus,
                label: 'Claim an expense',
                count: '',
                to: '/ui/human-resources/reimbursement-request-form',
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** My assets: what is in my hands, each named, with the way to My Assets. */
export function MyAssetsCard() {
  const { data, isPending } = useQuery({
    queryKey: ['assets', 'issued'],
    queryFn: () => callApi(assetsApi.issuedAssets, { query: {} }),
  });
  const inHand = (data?.items ?? []).filter((a) => !a.returnedOn);
  return (
    <Card aria-busy={isPending || undefined}>
      <CardHeader>
        <CardTitle>My Assets</CardTitle>
        <CardDescription>What the company has issued to you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <Skeleton className="h-20" />
        ) : (
          <>
            <CountLinks
              label="My assets"
              rows={[{ icon: Laptop, label: 'In my hands', count: inHand.length, to: ASSETS_PATH }]}
            />
            {inHand.length > 0 && (
              <ul className="grid gap-1 text-sm" aria-label="Assets in my hands">
                {inHand.map((a) => (
                  <li key={a.id}>
                    {a.assetTypeLabel} {a.assetTag}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
