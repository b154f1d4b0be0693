import { employeeDocumentFamily } from '@staffdesk/shared/api/documents';
import { ALL_DOCUMENT_SORTS, type TEmployeeDocument } from '@staffdesk/shared/schemas/documents';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf } from '@/components/requests/request-family';
import { getEmployeeDocuments } from './api/get-employee-documents';
import { Expiry } from './expiry-badge';
import { ViewFileButton } from './view-file-button';

/** Employee documents on the HR approvals screen: each viewed inline, then verified or rejected with a reason. */
export const documentRequests = registerRequestFamily<TEmployeeDocument>({
  key: 'documents',
  declaration: employeeDocumentFamily,
  area: 'hr',
  label: 'Documents',
  noun: 'documents',
  hasReason: false,
  describe: (d) => `${d.documentTypeLabel} (${d.documentNumber})`,
  approvalColumns: [
    {
      id: 'documentType',
      header: 'Document',
      cell: (d) => d.documentTypeLabel,
      sortKey: 'documentType',
      card: 'subtitle',
      width: 'sm',
    },
    { id: 'documentNumber', header: 'Number', value: (d) => d.documentNumber, width: 'sm' },
    {
      id: 'expiryDate',
      header: 'Expiry',
      cell: (d) => <Expiry date={d.expiryDate} state={d.expiry} />,
      sortKey: 'expiryDate',
      hideBelow: 'lg',
      width: 'fit',
    },
    {
      id: 'file',
      header: 'File',
      cell: (d) => <ViewFileButton file={d.file} subject={`${d.employeeName}'s ${d.documentTypeLabel}`} />,
      width: 'fit',
    },
  ],
  queue: ({ sort, ...q }) => getEmployeeDocuments({ ...q, sort: oneOf(ALL_DOCUMENT_SORTS, sort), status: 'PENDING' }),
  affects: [],
});
