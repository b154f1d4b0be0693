import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttendanceSummary } from '@staffdesk/shared/schemas/attendance';
import { attendanceDashboardApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

export function getAttendanceSummary(): Promise<TAttendanceSummary> {
  return callApi(attendanceDashboardApi.attendanceDashboard);
}

/** Under 'attendance', so a punch anywhere refreshes the dashboard's month too. */
export function attendanceSummaryQueryOptions() {
  return queryOptions({ queryKey: ['attendance', 'dashboard-summary'], queryFn: getAttendanceSummary });
}

export function useAttendanceSummary() {
  return useQuery(attendanceSummaryQueryOptions());
}
