import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import type { SortOrder } from '@staffdesk/shared/schemas/common';
import type {
  ALL_DOCUMENT_SORTS,
  TEmployeeDocument,
  TEmployeeDocumentPage,
  ZDocumentListQuerySchema,
  ZEmployeeDocumentCreateSchema,
  ZOwnDocumentQuerySchema,
} from '@staffdesk/shared/schemas/documents';
import { employeeDocuments } from '../../db/schema/documents';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { badRequest, notFound } from '../../errors';
import { attachFile, detachFiles } from '../files/service';
import { decidesAsSql } from '../requests/delegations';
import { awaitingSql } from '../requests/escalations';
import { mayReadRequest } from '../requests/history';
import { createLifecycle } from '../requests/lifecycle';
import { likePattern, userIdsNamedSql, userNameSql } from '../users/full-name';
import { serverEmployeeDocumentFamily } from './employee-document-family';
import { EMPLOYEE_DOCUMENT_ENTITY, documentViewQuery, employeeDocumentById, toDocumentViews } from './employee-document-view';

type DocumentSort = (typeof ALL_DOCUMENT_SORTS)[number];
/** The columns the lists sort by; ties go by id in the same direction. */
const SORTS: Record<DocumentSort, SQLWrapper> = {
  createdAt: employeeDocuments.createdAt,
  documentType: employeeDocuments.documentType,
  expiryDate: employeeDocuments.expiryDate,
  status: employeeDocuments.status,
  employeeName: userNameSql(employeeDocuments.employeeId),
};

type DocumentInput = z.output<typeof ZEmployeeDocumentCreateSchema>;

const fieldError = (field: string, message: string) => badRequest(message, [`${field}: ${message}`]);

/** An expiry date that has passed is refused: such a document is not worth verifying. */
function checkExpiry(input: DocumentInput): void {
  if (input.expiryDate && input.expiryDate < todayIn(DEFAULT_TIME_ZONE)) throw fieldError('expiryDate', 'This document has expired: upload a valid one, or leave the expiry date empty if it has none.');
}

export function createEmployeeDocumentService(deps: Pick<AppDeps, 'db' | 'push'>) {
  const { db } = deps;
  const lifecycle = createLifecycle(deps);
  const family = serverEmployeeDocumentFamily;

  async function page(where: SQL | undefined, query: { page: number; pageSize: number; sort: DocumentSort; order: SortOrder; search?: string }): Promise<TEmployeeDocumentPage> {
    const direction = query.order === 'asc' ? asc : desc;
    const named = query.search ? sql`${employeeDocuments.employeeId} in (${userIdsNamedSql(likePattern(query.search))})` : undefined;
    where = and(where, named);
    const [rows, [total]] = await Promise.all([
      documentViewQuery(db)
        .where(where)
        .orderBy(direction(SORTS[query.sort]), direction(employeeDocuments.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(employeeDocuments).where(where),
    ]);
    return { items: await toDocumentViews(db, rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  const attach = (tx: Parameters<typeof attachFile>[0], actor: AuthUser, id: number, fileId: string) =>
    attachFile(tx, { fileId, ownerId: actor.id, category: 'EMPLOYEE_DOCUMENT', entity: EMPLOYEE_DOCUMENT_ENTITY, entityId: id });

  /** A document of one's own, pending; its deciders are told. */
  async function create(actor: AuthUser, input: DocumentInput): Promise<TEmployeeDocument> {
    checkExpiry(input);
    const row = await lifecycle.create(family, actor, async (tx) => {
      const [inserted] = await tx
        .insert(employeeDocuments)
        .values({ employeeId: actor.id, documentType: input.documentType, documentNumber: input.documentNumber, expiryDate: input.expiryDate ?? null })
        .returning();
      await attach(tx, actor, inserted!.id, input.fileId);
      return inserted!;
    });
    return employeeDocumentById(db, row.id);
  }

  /** A rejected document uploaded again: the new file replaces the old one, which is let go. */
  async function resubmit(actor: AuthUser, id: number, input: DocumentInput): Promise<TEmployeeDocument> {
    checkExpiry(input);
    await lifecycle.resubmit(family, actor, id, async (tx) => {
      await detachFiles(tx, { entity: EMPLOYEE_DOCUMENT_ENTITY, entityId: id, category: 'EMPLOYEE_DOCUMENT' });
      await attach(tx, actor, id, input.fileId);
      return { documentType: input.documentType, documentNumber: input.documentNumber, expiryDate: input.expiryDate ?? null, expiryNoticeAt: null };
    });
    return employeeDocumentById(db, id);
  }

  async function own(actor: AuthUser, query: z.output<typeof ZOwnDocumentQuerySchema>) {
    return page(and(eq(employeeDocuments.employeeId, actor.id), query.status ? eq(employeeDocuments.status, query.status) : undefined), query);
  }

  /**
   * Everyone's, for those who verify documents: PENDING unless asked otherwise; of the pending ones, those at their
   * first step and those given to the actor (a later step of the chain, an escalation).
   */
  async function all(actor: AuthUser, query: z.output<typeof ZDocumentListQuerySchema>) {
    return page(
      and(
        awaitingSql(EMPLOYEE_DOCUMENT_ENTITY, employeeDocuments, family.declaration.statuses[0], undefined, await decidesAsSql(db, actor.id)),
        query.status === 'ALL' ? undefined : eq(employeeDocuments.status, query.status),
        query.employeeId ? eq(employeeDocuments.employeeId, query.employeeId) : undefined,
        query.documentType ? eq(employeeDocuments.documentType, query.documentType) : undefined,
      ),
      query,
    );
  }

  /** One document: its owner's, or anyone's for those who verify documents; 404 for everyone else. */
  async function get(actor: AuthUser, id: number): Promise<TEmployeeDocument> {
    const [row] = await documentViewQuery(db).where(eq(employeeDocuments.id, id));
    if (!row || !(await mayReadRequest(db, serverEmployeeDocumentFamily, actor, row))) throw notFound('No such document.');
    return (await toDocumentViews(db, [row]))[0]!;
  }

  return { create, resubmit, own, all, get };
}
