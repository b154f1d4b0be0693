import { employeeDocumentFamily } from '@staffdesk/shared/api/documents';
import type { TEmployeeDocument } from '@staffdesk/shared/schemas/documents';
import { employeeDocuments } from '../../db/schema/documents';
import { requestLink, requesterOrDecider, type ServerRequestFamily } from '../requests/family';
import { EMPLOYEE_DOCUMENT_ENTITY, employeeDocumentById } from './employee-document-view';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS, type DocumentType } from '@staffdesk/shared/schemas/documents';
import { uiPath } from '@staffdesk/shared/routes';

export type EmployeeDocumentRow = typeof employeeDocuments.$inferSelect;

/** Where the owner reads their documents, and where HR decides them. */
export const DOCUMENT_LINKS = {
  requester: uiPath('/ui/human-resources/documents'),
  decider: uiPath('/ui/human-resources/approvals'),
} as const;

/** Employee documents in the request lifecycle: verified or rejected by holders of VIEW_DOCUMENTS_APPROVAL. */
export const serverEmployeeDocumentFamily: ServerRequestFamily<typeof employeeDocuments, TEmployeeDocument> = {
  declaration: employeeDocumentFamily,
  entity: EMPLOYEE_DOCUMENT_ENTITY,
  table: employeeDocuments,
  // Notifications name the document by its type and last characters, never its whole number.
  describe: (row) =>
    `a ${DOCUMENT_TYPE_LABELS[row.documentType as DocumentType] ?? row.documentType} (number ending ${row.documentNumber.slice(-4)}) to be verified`,
  links: (row) => ({
    requester: requestLink(DOCUMENT_LINKS.requester, row.id),
    decider: requestLink(DOCUMENT_LINKS.decider, row.id, 'documents'),
  }),
  view: employeeDocumentById,
  mayRead: requesterOrDecider(employeeDocumentFamily),
  chainChoices: async () => ({ documentType: DOCUMENT_TYPES.map(([value, label]) => ({ value, label })) }),
};
