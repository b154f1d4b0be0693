import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import type { TAssetReport } from '@staffdesk/shared/schemas/hr-reports';
import { callApi } from '@/lib/api-client';
import { HR_REPORTS_KEY } from './get-leave-report';

/** What each employee holds now and what they returned. */
export function getAssetReport(): Promise<TAssetReport> {
  return callApi(hrReportsApi.assetReport, {});
}

export function assetReportQueryOptions() {
  return queryOptions({ queryKey: [...HR_REPORTS_KEY, 'assets'], queryFn: getAssetReport });
}

export function useAssetReport() {
  return useQuery(assetReportQueryOptions());
}
