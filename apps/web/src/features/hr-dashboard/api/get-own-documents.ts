import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import type { TEmployeeDocumentPage } from '@staffdesk/shared/schemas/documents';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** One person's documents are few: the card reads them all in one page. */
const ALL_MINE = { page: 1, pageSize: 200 } as const;

export function getOwnDocuments(): Promise<TEmployeeDocumentPage> {
  return callApi(employeeDocumentsApi.ownEmployeeDocuments, { query: ALL_MINE });
}

/** Under the request screens' key: an upload or a decision on one refreshes the card. */
export function ownDocumentsQueryOptions() {
  return queryOptions({ queryKey: [...REQUESTS_KEY, 'documents', 'own', ALL_MINE], queryFn: getOwnDocuments });
}

export function useOwnDocuments() {
  return useQuery(ownDocumentsQueryOptions());
}
