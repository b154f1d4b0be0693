import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttendanceSummary } from '@staffdesk/shared/schemas/attendance';
import { attendanceDashboardApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

export function getReporteeAttendance(employeeId: number, monthYear: string): Promise<TAttendanceSummary> {
  return callApi(attendanceDashboardApi.reporteeAttendanceDashboard, {
    params: { id: employeeId },
    query: { selectedMonthYear: monthYear },
  });
}

export function reporteeAttendanceQueryOptions(employeeId: number, monthYear: string) {
  return queryOptions({
    queryKey: ['attendance', 'reportee', employeeId, monthYear],
    queryFn: () => getReporteeAttendance(employeeId, monthYear),
  });
}

export function useReporteeAttendance(employeeId: number | undefined, monthYear: string) {
  return useQuery({
    ...reporteeAttendanceQueryOptions(employeeId ?? 0, monthYear),
    enabled: employeeId !== undefined,
    placeholderData: keepPreviousData,
  });
}
