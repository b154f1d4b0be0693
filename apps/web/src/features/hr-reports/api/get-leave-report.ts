import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import type { TLeaveReport } from '@staffdesk/shared/schemas/hr-reports';
import { callApi } from '@/lib/api-client';

/** Every report query starts with this key. */
export const HR_REPORTS_KEY = ['hr-reports'] as const;

/** Each employee's approved days of leave and work from home in a month, and their balances at its end. */
export function getLeaveReport(monthYear: string): Promise<TLeaveReport> {
  return callApi(hrReportsApi.leaveReport, { query: { monthYear } });
}

export function leaveReportQueryOptions(monthYear: string) {
  return queryOptions({ queryKey: [...HR_REPORTS_KEY, 'leaves', monthYear], queryFn: () => getLeaveReport(monthYear) });
}

/** Asked only once a month is chosen (`undefined` while the field holds none). */
export function useLeaveReport(monthYear: string | undefined) {
  return useQuery({ ...leaveReportQueryOptions(monthYear ?? ''), enabled: monthYear !== undefined });
}
