/** The document screens of the route table, by full path. */
export const DOCUMENTS_PATH = '/ui/human-resources/documents';
export const UPLOAD_DOCUMENT_PATH = '/ui/human-resources/upload-document-form';

/** The upload form; with a rejected document's id, to upload that one again. */
export function uploadDocumentPath(documentId?: number): string {
  return documentId ? `${UPLOAD_DOCUMENT_PATH}?documentId=${documentId}` : UPLOAD_DOCUMENT_PATH;
}
