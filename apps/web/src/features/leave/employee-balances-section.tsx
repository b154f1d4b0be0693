import { CalendarPlus, TriangleAlert } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserContext } from '@/lib/api/get-user-context';
import { useEmployeeBalances } from './api/get-employee-balances';
import { useEmployeeName } from './api/get-employee-name';
import { BalanceCards } from './balance-cards';

/** Someone else's balances (`?employee=<id>`): for their managers and HR, who may adjust them from here. */
export function EmployeeBalancesSection({ employeeId }: { employeeId: number }) {
  const balances = useEmployeeBalances(employeeId);
  const name = useEmployeeName(employeeId);
  const user = useUserContext();
  const canAdjust = can(user.data?.userRoleList ?? [], 'MANAGE_LEAVE_BALANCES');
  const heading = name.data ? `Balances of ${name.data}` : 'Balances of the employee';
  return (
    <section aria-labelledby="employee-balances-heading" className="space-y-3">
      <h2 id="employee-balances-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      {balances.isPending ? (
        <Skeleton className="h-40 rounded-xl" aria-busy="true" />
      ) : balances.isError ? (
        <LoadError
          icon={TriangleAlert}
          title="These balances could not be loaded: the employee does not exist or is not one whose leave you may see."
          onRetry={() => void balances.refetch()}
        />
      ) : balances.data.length === 0 ? (
        <EmptyState icon={CalendarPlus} title="No leave has been allotted this year." />
      ) : (
        <BalanceCards balances={balances.data} own={false} canAdjust={canAdjust} employeeName={name.data} />
      )}
    </section>
  );
}
