import { useSearchParams } from 'react-router';
import { format } from 'date-fns';
import { ZIsoDateSchema } from '@staffdesk/shared/schemas/common';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAttendanceStatus } from './api/get-attendance-status';
import { RegularizationForm } from './regularization-form';

export function RegularizationRequestPage() {
  const [params] = useSearchParams();
  const { data: status, isPending } = useAttendanceStatus();
  const today = status?.date ?? format(new Date(), 'yyyy-MM-dd');
  const requested = params.get('date');
  const date = requested && ZIsoDateSchema.safeParse(requested).success && requested < today ? requested : '';
  const hours = status?.officeHours;

  return (
    <>
      <PageHeader title="Regularization Request" description="Ask to correct a past day's check-in and check-out." />
      {isPending ? (
        <Skeleton className="h-96 max-w-2xl" />
      ) : (
        // Keyed by the day, so following another day's "Regularize" link fills the form afresh.
        <RegularizationForm
          key={date}
          today={today}
          defaults={{ date, checkIn: hours?.start ?? '09:30', checkOut: hours?.end ?? '18:30' }}
        />
      )}
    </>
  );
}
