import { Link, useSearchParams } from 'react-router';
import { CalendarDays, CalendarPlus, ListChecks, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useLeaveSummary } from './api/get-leave-summary';
import { useLeaveStatistics } from './api/get-leave-statistics';
import { useOwnLeaveRequests } from './api/get-own-leave-requests';
import { BalanceCards } from './balance-cards';
import { EmployeeBalancesSection } from './employee-balances-section';
import { LeaveUsedChartCard } from './leave-used-chart-card';
import { LeaveListCard } from './leave-list-card';
import { LeaveStatisticsCard } from './leave-statistics-card';
import { LEAVE_CALENDAR_PATH, LEAVE_LIST_PATH, LEAVE_REQUEST_PATH } from './paths';

export function LeavesPage() {
  const summary = useLeaveSummary();
  const statistics = useLeaveStatistics();
  const recent = useOwnLeaveRequests({ page: 1, pageSize: 5 });
  const employeeId = Number(useSearchParams()[0].get('employee')) || undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Leaves"
        description={
          summary.data
            ? `Your balances for ${summary.data.year}${summary.data.pendingCount ? ` · ${summary.data.pendingCount} waiting for a decision` : ''}`
            : 'Your balances for the year'
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={LEAVE_CALENDAR_PATH}>
                <CalendarDays aria-hidden="true" />
                Leave calendar
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={LEAVE_LIST_PATH}>
                <ListChecks aria-hidden="true" />
                My requests
              </Link>
            </Button>
            <Button asChild>
              <Link to={LEAVE_REQUEST_PATH}>
                <CalendarPlus aria-hidden="true" />
                Request leave
              </Link>
            </Button>
          </>
        }
      />

      {employeeId !== undefined && employeeId !== summary.data?.balances[0]?.employeeId && (
        <EmployeeBalancesSection employeeId={employeeId} />
      )}

      <section aria-label="Leave balances">
        {summary.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-40 rounded-xl" />
            ))}
          </div>
        ) : summary.isError ? (
          <LoadError
            icon={TriangleAlert}
            title="Your balances could not be loaded."
            onRetry={() => void summary.refetch()}
          />
        ) : summary.data.balances.length === 0 ? (
          <EmptyState icon={CalendarPlus} title="No leave has been allotted to you this year." />
        ) : (
          <BalanceCards balances={summary.data.balances} own canAdjust={false} />
        )}
      </section>

      {summary.data && summary.data.balances.length > 0 && (
        <LeaveUsedChartCard balances={summary.data.balances} year={summary.data.year} />
      )}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          {summary.isPending ? (
            <Skeleton className="h-40 rounded-xl" />
          ) : (
            summary.data && (
              <LeaveListCard title="Upcoming Leave" requests={summary.data.upcoming} empty="No approved leave ahead." />
            )
          )}
          {recent.isPending ? (
            <Skeleton className="h-56 rounded-xl" />
          ) : recent.isError ? (
            <EmptyState icon={TriangleAlert} title="Your recent requests could not be loaded." />
          ) : (
            <LeaveListCard
              title="Recent Requests"
              requests={recent.data.items}
              empty="You have not asked for leave yet."
              showStatus
              footer={
                recent.data.total > recent.data.items.length && (
                  <Button variant="link" className="h-auto p-0" asChild>
                    <Link to={LEAVE_LIST_PATH}>See all {recent.data.total} requests</Link>
                  </Button>
                )
              }
            />
          )}
        </div>
        {statistics.isPending ? (
          <Skeleton className="h-96 rounded-xl" />
        ) : statistics.isError ? (
          <EmptyState icon={TriangleAlert} title="The statistics could not be loaded." />
        ) : (
          <LeaveStatisticsCard statistics={statistics.data} />
        )}
      </div>
    </div>
  );
}
