import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import { callApi } from '@/lib/api-client';
import { readClaims, type ClaimsReport } from '../claim-lines';
import { HR_REPORTS_KEY } from './get-leave-report';

/** The month's claims, read from the very CSV the download saves, so the preview and the file agree. */
export async function getReimbursementsReport(monthYear: string): Promise<ClaimsReport> {
  const csv = await callApi(
    hrReportsApi.reimbursementsCsv,
    { query: { monthYear } },
    { headers: { Accept: 'text/csv' } },
  );
  return readClaims(await csv.text());
}

export function reimbursementsReportQueryOptions(monthYear: string) {
  return queryOptions({
    queryKey: [...HR_REPORTS_KEY, 'reimbursements', monthYear],
    queryFn: () => getReimbursementsReport(monthYear),
  });
}

/** Asked only once a month is chosen (`undefined` while the field holds none). */
export function useReimbursementsReport(monthYear: string | undefined) {
  return useQuery({ ...reimbursementsReportQueryOptions(monthYear ?? ''), enabled: monthYear !== undefined });
}
