import { ListChecks } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useApprovalChains } from './api/get-approval-chains';
import { ApprovalChainCard } from './approval-chain-card';

function Chains() {
  const query = useApprovalChains();
  if (query.isPending) {
    return (
      <div className="grid max-w-5xl gap-6">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (query.isError)
    return <LoadError title="The approval chains could not be loaded." onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return <EmptyState icon={ListChecks} title="No kind of request is approved in steps." />;
  return (
    <div className="grid max-w-5xl gap-6">
      {query.data.items.map((chain) => (
        <ApprovalChainCard key={chain.entity} chain={chain} />
      ))}
    </div>
  );
}

/** The approval chains for ADMIN and MD: one card per family approved in steps, each saved on its own. */
export function ApprovalChainsPage() {
  return (
    <>
      <PageHeader
        title="Approval Chains"
        description="Who decides a request after its first step, and when. Requests already made keep the steps they were made with."
      />
      <Chains />
    </>
  );
}
