import { useMutation } from '@tanstack/react-query';
import { auditApi } from '@staffdesk/shared/api/audit';
import type { TAuditQuery } from '@staffdesk/shared/schemas/audit';
import { callApi } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';

/** Saves every row the filters find as audit-log.csv; answers the file's name. */
export async function downloadAuditCsv(query: Omit<TAuditQuery, 'page' | 'pageSize'>): Promise<string> {
  const blob = await callApi(auditApi.auditEntriesCsv, { query }, { headers: { Accept: 'text/csv' } });
  downloadCsv(blob, 'audit-log.csv');
  return 'audit-log.csv';
}

export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv });
}
