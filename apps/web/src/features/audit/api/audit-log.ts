import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { auditApi } from '@staffdesk/shared/api/audit';
import type { TAuditQuery } from '@staffdesk/shared/schemas/audit';
import { callApi } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';

const AUDIT_KEY = ['audit'] as const;

/** A page of the audit log, newest first, with the screen's filters. */
export function auditEntriesQueryOptions(query: TAuditQuery) {
  return queryOptions({
    queryKey: [...AUDIT_KEY, 'entries', query],
    queryFn: () => callApi(auditApi.auditEntries, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Who acted, and the entities and actions the log holds: the filters' choices. */
export function useAuditFacets() {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'facets'],
    queryFn: () => callApi(auditApi.auditFacets, {}),
    staleTime: 60_000,
  });
}

/** Saves every row the filters find as audit-log.csv. */
export async function downloadAuditCsv(query: Omit<TAuditQuery, 'page' | 'pageSize'>): Promise<string> {
  const blob = await callApi(auditApi.auditEntriesCsv, { query }, { headers: { Accept: 'text/csv' } });
  downloadCsv(blob, 'audit-log.csv');
  return 'audit-log.csv';
}

export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv });
}
