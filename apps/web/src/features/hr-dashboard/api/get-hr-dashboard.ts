import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import { callApi } from '@/lib/api-client';

/** The company's figures: headcount, joiners and leavers, who is away, pending approvals, the month's claims. */
export function getHrDashboard(): Promise<THrDashboard> {
  return callApi(hrReportsApi.hrDashboard, {});
}

export function hrDashboardQueryOptions() {
  return queryOptions({ queryKey: ['hr-dashboard', 'company'], queryFn: getHrDashboard });
}

export function useHrDashboard() {
  return useQuery(hrDashboardQueryOptions());
}
