import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import type { TEmployeeDocumentCreate } from '@staffdesk/shared/schemas/documents';
import { callApi } from '@/lib/api-client';
import { DOCUMENTS_KEY } from './document-keys';

/** Sends a new document, or a rejected one again (the form shows the server's refusal itself). */
export function saveDocument({ documentId, body }: { documentId?: number; body: TEmployeeDocumentCreate }) {
  return documentId
    ? callApi(
        employeeDocumentsApi.resubmitEmployeeDocument,
        { params: { id: documentId }, body },
        { toastErrors: false },
      )
    : callApi(employeeDocumentsApi.createEmployeeDocument, { body }, { toastErrors: false });
}

export function useSaveDocument(documentId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmployeeDocumentCreate) => saveDocument({ documentId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
