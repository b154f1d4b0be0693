import { format } from 'date-fns';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAttendanceStatus } from './api/get-attendance-status';
import { WfhRequestForm } from './wfh-request-form';

export function WfhRequestPage() {
  const { data: status, isPending } = useAttendanceStatus();
  // The server's today in the employee's time zone when it has answered; the browser's otherwise.
  const today = status?.date ?? format(new Date(), 'yyyy-MM-dd');
  return (
    <>
      <PageHeader
        title="Work From Home Request"
        description="Ask your manager to work from home for one or more days."
      />
      {isPending ? <Skeleton className="h-80 max-w-2xl" /> : <WfhRequestForm today={today} />}
    </>
  );
}
