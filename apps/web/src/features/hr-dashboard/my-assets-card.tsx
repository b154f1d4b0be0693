import { Laptop } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIssuedAssets } from '@/lib/api/get-issued-assets';
import { CountLinks } from './count-links';

/** My assets: what is in my hands, each named, with the way to My Assets. */
export function MyAssetsCard() {
  const { data, isPending } = useIssuedAssets();
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
              rows={[
                {
                  icon: Laptop,
                  label: 'In my hands',
                  count: inHand.length,
                  to: uiPath('/ui/human-resources/asset-list'),
                },
              ]}
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
