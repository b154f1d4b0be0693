import { useMutation } from '@tanstack/react-query';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import { callApi } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';

/** Saves the assets issued per employee as assets.csv; answers the file's name. */
export async function downloadAssetsCsv(): Promise<string> {
  const blob = await callApi(hrReportsApi.assetReportCsv, {}, { headers: { Accept: 'text/csv' } });
  downloadCsv(blob, 'assets.csv');
  return 'assets.csv';
}

export function useDownloadAssetsCsv() {
  return useMutation({ mutationFn: downloadAssetsCsv });
}
