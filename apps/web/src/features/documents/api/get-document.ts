import { queryOptions } from '@tanstack/react-query';
import { employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import { callApi } from '@/lib/api-client';
import { DOCUMENTS_KEY } from './document-keys';

export const documentQuery = (id: number) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'one', id],
    queryFn: () => callApi(employeeDocumentsApi.employeeDocument, { params: { id } }),
  });
