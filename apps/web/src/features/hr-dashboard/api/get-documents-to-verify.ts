import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** How many documents wait for a verifier: the total of a one-row page of the queue. */
export async function getDocumentsToVerify(): Promise<number> {
  const page = await callApi(employeeDocumentsApi.allEmployeeDocuments, { query: { page: 1, pageSize: 1 } });
  return page.total;
}

/** Under the request screens' key: a decision on the approvals screen refreshes the count. */
export function documentsToVerifyQueryOptions() {
  return queryOptions({ queryKey: [...REQUESTS_KEY, 'documents', 'queue-count'], queryFn: getDocumentsToVerify });
}

export function useDocumentsToVerify() {
  return useQuery(documentsToVerifyQueryOptions());
}
