import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useHrDashboard } from './api/get-hr-dashboard';
import { AwayTodayCard } from './away-today-card';
import { HeadcountCard } from './headcount-card';
import { JoinersLeaversCard } from './joiners-leavers-card';
import { MonthClaimsCard } from './month-claims-card';
import { PendingApprovalsCard } from './pending-approvals-card';

/** The company's side of HR for HR_HEAD, MD and ADMIN: one answer, several cards. */
export function CompanyCards() {
  const query = useHrDashboard();
  if (query.isPending) return <Skeleton className="h-56 md:col-span-2 xl:col-span-3" />;
  if (query.isError)
    return <LoadError title="The company figures could not be loaded." onRetry={() => void query.refetch()} />;
  const { data } = query;
  return (
    <>
      <HeadcountCard headcount={data.headcount} />
      <JoinersLeaversCard joiners={data.joiners} leavers={data.leavers} />
      <AwayTodayCard awayToday={data.awayToday} />
      <PendingApprovalsCard pendingApprovals={data.pendingApprovals} />
      <MonthClaimsCard byCategory={data.reimbursementsByCategory} />
    </>
  );
}
