import { useQuery } from '@tanstack/react-query';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { punchesApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

/** Days of a range on which attendance is recorded (a punch, or work from home). */
export function attendedDates(days: readonly TAttendanceDay[]): string[] {
  return days.filter((d) => d.firstInTime !== null || d.status === 'WFH' || d.workFromHome).map((d) => d.date);
}

/** The dates of a leave's range with recorded attendance, once the range is whole, valid and in the past or today. */
export function useAttendedDates(fromDate: string, toDate: string, today: string) {
  const enabled =
    /^\d{4}-\d{2}-\d{2}$/.test(fromDate) &&
    /^\d{4}-\d{2}-\d{2}$/.test(toDate) &&
    fromDate <= toDate &&
    fromDate <= today;
  const endDate = toDate < today ? toDate : today;
  return useQuery({
    queryKey: ['attendance', 'calendar-range', fromDate, endDate],
    queryFn: async () =>
      attendedDates((await callApi(punchesApi.calendar, { query: { startDate: fromDate, endDate } })).days),
    enabled,
  });
}
