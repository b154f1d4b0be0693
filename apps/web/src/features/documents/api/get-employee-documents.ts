import { employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import type { TDocumentListQuery, TEmployeeDocumentPage } from '@staffdesk/shared/schemas/documents';
import { callApi } from '@/lib/api-client';

/** Everyone's uploaded documents, for HR's verification queue. */
export function getEmployeeDocuments(query: TDocumentListQuery): Promise<TEmployeeDocumentPage> {
  return callApi(employeeDocumentsApi.allEmployeeDocuments, { query });
}
