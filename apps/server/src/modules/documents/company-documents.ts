import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPANY_DOCUMENT_TYPE_LABELS,
  type COMPANY_DOCUMENT_SORTS,
  type CompanyDocumentType,
  type TCompanyDocument,
  type TCompanyDocumentPage,
  type ZCompanyDocumentCreateSchema,
  type ZCompanyDocumentQuerySchema,
} from '@staffdesk/shared/schemas/documents';
import type { Db, Executor } from '../../db/client';
import { companyDocuments } from '../../db/schema/documents';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { badRequest } from '../../errors';
import { writeAudit } from '../audit/service';
import { attachFile, attachedFiles } from '../files/service';
import { notify, sendPush } from '../notifications/service';
import { likePattern, userNameSql } from '../users/full-name';
import { activeUsers } from '../users/people';
import { DOCUMENT_LINKS } from './employee-document-family';

/** How the files module names the record that holds a company document's file. */
export const COMPANY_DOCUMENT_ENTITY = 'company-document';

type CompanyDocumentSort = (typeof COMPANY_DOCUMENT_SORTS)[number];
const SORTS: Record<CompanyDocumentSort, SQLWrapper> = {
  createdAt: companyDocuments.createdAt,
  title: companyDocuments.title,
  documentType: companyDocuments.documentType,
};

const viewColumns = {
  id: companyDocuments.id,
  title: companyDocuments.title,
  documentType: companyDocuments.documentType,
  employeeId: companyDocuments.employeeId,
  employeeName: userNameSql(companyDocuments.employeeId),
  addedBy: companyDocuments.addedBy,
  addedByName: userNameSql(companyDocuments.addedBy),
  createdAt: companyDocuments.createdAt,
};

function viewQuery(executor: Executor) {
  return executor.select(viewColumns).from(companyDocuments);
}

async function toViews(
  executor: Executor,
  rows: readonly Awaited<ReturnType<typeof viewQuery>>[number][],
): Promise<TCompanyDocument[]> {
  const files = await attachedFiles(executor, {
    entity: COMPANY_DOCUMENT_ENTITY,
    entityIds: rows.map((r) => r.id),
    category: 'COMPANY_DOCUMENT',
  });
  return rows.map((r) => ({
    ...r,
    documentType: r.documentType as CompanyDocumentType,
    documentTypeLabel: COMPANY_DOCUMENT_TYPE_LABELS[r.documentType as CompanyDocumentType] ?? r.documentType,
    createdAt: r.createdAt.toISOString(),
    file: files.get(String(r.id))?.at(-1) ?? null,
  }));
}

async function page(
  db: Db,
  where: SQL | undefined,
  query: z.output<typeof ZCompanyDocumentQuerySchema>,
): Promise<TCompanyDocumentPage> {
  const direction = query.order === 'asc' ? asc : desc;
  where = and(
    where,
    query.documentType ? eq(companyDocuments.documentType, query.documentType) : undefined,
    query.search ? ilike(companyDocuments.title, likePattern(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(direction(SORTS[query.sort]), direction(companyDocuments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(companyDocuments).where(where),
  ]);
  return { items: await toViews(db, rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * A document for one employee (only they, and those who add company documents, read its file) or for
 * everyone. The one employee is told; a document for everyone shows in everyone's list.
 */
export async function createCompanyDocument(
  { db, push }: Pick<AppDeps, 'db' | 'push'>,
  actor: AuthUser,
  input: z.output<typeof ZCompanyDocumentCreateSchema>,
): Promise<TCompanyDocument> {
  const employeeId = input.employeeId ?? null;
  const { id, written } = await db.transaction(async (tx) => {
    if (employeeId !== null && !(await activeUsers(tx)).some((u) => u.id === employeeId)) {
      const message = 'Choose an active employee, or give the document to everyone.';
      throw badRequest(message, [`employeeId: ${message}`]);
    }
    const [row] = await tx
      .insert(companyDocuments)
      .values({ title: input.title, documentType: input.documentType, employeeId, addedBy: actor.id })
      .returning();
    await attachFile(tx, {
      fileId: input.fileId,
      ownerId: actor.id,
      category: 'COMPANY_DOCUMENT',
      entity: COMPANY_DOCUMENT_ENTITY,
      entityId: row!.id,
      addresseeId: employeeId,
    });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'company-document.create',
      entity: COMPANY_DOCUMENT_ENTITY,
      entityId: row!.id,
      after: row,
    });
    const notes =
      employeeId === null
        ? []
        : await notify(tx, [employeeId], {
            title: 'New document from the company',
            body: `${input.title} is in My Documents.`,
            link: DOCUMENT_LINKS.requester,
          });
    return { id: row!.id, written: notes };
  });
  void sendPush(db, push, written).catch(() => undefined);
  const [row] = await viewQuery(db).where(eq(companyDocuments.id, id));
  return (await toViews(db, [row!]))[0]!;
}

/** Every company document, for those who add them. */
export function allCompanyDocuments(
  db: Db,
  query: z.output<typeof ZCompanyDocumentQuerySchema>,
): Promise<TCompanyDocumentPage> {
  return page(db, undefined, query);
}

/** Those given to the caller or to everyone. */
export function ownCompanyDocuments(
  db: Db,
  actor: AuthUser,
  query: z.output<typeof ZCompanyDocumentQuerySchema>,
): Promise<TCompanyDocumentPage> {
  return page(db, or(isNull(companyDocuments.employeeId), eq(companyDocuments.employeeId, actor.id)), query);
}
