import { useMutation } from '@tanstack/react-query';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import { callApi } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';

/** Saves the month's leave report as leaves-YYYY-MM.csv; answers the file's name. */
export async function downloadLeaveCsv(monthYear: string): Promise<string> {
  const blob = await callApi(
    hrReportsApi.leaveReportCsv,
    { query: { monthYear } },
    { headers: { Accept: 'text/csv' } },
  );
  const fileName = `leaves-${monthYear}.csv`;
  downloadCsv(blob, fileName);
  return fileName;
}

export function useDownloadLeaveCsv() {
  return useMutation({ mutationFn: downloadLeaveCsv });
}
