import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCalendar } from '@staffdesk/shared/schemas/attendance';
import { punchesApi } from '@staffdesk/shared/api/attendance';
import { addDays } from '@staffdesk/shared/dates';
import { callApi } from '@/lib/api-client';

/** The first day of the month two months before `today`'s: three months, at most 93 days, one request. */
export function recentRange(today: string): { startDate: string; endDate: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 3, 1)).toISOString().slice(0, 10);
  // The server takes at most 93 days; the last day counted is today.
  const start = addDays(today, -92) > first ? addDays(today, -92) : first;
  return { startDate: start, endDate: today };
}

export function recentAttendanceQueryOptions(today: string) {
  return queryOptions({
    queryKey: ['attendance', 'recent', today],
    queryFn: (): Promise<TCalendar> => callApi(punchesApi.calendar, { query: recentRange(today) }),
  });
}

export function useRecentAttendance(today: string | undefined) {
  return useQuery({ ...recentAttendanceQueryOptions(today ?? ''), enabled: today !== undefined });
}
