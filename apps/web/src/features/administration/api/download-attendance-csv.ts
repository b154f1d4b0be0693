import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { downloadCsv } from '@/lib/download';

/** Fetches the month's attendance of every employee as a CSV blob and saves it as attendance-YYYY-MM.csv. */
export async function downloadAttendanceCsv(monthYear: string): Promise<string> {
  const blob = await http.get<Blob>('/employee/download-csv', { query: { monthYear }, responseType: 'blob', headers: { Accept: 'text/csv' } });
  const fileName = `attendance-${monthYear}.csv`;
  downloadCsv(blob, fileName);
  return fileName;
}

export function useDownloadAttendanceCsv() {
  return useMutation({ mutationFn: downloadAttendanceCsv });
}
