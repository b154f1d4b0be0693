import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttendanceStatus } from '@staffdesk/shared/schemas/attendance';
import { punchesApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

export function getAttendanceStatus(): Promise<TAttendanceStatus> {
  return callApi(punchesApi.status);
}

export function attendanceStatusQueryOptions() {
  return queryOptions({ queryKey: ['attendance', 'status'], queryFn: getAttendanceStatus });
}

/** Refreshed every minute so the worked time of an open check-in keeps up. */
export function useAttendanceStatus() {
  return useQuery({ ...attendanceStatusQueryOptions(), refetchInterval: 60_000 });
}
