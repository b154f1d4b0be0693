import { useMutation } from '@tanstack/react-query';
import { attendanceExportApi } from '@staffdesk/shared/api/attendance';
import { attendanceCsvName } from '@staffdesk/shared/schemas/attendance';
import { callApi } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';

/**
 * Fetches the month's attendance of every employee (or of one department) as a CSV blob and saves it under the
 * name the server gives it (attendanceCsvName). The card says a refusal itself.
 */
export async function downloadAttendanceCsv({
  monthYear,
  department,
}: {
  monthYear: string;
  department?: string;
}): Promise<string> {
  const blob = await callApi(
    attendanceExportApi.attendanceCsv,
    { query: { monthYear, department: department || undefined } },
    { headers: { Accept: 'text/csv' }, toastErrors: false },
  );
  const fileName = attendanceCsvName(monthYear, department);
  downloadCsv(blob, fileName);
  return fileName;
}

export function useDownloadAttendanceCsv() {
  return useMutation({ mutationFn: downloadAttendanceCsv });
}
