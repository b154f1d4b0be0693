import { queryOptions } from '@tanstack/react-query';
import { companyDocumentsApi } from '@staffdesk/shared/api/documents';
import type { TCompanyDocumentQuery } from '@staffdesk/shared/schemas/documents';
import { callApi } from '@/lib/api-client';
import { COMPANY_DOCUMENTS_KEY } from './document-keys';

export const ownCompanyDocumentsQuery = (query: TCompanyDocumentQuery) =>
  queryOptions({
    queryKey: [...COMPANY_DOCUMENTS_KEY, 'own', query],
    queryFn: () => callApi(companyDocumentsApi.ownCompanyDocuments, { query }),
  });
