import { useMutation } from '@tanstack/react-query';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import { callApi } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';

/** Saves the month's claims and their totals as reimbursements-YYYY-MM.csv; answers the file's name. */
export async function downloadReimbursementsCsv(monthYear: string): Promise<string> {
  const blob = await callApi(
    hrReportsApi.reimbursementsCsv,
    { query: { monthYear } },
    { headers: { Accept: 'text/csv' } },
  );
  const fileName = `reimbursements-${monthYear}.csv`;
  downloadCsv(blob, fileName);
  return fileName;
}

export function useDownloadReimbursementsCsv() {
  return useMutation({ mutationFn: downloadReimbursementsCsv });
}
