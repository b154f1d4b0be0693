import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyDocumentsApi, employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import type {
  TCompanyDocumentCreate,
  TCompanyDocumentQuery,
  TEmployeeDocumentCreate,
  TOwnDocumentQuery,
} from '@staffdesk/shared/schemas/documents';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { callApi } from '@/lib/api-client';

/** Documents are requests too: a decision on the approvals screen refreshes these with the other request lists. */
const DOCUMENTS_KEY = [...REQUESTS_KEY, 'documents'] as const;
const COMPANY_KEY = ['company-documents'] as const;

export const ownDocumentsQuery = (query: TOwnDocumentQuery) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'own', query],
    queryFn: () => callApi(employeeDocumentsApi.ownEmployeeDocuments, { query }),
  });

export const documentQuery = (id: number) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'one', id],
    queryFn: () => callApi(employeeDocumentsApi.employeeDocument, { params: { id } }),
  });

export const ownCompanyDocumentsQuery = (query: TCompanyDocumentQuery) =>
  queryOptions({
    queryKey: [...COMPANY_KEY, 'own', query],
    queryFn: () => callApi(companyDocumentsApi.ownCompanyDocuments, { query }),
  });

/** Sends a new document, or a rejected one again (the form shows the server's refusal itself). */
export function useSaveDocument(documentId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmployeeDocumentCreate) =>
      documentId
        ? callApi(
            employeeDocumentsApi.resubmitEmployeeDocument,
            { params: { id: documentId }, body },
            { toastErrors: false },
          )
        : callApi(employeeDocumentsApi.createEmployeeDocument, { body }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

export function useAddCompanyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyDocumentCreate) =>
      callApi(companyDocumentsApi.createCompanyDocument, { body }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}
