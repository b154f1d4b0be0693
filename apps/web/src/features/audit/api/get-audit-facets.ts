import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditApi } from '@staffdesk/shared/api/audit';
import type { TAuditFacets } from '@staffdesk/shared/schemas/audit';
import { callApi } from '@/lib/api-client';
import { AUDIT_KEY } from './get-audit-entries';

/** Who acted, and the entities and actions the log holds: the filters' choices. */
export function getAuditFacets(): Promise<TAuditFacets> {
  return callApi(auditApi.auditFacets, {});
}

export function auditFacetsQueryOptions() {
  return queryOptions({ queryKey: [...AUDIT_KEY, 'facets'], queryFn: getAuditFacets, staleTime: 60_000 });
}

export function useAuditFacets() {
  return useQuery(auditFacetsQueryOptions());
}
