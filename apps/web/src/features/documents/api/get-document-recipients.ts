import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '@staffdesk/shared/api/employees';
import { callApi } from '@/lib/api-client';

/** The first employees whose name matches, to give a company document to. */
export const documentRecipientsQuery = (search: string) =>
  queryOptions({
    queryKey: ['employee-directory', 'picker', search],
    queryFn: () => callApi(employeesApi.directory, { query: { search: search || undefined, pageSize: 50 } }),
  });

export function useDocumentRecipients(search: string, enabled: boolean) {
  return useQuery({ ...documentRecipientsQuery(search), enabled });
}
