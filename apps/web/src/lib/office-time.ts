import { useCallback } from 'react';
import { DEFAULT_TIME_ZONE, instantAt, localDateTime, todayIn } from '@staffdesk/shared/dates';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { formatOfficeDateTime } from '@/lib/dates';

/** The signed-in employee's office time zone: the one every time of the app is shown and typed in. */
export function useOfficeTimeZone(): string {
  return useEmployeeContext().data?.officeHours.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A moment with its time in office time (formatOfficeDateTime), for lists and pages that show several. */
export function useDateTimeText(): (iso: string) => string {
  const timeZone = useOfficeTimeZone();
  return useCallback((iso: string) => formatOfficeDateTime(iso, timeZone), [timeZone]);
}

/** Today in office time, as an ISO date: the browser's own date may be another near midnight. */
export function useOfficeToday(): string {
  return todayIn(useOfficeTimeZone());
}

/** An instant as a date-and-time field's value (yyyy-MM-ddTHH:mm) in office time; '' for none. */
export function toOfficeInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const { date, time } = localDateTime(at, timeZone);
  return `${date}T${time}`;
}

/** A date-and-time field's value, read as office time, as an ISO instant; null when it is not a whole date and time. */
export function fromOfficeInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? instantAt(match[1]!, match[2]!, timeZone).toISOString() : null;
}

/** "Times are in office time (IST)." where the browser's clock reads otherwise; undefined where it reads the same. */
export function officeTimeHint(
  timeZone: string,
  now: Date = new Date(),
  browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | undefined {
  const office = localDateTime(now, timeZone);
  const local = localDateTime(now, browserZone);
  if (office.date === local.date && office.time === local.time) return undefined;
  const name =
    new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `Times are in office time (${name}).`;
}
