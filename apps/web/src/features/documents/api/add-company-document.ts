import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyDocumentsApi } from '@staffdesk/shared/api/documents';
import type { TCompanyDocumentCreate } from '@staffdesk/shared/schemas/documents';
import { callApi } from '@/lib/api-client';
import { COMPANY_DOCUMENTS_KEY } from './document-keys';

/** Gives a document to one employee or to everyone (the dialog shows the server's refusal itself). */
export function addCompanyDocument(body: TCompanyDocumentCreate) {
  return callApi(companyDocumentsApi.createCompanyDocument, { body }, { toastErrors: false });
}

export function useAddCompanyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DOCUMENTS_KEY }),
  });
}
