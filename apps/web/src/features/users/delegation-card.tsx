import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useDelegations } from '@/components/requests/delegation-queries';
import { DelegationForm } from './delegation-form';
import { GivenDelegations } from './given-delegations';
import { ReceivedDelegations } from './received-delegations';

/** Delegation (issue 18): name someone to decide your requests for some days, and see who decides for whom. */
export function DelegationCard() {
  const delegations = useDelegations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delegation</CardTitle>
        <CardDescription>
          Name someone to decide your requests while you are away. Their decisions are recorded as taken on your behalf.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DelegationForm />
        {delegations.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : delegations.isError ? (
          <LoadError title="Your delegations could not be loaded." onRetry={() => void delegations.refetch()} />
        ) : (
          <>
            <GivenDelegations delegations={delegations.data.given} />
            {delegations.data.received.length > 0 && <ReceivedDelegations delegations={delegations.data.received} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
