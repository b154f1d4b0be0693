import { queryOptions } from '@tanstack/react-query';
import { employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import type { TOwnDocumentQuery } from '@staffdesk/shared/schemas/documents';
import { callApi } from '@/lib/api-client';
import { DOCUMENTS_KEY } from './document-keys';

export const ownDocumentsQuery = (query: TOwnDocumentQuery) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'own', query],
    queryFn: () => callApi(employeeDocumentsApi.ownEmployeeDocuments, { query }),
  });
