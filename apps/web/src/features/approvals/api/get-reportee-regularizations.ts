import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRegularizationPage } from '@staffdesk/shared/schemas/attendance';
import { regularizationsApi } from '@staffdesk/shared/api/regularizations';
import { callApi } from '@/lib/api-client';
import { APPROVALS_KEY } from './get-reportee-requests';

export interface ReporteeRegularizationsQuery {
  page: number;
  pageSize: number;
}

/** Pending attendance regularizations of the caller's reportees. */
export function getReporteeRegularizations(query: ReporteeRegularizationsQuery): Promise<TRegularizationPage> {
  return callApi(regularizationsApi.teamRegularizations, { query: { ...query, status: 'PENDING' } });
}

export function reporteeRegularizationsQueryOptions(query: ReporteeRegularizationsQuery) {
  return queryOptions({ queryKey: [...APPROVALS_KEY, 'regularizations', query], queryFn: () => getReporteeRegularizations(query), placeholderData: keepPreviousData });
}

export function useReporteeRegularizations(query: ReporteeRegularizationsQuery) {
  return useQuery(reporteeRegularizationsQueryOptions(query));
}
