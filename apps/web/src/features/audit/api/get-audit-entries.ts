import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditApi } from '@staffdesk/shared/api/audit';
import type { TAuditPage, TAuditQuery } from '@staffdesk/shared/schemas/audit';
import { callApi } from '@/lib/api-client';

/** Every audit query starts with this key. */
export const AUDIT_KEY = ['audit'] as const;

/** A page of the audit log, newest first, with the screen's filters. */
export function getAuditEntries(query: TAuditQuery): Promise<TAuditPage> {
  return callApi(auditApi.auditEntries, { query });
}

export function auditEntriesQueryOptions(query: TAuditQuery) {
  return queryOptions({ queryKey: [...AUDIT_KEY, 'entries', query], queryFn: () => getAuditEntries(query) });
}

export function useAuditEntries(query: TAuditQuery) {
  return useQuery({ ...auditEntriesQueryOptions(query), placeholderData: keepPreviousData });
}
