import { localDateTime } from '@staffdesk/shared/dates';
import { formatDate } from '@/lib/dates';
import { useOfficeTimeZone } from '@/lib/office-time';
import { greetingFor } from './greeting';

/** Today's date and a greeting for the hour in office time: the browser's clock may be in another zone. */
export function DashboardHeading({ firstname, now = new Date() }: { firstname: string; now?: Date }) {
  const { date, time } = localDateTime(now, useOfficeTimeZone());
  return (
    <>
      <p className="text-sm text-muted-foreground">{formatDate(date)}</p>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {greetingFor(time)}, {firstname}
      </h1>
    </>
  );
}
