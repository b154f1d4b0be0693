import { UserRoundX } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@staffdesk/shared/roles';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useUserContext } from '@/lib/api/get-user-context';
import { DashboardHeading } from './dashboard-heading';
import { ProfileSummaryCard } from './profile-summary-card';
import { QuickLinksCard } from './quick-links-card';
import { LeaveBalancesCard } from './leave-balances-card';
import { MonthAttendanceCard } from './month-attendance-card';
import { TeamCard } from './team-card';
import { FeedCard } from './feed-card';
import { AttendanceTrendCard } from './attendance-trend-card';
import { TeamTodayCard } from './team-today-card';
import { HelpdeskCard } from './helpdesk-card';
import { ThisWeekCard } from './this-week-card';
import { useReportees } from './api/get-reportees';

function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? role;
}

export function DashboardPage() {
  const { data: user, isPending, isError, refetch } = useUserContext();
  const { data: reportees } = useReportees('');

  if (isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-5 w-48" />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </div>
    );
  }

  if (isError || !user) {
    return (
      <>
        <h1 className="mb-6 text-2xl font-semibold tracking-tight">Dashboard</h1>
        <LoadError icon={UserRoundX} title="Your profile could not be loaded." onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <DashboardHeading firstname={user.firstname} />
        <ul aria-label="Your roles" className="flex flex-wrap gap-1.5">
          {user.userRoleList.map((role) => (
            <li key={role}>
              <Badge variant="secondary">{roleLabel(role)}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <MonthAttendanceCard />
        <LeaveBalancesCard />
      </div>
      <ThisWeekCard />
      <AttendanceTrendCard />
      {reportees && reportees.items.length > 0 && (
        <>
          <TeamTodayCard />
          <TeamCard />
        </>
      )}
      <FeedCard />
      <HelpdeskCard />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ProfileSummaryCard user={user} />
        <QuickLinksCard roles={user.userRoleList} />
      </div>
    </div>
  );
}
