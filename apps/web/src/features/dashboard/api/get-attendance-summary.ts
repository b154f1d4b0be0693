import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttendanceSummary } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';

export function getAttendanceSummary(): Promise<TAttendanceSummary> {
  return http.get<TAttendanceSummary>('/dashboard/attendance');
}

/** Under 'attendance', so a punch anywhere refreshes the dashboard's month too. */
export function attendanceSummaryQueryOptions() {
  return queryOptions({ queryKey: ['attendance', 'dashboard-summary'], queryFn: getAttendanceSummary });
}

export function useAttendanceSummary() {
  return useQuery(attendanceSummaryQueryOptions());
}
