import { ZIdParamsSchema } from '../schemas/common';
import {
  ZCompanyDocumentCreateSchema,
  ZCompanyDocumentPageSchema,
  ZCompanyDocumentQuerySchema,
  ZCompanyDocumentSchema,
  ZDocumentListQuerySchema,
  ZEmployeeDocumentCreateSchema,
  ZEmployeeDocumentPageSchema,
  ZEmployeeDocumentResubmitSchema,
  ZEmployeeDocumentSchema,
  ZOwnDocumentQuerySchema,
} from '../schemas/documents';
import { REQUEST_STATUSES } from '../schemas/requests';
import { defineEndpoints } from './endpoint';
import { defineRequestFamily } from './request-family';
import { TAGS } from './tags';

/** Employee documents: verified or rejected (with a reason) by holders of VIEW_DOCUMENTS_APPROVAL. */
export const employeeDocumentFamily = defineRequestFamily({
  name: 'EmployeeDocument',
  base: '/employee-documents',
  tag: TAGS.employeeDocuments,
  noun: 'employee document',
  item: ZEmployeeDocumentSchema,
  statuses: REQUEST_STATUSES,
  approve: { status: 'APPROVED', one: 'approve/{id}', many: 'approve-documents', verb: 'Approve' },
  reject: { status: 'REJECTED', one: 'reject/{id}', many: 'reject-documents', verb: 'Reject' },
  cancel: { status: 'CANCELLED', path: 'cancel/{id}' },
  deciders: { kind: 'permission', permission: 'VIEW_DOCUMENTS_APPROVAL' },
  approvalEffect: 'Approval marks the document verified.',
  // No later step by default; ADMIN or MD may add one (the MD for a passport, say).
  chain: { firstStep: 'HR', fields: [{ name: 'documentType', label: 'Document type', kind: 'choice' }], defaults: [] },
});

export const employeeDocumentsApi = defineEndpoints(TAGS.employeeDocuments, {
  createEmployeeDocument: {
    method: 'POST',
    path: '/employee-documents',
    access: 'signed-in',
    summary: 'Submit one of your documents for verification',
    description:
      'Upload the file first (category EMPLOYEE_DOCUMENT) and give its id. A PAN or Aadhaar number must ' +
      'have its form; an expiry date must not have passed. The deciders are notified.',
    body: ZEmployeeDocumentCreateSchema,
    success: { status: 201, description: 'The document, pending.', schema: ZEmployeeDocumentSchema },
  },
  allEmployeeDocuments: {
    method: 'GET',
    path: '/employee-documents',
    access: { grant: 'VIEW_DOCUMENTS_APPROVAL' },
    summary: "Everyone's documents for those who verify them, PENDING by default",
    description: 'status=ALL lists every status.',
    query: ZDocumentListQuerySchema,
    success: { status: 200, description: 'A page of documents, newest first.', schema: ZEmployeeDocumentPageSchema },
  },
  ownEmployeeDocuments: {
    method: 'GET',
    path: '/employee-documents/employee',
    access: 'signed-in',
    summary: 'Your own documents, with their status, the reviewer’s reason and expiry',
    query: ZOwnDocumentQuerySchema,
    success: {
      status: 200,
      description: 'A page of your documents, newest first.',
      schema: ZEmployeeDocumentPageSchema,
    },
  },
  employeeDocument: {
    method: 'GET',
    path: '/employee-documents/{id}',
    access: 'signed-in',
    summary: 'One document: yours, or any for those who verify documents',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The document.', schema: ZEmployeeDocumentSchema },
    errors: { 404: 'No such document, or not one you may see.' },
  },
  resubmitEmployeeDocument: {
    method: 'PUT',
    path: '/employee-documents/{id}',
    access: 'signed-in',
    summary: 'Upload a rejected document of yours again',
    description:
      'The new file replaces the old one (which is let go); the document is pending again and the deciders are notified.',
    params: ZIdParamsSchema,
    body: ZEmployeeDocumentResubmitSchema,
    success: { status: 200, description: 'The document, pending again.', schema: ZEmployeeDocumentSchema },
    errors: { 404: 'No such document of yours.', 409: 'Only a rejected document can be uploaded again.' },
  },
});

export const companyDocumentsApi = defineEndpoints(TAGS.companyDocuments, {
  createCompanyDocument: {
    method: 'POST',
    path: '/employee-company-document',
    access: { grant: 'ADD_COMPANY_DOCUMENT' },
    summary: 'Give a document to one employee or to everyone (offer letter, payslip, policy …)',
    description:
      'Upload the file first (category COMPANY_DOCUMENT) and give its id. With employeeId, only that ' +
      'employee (and those who add company documents) may read it; without, everyone. The employee, or ' +
      'everyone, is notified.',
    body: ZCompanyDocumentCreateSchema,
    success: { status: 201, description: 'The document.', schema: ZCompanyDocumentSchema },
  },
  allCompanyDocuments: {
    method: 'GET',
    path: '/employee-company-document',
    access: { grant: 'ADD_COMPANY_DOCUMENT' },
    summary: 'Every company document, for those who add them',
    query: ZCompanyDocumentQuerySchema,
    success: { status: 200, description: 'A page of documents, newest first.', schema: ZCompanyDocumentPageSchema },
  },
  ownCompanyDocuments: {
    method: 'GET',
    path: '/employee-company-document/employee',
    access: { grant: 'VIEW_DOCUMENT' },
    summary: 'The company documents given to you or to everyone',
    query: ZCompanyDocumentQuerySchema,
    success: { status: 200, description: 'A page of documents, newest first.', schema: ZCompanyDocumentPageSchema },
  },
});
