import { useNavigate } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/lib/toast';
import { formatDate } from '@/lib/dates';
import { useEventTypes } from './api/get-event-types';
import { useLeaveBalances } from './api/get-leave-balances';
import { useCreateLeaveRequest } from './api/create-leave-request';
import { LeaveRequestForm } from './leave-request-form';
import { daysText } from './leave-form-rules';
import { LEAVE_LIST_PATH } from './paths';
import { DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import { useEmployeeContext } from '@/lib/api/get-employee-context';

export function LeaveRequestPage() {
  const navigate = useNavigate();
  const types = useEventTypes();
  const balances = useLeaveBalances();
  const create = useCreateLeaveRequest();
  const employee = useEmployeeContext();

  const header = (
    <PageHeader
      title="Leave Request"
      description="Weekends and holidays are not counted. Your manager is told at once."
    />
  );

  if (types.isPending || balances.isPending || employee.isPending) {
    return (
      <>
        {header}
        <Card aria-busy="true">
          <CardContent className="grid max-w-xl gap-5">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </CardContent>
        </Card>
      </>
    );
  }

  if (types.isError || balances.isError) {
    return (
      <>
        {header}
        <LoadError
          icon={TriangleAlert}
          title="The leave types could not be loaded."
          onRetry={() => void Promise.all([types.refetch(), balances.refetch()])}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Card>
        <CardContent>
          <LeaveRequestForm
            types={types.data.filter((t) => t.isLeave)}
            balances={balances.data}
            timeZone={employee.data?.officeHours.timeZone ?? DEFAULT_TIME_ZONE}
            onCancel={() => void navigate(-1)}
            onSubmit={async (values) => {
              const created = await create.mutateAsync(values);
              toast.success(
                `${created.typeLabel} requested for ${formatDate(created.fromDate)}` +
                  (created.toDate !== created.fromDate ? ` to ${formatDate(created.toDate)}` : '') +
                  ` (${daysText(created.days)}).`,
              );
              await navigate(LEAVE_LIST_PATH);
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}
