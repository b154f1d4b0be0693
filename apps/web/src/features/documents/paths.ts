import { uiPath } from '@staffdesk/shared/routes';

/** The document screens of the route table, by full path. */
export const DOCUMENTS_PATH = uiPath('/ui/human-resources/documents');
export const UPLOAD_DOCUMENT_PATH = uiPath('/ui/human-resources/upload-document-form');

/** The upload form; with a rejected document's id, to upload that one again. */
export function uploadDocumentPath(documentId?: number): string {
  return uiPath(UPLOAD_DOCUMENT_PATH, { documentId: documentId || undefined });
}
