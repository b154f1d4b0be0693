import { eq } from 'drizzle-orm';
import { employeeDocuments } from '../../src/db/schema/documents';
import { serverEmployeeDocumentFamily } from '../../src/modules/documents/employee-document-family';
import {
  everyone,
  fileRecord,
  holds,
  isOwner,
  made,
  needs,
  ownerOr,
  requestFamilyRoutes,
  seenBy,
  uploaded,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

const VERIFIES = 'VIEW_DOCUMENTS_APPROVAL';
const GIVES = 'ADD_COMPANY_DOCUMENT';

/** A new document of the owner, pending verification. */
async function submitted(ctx: MatrixContext) {
  const fileId = await uploaded(ctx, 'employee', 'EMPLOYEE_DOCUMENT');
  const doc = await made<{ id: number }>(ctx, 'employee', 'POST', '/api/employee-documents', {
    documentType: 'DEGREE',
    documentNumber: `DEG-${ctx.next()}`,
    fileId,
  });
  return { id: doc.id, fileId };
}
const documentRecord = (ctx: MatrixContext, id: number): MatrixRecord => ({
  id,
  state: () => ctx.t.db.select().from(employeeDocuments).where(eq(employeeDocuments.id, id)),
});

/** A document rejected by HR: what its owner uploads again. */
async function rejected(ctx: MatrixContext): Promise<MatrixRecord> {
  const { id } = await submitted(ctx);
  await made(ctx, 'hr.head', 'POST', `/api/employee-documents/reject/${id}`, { remark: 'Unreadable.' }, 200);
  return documentRecord(ctx, id);
}

/** A company document given by the administrator: to the owner alone, or (`employeeId` null) to everyone. */
async function given(ctx: MatrixContext, employeeId: number | null) {
  const fileId = await uploaded(ctx, 'admin', 'COMPANY_DOCUMENT');
  const doc = await made<{ id: number }>(ctx, 'admin', 'POST', '/api/employee-company-document', {
    title: `Letter ${ctx.next()}`,
    documentType: 'OTHER',
    fileId,
    employeeId,
  });
  return { id: doc.id, fileId };
}

export const employeeDocumentsMatrix: MatrixFamily = {
  name: 'employee documents',
  seed: async (ctx) => {
    await submitted(ctx);
    const fileId = await uploaded(ctx, 'employee.2fa', 'EMPLOYEE_DOCUMENT');
    await made(ctx, 'employee.2fa', 'POST', '/api/employee-documents', {
      documentType: 'PAN',
      documentNumber: 'ABCDE1234F',
      fileId,
    });
  },
  routes: [
    {
      route: 'GET /employee-documents/{id}',
      record: async (ctx) => documentRecord(ctx, (await submitted(ctx)).id),
      expect: seenBy(ownerOr(VERIFIES)),
    },
    {
      route: 'GET /files/downloadFile/{id}',
      label: 'an employee document',
      record: async (ctx) => fileRecord(ctx, (await submitted(ctx)).fileId),
      expect: seenBy(ownerOr(VERIFIES)),
    },
    ...requestFamilyRoutes(serverEmployeeDocumentFamily, async (ctx) => (await submitted(ctx)).id),
    {
      route: 'PUT /employee-documents/{id}',
      record: rejected,
      // A new file of the owner's: only the owner may send the document again.
      body: async (ctx) => ({
        documentType: 'DEGREE',
        documentNumber: 'DEG-AGAIN',
        fileId: await uploaded(ctx, 'employee', 'EMPLOYEE_DOCUMENT'),
      }),
      expect: seenBy(isOwner),
    },
  ],
  lists: [
    {
      url: '/employee-documents/employee?pageSize=100',
      expect: () => 200,
      visible: (asker, row) => row.employeeId === asker.id,
    },
    // The verifiers' queue holds everyone's documents, and is refused to everyone else.
    {
      url: '/employee-documents?status=ALL&pageSize=100',
      expect: (asker) => (holds(VERIFIES)(asker) ? 200 : 403),
      visible: () => true,
    },
  ],
};

export const companyDocumentsMatrix: MatrixFamily = {
  name: 'company documents',
  seed: async (ctx) => {
    await given(ctx, ctx.owner.id);
    await given(ctx, ctx.asker('employee.2fa').id);
    await given(ctx, null);
  },
  routes: [
    {
      route: 'GET /files/downloadFile/{id}',
      label: 'a company document given to the owner',
      record: async (ctx) => fileRecord(ctx, (await given(ctx, ctx.owner.id)).fileId),
      expect: seenBy(ownerOr(GIVES)),
    },
    {
      route: 'GET /files/downloadFile/{id}',
      label: 'a company document given to everyone',
      record: async (ctx) => fileRecord(ctx, (await given(ctx, null)).fileId),
      expect: seenBy(everyone),
    },
  ],
  lists: [
    {
      url: '/employee-company-document/employee?pageSize=100',
      expect: needs('VIEW_DOCUMENT', () => 200),
      visible: (asker, row) => row.employeeId === null || row.employeeId === asker.id,
    },
    {
      url: '/employee-company-document?pageSize=100',
      expect: (asker) => (holds(GIVES)(asker) ? 200 : 403),
      visible: () => true,
    },
  ],
};
