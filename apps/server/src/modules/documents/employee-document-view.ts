import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import {
  DOCUMENT_TYPE_LABELS,
  expiryStateOf,
  type DocumentType,
  type TEmployeeDocument,
} from '@staffdesk/shared/schemas/documents';
import type { Executor } from '../../db/client';
import { employeeDocuments } from '../../db/schema/documents';
import { notFound } from '../../errors';
import { attachedFilesSql } from '../files/service';
import { employeeCodeSql } from '../organisation/employees';
import { userNameSql } from '../users/full-name';
import { isEscalatedSql } from '../requests/escalations';

/** How the files module names the record that holds a document's file. */
export const EMPLOYEE_DOCUMENT_ENTITY = 'employee-document';

/** A document's columns as the API answers them (with toDocumentViews). */
export const documentColumns = {
  id: employeeDocuments.id,
  employeeId: employeeDocuments.employeeId,
  employeeName: sql<string>`${userNameSql(employeeDocuments.employeeId)}`,
  employeeCode: employeeCodeSql(employeeDocuments.employeeId),
  status: employeeDocuments.status,
  decidedBy: employeeDocuments.decidedBy,
  decidedByName: userNameSql(employeeDocuments.decidedBy),
  decidedAt: employeeDocuments.decidedAt,
  remark: employeeDocuments.remark,
  createdAt: employeeDocuments.createdAt,
  updatedAt: employeeDocuments.updatedAt,
  escalated: isEscalatedSql(EMPLOYEE_DOCUMENT_ENTITY, employeeDocuments.id),
  step: employeeDocuments.step,
  chain: employeeDocuments.chain,
  documentType: employeeDocuments.documentType,
  documentNumber: employeeDocuments.documentNumber,
  expiryDate: employeeDocuments.expiryDate,
  files: attachedFilesSql(EMPLOYEE_DOCUMENT_ENTITY, employeeDocuments, 'EMPLOYEE_DOCUMENT'),
};

export function documentViewQuery(executor: Executor) {
  return executor.select(documentColumns).from(employeeDocuments);
}

export type DocumentViewRow = Awaited<ReturnType<typeof documentViewQuery>>[number];

/** Rows as the API answers them, with their file (read in the same statement) and where their expiry stands today. */
export function toDocumentViews(rows: readonly DocumentViewRow[]): TEmployeeDocument[] {
  const today = todayIn(DEFAULT_TIME_ZONE);
  return rows.map(({ files, ...r }) => ({
    ...r,
    documentType: r.documentType as DocumentType,
    documentTypeLabel: DOCUMENT_TYPE_LABELS[r.documentType as DocumentType] ?? r.documentType,
    expiry: expiryStateOf(r.expiryDate, today),
    file: files.at(-1) ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function employeeDocumentById(executor: Executor, id: number): Promise<TEmployeeDocument> {
  const [view] = toDocumentViews(await documentViewQuery(executor).where(eq(employeeDocuments.id, id)));
  if (!view) throw notFound('No such document.');
  return view;
}

/** How many uploaded documents wait for verification. */
export async function pendingDocumentCount(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(employeeDocuments)
    .where(eq(employeeDocuments.status, 'PENDING'));
  return row?.n ?? 0;
}
