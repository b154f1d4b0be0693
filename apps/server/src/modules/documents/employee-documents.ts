import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import type {
  ALL_DOCUMENT_SORTS,
  TEmployeeDocument,
  ZDocumentListQuerySchema,
  ZEmployeeDocumentCreateSchema,
  ZOwnDocumentQuerySchema,
} from '@staffdesk/shared/schemas/documents';
import { employeeDocuments } from '../../db/schema/documents';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { badRequest, notFound } from '../../errors';
import { attachFile, deleteFiles, removeStoredBytes } from '../files/service';
import { decidesAs } from '../requests/delegations';
import { pgIntArray, PlaceholderFilters, preparedListPages, type ListQuery, type ListSorts } from '../../db/prepared';
import { requestSorts } from '../requests/family';
import { awaitingSql } from '../requests/escalations';
import { mayReadRequest } from '../requests/history';
import { createRequest, resubmitRequest } from '../requests/lifecycle';
import { likePattern, userIdsNamedSql } from '../users/full-name';
import { serverEmployeeDocumentFamily } from './employee-document-family';
import {
  EMPLOYEE_DOCUMENT_ENTITY,
  documentColumns,
  documentViewQuery,
  employeeDocumentById,
  toDocumentViews,
  type DocumentViewRow,
} from './employee-document-view';

type DocumentSort = (typeof ALL_DOCUMENT_SORTS)[number];
const SORTS: ListSorts<DocumentSort> = requestSorts(employeeDocuments, {
  documentType: employeeDocuments.documentType,
  expiryDate: employeeDocuments.expiryDate,
});

/** The deciders' (those awaiting the viewer, `asIds`: awaitingSql) or one's own (`ownerId`). */
const scopeCondition = {
  all: awaitingSql(
    EMPLOYEE_DOCUMENT_ENTITY,
    employeeDocuments,
    serverEmployeeDocumentFamily.declaration.statuses[0],
    undefined,
    sql`${sql.placeholder('asIds')}::int[]`,
  ),
  own: eq(employeeDocuments.employeeId, sql.placeholder('ownerId')),
};

type DocumentListQuery = ListQuery<DocumentSort> & {
  status?: string;
  employeeId?: number;
  documentType?: string;
  search?: string;
};

function documentFilters(q: DocumentListQuery): PlaceholderFilters {
  const filters = new PlaceholderFilters();
  if (q.status && q.status !== 'ALL')
    filters.add(eq(employeeDocuments.status, sql.placeholder('status')), { status: q.status });
  if (q.employeeId)
    filters.add(eq(employeeDocuments.employeeId, sql.placeholder('employeeId')), { employeeId: q.employeeId });
  if (q.documentType)
    filters.add(eq(employeeDocuments.documentType, sql.placeholder('documentType')), { documentType: q.documentType });
  if (q.search)
    filters.add(sql`${employeeDocuments.employeeId} in (${userIdsNamedSql(sql.placeholder('search'))})`, {
      search: likePattern(q.search),
    });
  return filters;
}

type DocumentInput = z.output<typeof ZEmployeeDocumentCreateSchema>;

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);

/** An expiry date that has passed is refused: such a document is not worth verifying. */
function checkExpiry(input: DocumentInput): void {
  if (input.expiryDate && input.expiryDate < todayIn(DEFAULT_TIME_ZONE))
    throw fieldError(
      'expiryDate',
      'This document has expired: upload a valid one, or leave the expiry date empty if it has none.',
    );
}

const family = serverEmployeeDocumentFamily;

/** HR's queue, read on every visit of HR approvals (db/prepared.ts). */
const page = preparedListPages<
  DocumentViewRow,
  TEmployeeDocument,
  keyof typeof scopeCondition,
  DocumentSort,
  DocumentListQuery
>({
  table: employeeDocuments,
  columns: documentColumns,
  id: employeeDocuments.id,
  scopes: scopeCondition,
  sorts: SORTS,
  filters: documentFilters,
  items: toDocumentViews,
});

const attach = (tx: Parameters<typeof attachFile>[0], actor: AuthUser, id: number, fileId: string) =>
  attachFile(tx, {
    fileId,
    ownerId: actor.id,
    category: 'EMPLOYEE_DOCUMENT',
    entity: EMPLOYEE_DOCUMENT_ENTITY,
    entityId: id,
  });

/** A document of one's own, pending; its deciders are told. */
export async function createEmployeeDocument(
  deps: Pick<AppDeps, 'db' | 'push'>,
  actor: AuthUser,
  input: DocumentInput,
): Promise<TEmployeeDocument> {
  checkExpiry(input);
  const row = await createRequest(deps, family, actor, async (tx) => {
    const [inserted] = await tx
      .insert(employeeDocuments)
      .values({
        employeeId: actor.id,
        documentType: input.documentType,
        documentNumber: input.documentNumber,
        expiryDate: input.expiryDate ?? null,
      })
      .returning();
    await attach(tx, actor, inserted!.id, input.fileId);
    return inserted!;
  });
  return employeeDocumentById(deps.db, row.id);
}

/** A rejected document uploaded again: the new file replaces the old one, which is deleted with the change. */
export async function resubmitEmployeeDocument(
  deps: Pick<AppDeps, 'db' | 'push' | 'storage'>,
  actor: AuthUser,
  id: number,
  input: DocumentInput,
): Promise<TEmployeeDocument> {
  checkExpiry(input);
  let replaced: string[] = [];
  await resubmitRequest(deps, family, actor, id, async (tx) => {
    replaced = await deleteFiles(tx, { entity: EMPLOYEE_DOCUMENT_ENTITY, entityId: id, category: 'EMPLOYEE_DOCUMENT' });
    await attach(tx, actor, id, input.fileId);
    return {
      documentType: input.documentType,
      documentNumber: input.documentNumber,
      expiryDate: input.expiryDate ?? null,
      expiryNoticeAt: null,
    };
  });
  await removeStoredBytes(deps.storage, replaced);
  return employeeDocumentById(deps.db, id);
}

export async function ownEmployeeDocuments(db: Db, actor: AuthUser, query: z.output<typeof ZOwnDocumentQuerySchema>) {
  return page(db, 'own', { ownerId: actor.id }, query);
}

/** For document verifiers: PENDING unless asked; pending ones at their first step, or given to the actor. */
export async function allEmployeeDocuments(db: Db, actor: AuthUser, query: z.output<typeof ZDocumentListQuerySchema>) {
  return page(db, 'all', { asIds: pgIntArray(await decidesAs(db, actor.id)) }, query);
}

/** Its owner's, or anyone's for document verifiers; 404 for everyone else. */
export async function employeeDocument(db: Db, actor: AuthUser, id: number): Promise<TEmployeeDocument> {
  const [row] = await documentViewQuery(db).where(eq(employeeDocuments.id, id));
  if (!row || !(await mayReadRequest(db, serverEmployeeDocumentFamily, actor, row)))
    throw notFound('No such document.');
  return toDocumentViews([row])[0]!;
}
