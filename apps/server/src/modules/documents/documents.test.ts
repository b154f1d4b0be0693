import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, addDays, todayIn } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  auditEntries,
  companyDocuments,
  employeeDocuments,
  files,
  userNotifications,
  users,
} from '../../db/schema/index';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';
import { fixtures, upload } from '../files/test-helpers';
import { noticeExpiringDocuments } from './expiry';
import { runJob } from '../jobs/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn(DEFAULT_TIME_ZONE);
// Signs employee.2fa in without a one-time password.
const { tokenOf } = attendanceHelpers(() => t);

async function idOf(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.as(await tokenOf(username), { method, url, payload });
}

async function uploaded(
  username: string,
  category: 'EMPLOYEE_DOCUMENT' | 'COMPANY_DOCUMENT',
  data = fixtures.pdf(),
  name = 'scan.pdf',
): Promise<string> {
  const res = await upload(t, await tokenOf(username), category, { name, data });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const download = (username: string, fileId: string) => call(username, 'GET', `/api/files/downloadFile/${fileId}`);

async function documentRow(id: number) {
  const [row] = await t.db.select().from(employeeDocuments).where(eq(employeeDocuments.id, id));
  return row!;
}

async function fileRow(id: string) {
  const [row] = await t.db.select().from(files).where(eq(files.id, id));
  return row;
}

async function latestNotification(username: string) {
  const [row] = await t.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, await idOf(username)))
    .orderBy(desc(userNotifications.id))
    .limit(1);
  return row;
}

async function auditActions(entity: string, id: number) {
  const rows = await t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, String(id))))
    .orderBy(auditEntries.id);
  return rows.map((r) => r.action);
}

async function submit(username: string, body: Record<string, unknown> = {}) {
  const fileId = await uploaded(username, 'EMPLOYEE_DOCUMENT');
  return call(username, 'POST', '/api/employee-documents', {
    documentType: 'PAN',
    documentNumber: 'abcde 1234 f',
    fileId,
    ...body,
  });
}

describe('an employee document: rejected with a reason, uploaded again, verified', () => {
  it('keeps the status, the reason, the file and the audit trail in the database at each step', async () => {
    const created = await submit('employee');
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({
      status: 'PENDING',
      documentType: 'PAN',
      documentTypeLabel: 'PAN Card',
      documentNumber: 'ABCDE1234F',
      employeeName: 'Rahul Verma',
      expiry: null,
      remark: null,
    });
    expect(doc.file).toMatchObject({ category: 'EMPLOYEE_DOCUMENT', contentType: 'application/pdf' });
    const firstFile = doc.file.id as string;
    expect(await fileRow(firstFile)).toMatchObject({ entity: 'employee-document', entityId: String(doc.id) });
    expect(await latestNotification('hr.head')).toMatchObject({
      title: 'New request to decide',
      link: `/ui/human-resources/approvals?tab=documents&request=${doc.id}`,
    });
    expect((await latestNotification('hr.head'))!.body).not.toContain('ABCDE1234F');

    // The deciders' queue shows it; HR reads its file before deciding.
    const queue = (await call('hr.head', 'GET', '/api/employee-documents')).json();
    expect(queue.items.map((d: { id: number }) => d.id)).toContain(doc.id);
    expect((await download('hr.head', firstFile)).statusCode).toBe(200);

    // A rejection needs a reason: nothing changes without one.
    const bare = await call('hr.head', 'POST', `/api/employee-documents/reject/${doc.id}`, { remark: '  ' });
    expectFieldError(bare, 'remark');
    expect(bare.json().message).toContain('Give the reason for rejecting.');
    expect((await documentRow(doc.id)).status).toBe('PENDING');

    const rejected = await call('hr.head', 'POST', `/api/employee-documents/reject/${doc.id}`, {
      remark: 'The scan is blurred: upload a clearer one.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      remark: 'The scan is blurred: upload a clearer one.',
      decidedByName: 'Hema Rao',
    });
    expect(await documentRow(doc.id)).toMatchObject({
      status: 'REJECTED',
      decidedBy: await idOf('hr.head'),
      remark: 'The scan is blurred: upload a clearer one.',
    });
    expect(await latestNotification('employee')).toMatchObject({
      title: 'Request rejected',
      link: `/ui/human-resources/documents?request=${doc.id}`,
    });
    expect((await latestNotification('employee'))!.body).toContain('The scan is blurred');

    // Decided once: a second decision is a conflict.
    const again = await call('hr.head', 'POST', `/api/employee-documents/approve/${doc.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is already rejected.');

    // A file refused leaves the document as it was, with its file.
    const foreign = await uploaded('manager', 'EMPLOYEE_DOCUMENT');
    expectFieldError(
      await call('employee', 'PUT', `/api/employee-documents/${doc.id}`, {
        documentType: 'PAN',
        documentNumber: 'ABCDE1234F',
        fileId: foreign,
      }),
      'fileId',
    );
    expect(await fileRow(firstFile)).toMatchObject({ entity: 'employee-document', entityId: String(doc.id) });
    expect((await download('employee', firstFile)).statusCode).toBe(200);

    // Uploaded again: the new file replaces the old one, which is deleted with it; pending again, reason cleared.
    const secondFile = await uploaded('employee', 'EMPLOYEE_DOCUMENT', fixtures.png(), 'pan.png');
    const resent = await call('employee', 'PUT', `/api/employee-documents/${doc.id}`, {
      documentType: 'PAN',
      documentNumber: 'ABCDE1234F',
      fileId: secondFile,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({
      status: 'PENDING',
      remark: null,
      decidedBy: null,
      file: { id: secondFile, contentType: 'image/png' },
    });
    expect(await fileRow(firstFile)).toBeUndefined();
    expect(await t.storage.get(firstFile)).toBeUndefined();
    expect(await fileRow(secondFile)).toMatchObject({ entity: 'employee-document', entityId: String(doc.id) });
    expect((await download('hr.head', firstFile)).statusCode).toBe(404);
    expect((await download('employee', firstFile)).statusCode).toBe(404);
    expect(await latestNotification('hr.head')).toMatchObject({
      title: 'Request sent again',
      link: `/ui/human-resources/approvals?tab=documents&request=${doc.id}`,
    });

    const approved = await call('hr.head', 'POST', `/api/employee-documents/approve/${doc.id}`, {
      remark: 'Verified.',
    });
    expect(approved.statusCode).toBe(200);
    expect(await documentRow(doc.id)).toMatchObject({
      status: 'APPROVED',
      decidedBy: await idOf('hr.head'),
      remark: 'Verified.',
    });
    expect(await latestNotification('employee')).toMatchObject({ title: 'Request approved' });
    expect(await auditActions('employee-document', doc.id)).toEqual([
      'employee-document.create',
      'employee-document.reject',
      'employee-document.resubmit',
      'employee-document.approve',
    ]);

    // Only a rejected document is uploaded again.
    const third = await uploaded('employee', 'EMPLOYEE_DOCUMENT');
    const notRejected = await call('employee', 'PUT', `/api/employee-documents/${doc.id}`, {
      documentType: 'PAN',
      documentNumber: 'ABCDE1234F',
      fileId: third,
    });
    expect(notRejected.statusCode).toBe(409);
    expect((await documentRow(doc.id)).status).toBe('APPROVED');

    const own = (await call('employee', 'GET', '/api/employee-documents/employee?status=APPROVED')).json();
    expect(own.items.map((d: { id: number }) => d.id)).toContain(doc.id);
  });
});

describe('POST /api/employee-documents: bad input changes nothing', () => {
  it('refuses a file that is not a PDF or an image by its bytes, named as a PDF', async () => {
    const res = await upload(t, await tokenOf('employee'), 'EMPLOYEE_DOCUMENT', {
      name: 'passport.pdf',
      data: fixtures.gif(),
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(415);
    const text = await upload(t, await tokenOf('employee'), 'EMPLOYEE_DOCUMENT', {
      name: 'passport.pdf',
      data: fixtures.log(),
      contentType: 'application/pdf',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers 400 naming the field for a malformed PAN or Aadhaar, an expired date, an unknown type, a missing or foreign file', async () => {
    const before = (await t.db.select().from(employeeDocuments)).length;
    expectFieldError(await submit('employee', { documentNumber: 'ABC123' }), 'documentNumber');
    expectFieldError(
      await submit('employee', { documentType: 'AADHAAR', documentNumber: '1234 5678 901' }),
      'documentNumber',
    );
    expectFieldError(
      await submit('employee', {
        documentType: 'PASSPORT',
        documentNumber: 'K1234567',
        expiryDate: addDays(today(), -1),
      }),
      'expiryDate',
    );
    expectFieldError(await submit('employee', { documentType: 'VISA' }), 'documentType');
    expectFieldError(
      await call('employee', 'POST', '/api/employee-documents', { documentType: 'PAN', documentNumber: 'ABCDE1234F' }),
      'fileId',
    );
    const foreign = await uploaded('employee.2fa', 'EMPLOYEE_DOCUMENT');
    expectFieldError(
      await call('employee', 'POST', '/api/employee-documents', {
        documentType: 'PAN',
        documentNumber: 'ABCDE1234F',
        fileId: foreign,
      }),
      'fileId',
    );
    expect((await t.db.select().from(employeeDocuments)).length).toBe(before);
    expect((await fileRow(foreign))!.attachedAt).toBeNull();
  });
});

describe('who reads and decides employee documents', () => {
  it('shows a document and its file to its owner and those who verify documents; 404 to anyone else', async () => {
    const doc = (await submit('employee.2fa', { documentType: 'AADHAAR', documentNumber: '1234 5678 9012' })).json();
    for (const who of ['employee.2fa', 'hr.head', 'md', 'admin']) {
      expect((await call(who, 'GET', `/api/employee-documents/${doc.id}`)).statusCode, who).toBe(200);
      expect((await download(who, doc.file.id)).statusCode, who).toBe(200);
    }
    for (const who of ['employee', 'manager', 'finance.head']) {
      expect((await call(who, 'GET', `/api/employee-documents/${doc.id}`)).statusCode, who).toBe(404);
      expect((await download(who, doc.file.id)).statusCode, who).toBe(404);
    }
    const fileId = await uploaded('employee', 'EMPLOYEE_DOCUMENT');
    expect(
      (
        await call('employee', 'PUT', `/api/employee-documents/${doc.id}`, {
          documentType: 'PAN',
          documentNumber: 'ABCDE1234F',
          fileId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('employee', 'GET', '/api/employee-documents')).statusCode).toBe(403);
    expect(
      (await call('employee', 'GET', '/api/employee-documents/employee'))
        .json()
        .items.some((d: { id: number }) => d.id === doc.id),
    ).toBe(false);
  });

  it("refuses decisions to those without VIEW_DOCUMENTS_APPROVAL (403), and one's own (403)", async () => {
    const doc = (await submit('employee')).json();
    for (const who of ['employee', 'manager', 'finance.head', 'it.head']) {
      const res = await call(who, 'POST', `/api/employee-documents/approve/${doc.id}`);
      expect(res.statusCode, who).toBe(403);
    }
    expect(
      (await call('finance.head', 'POST', '/api/employee-documents/approve-documents', { ids: [doc.id] })).statusCode,
    ).toBe(403);
    const ownDoc = (await submit('hr.head')).json();
    const own = await call('hr.head', 'POST', `/api/employee-documents/approve/${ownDoc.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot decide your own request.');
    expect((await documentRow(doc.id)).status).toBe('PENDING');
    expect((await documentRow(ownDoc.id)).status).toBe('PENDING');
    expect((await call('md', 'POST', `/api/employee-documents/approve/${ownDoc.id}`)).statusCode).toBe(200);

    // In bulk, one's own document is refused on its own and the others are verified.
    const mine = (await submit('hr.head', { documentType: 'DEGREE', documentNumber: 'MBA-2015-0001' })).json();
    const bulk = await call('hr.head', 'POST', '/api/employee-documents/approve-documents', { ids: [mine.id, doc.id] });
    expect(bulk.json().results).toEqual([
      { id: mine.id, ok: false, statusCode: 403, message: 'You cannot decide your own request.' },
      expect.objectContaining({ id: doc.id, ok: true, status: 'APPROVED' }),
    ]);
    expect((await documentRow(mine.id)).status).toBe('PENDING');
    expect((await documentRow(doc.id)).status).toBe('APPROVED');
  });

  it('decides in bulk per id, and refuses a bulk rejection without a reason', async () => {
    const a = (await submit('employee', { documentType: 'DEGREE', documentNumber: 'BTECH-2019-0042' })).json();
    const b = (await submit('employee.2fa', { documentType: 'DEGREE', documentNumber: 'MTECH-2021-0007' })).json();
    const noReason = await call('hr.head', 'POST', '/api/employee-documents/reject-documents', { ids: [a.id, b.id] });
    expectFieldError(noReason, 'remark');
    expect((await documentRow(a.id)).status).toBe('PENDING');

    expect((await call('hr.head', 'POST', `/api/employee-documents/approve/${a.id}`)).statusCode).toBe(200);
    const bulk = await call('hr.head', 'POST', '/api/employee-documents/reject-documents', {
      ids: [a.id, b.id, 999999],
      remark: 'Attach the final-year marksheet too.',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({ succeeded: 1, failed: 2 });
    expect(bulk.json().results.map((r: { id: number; statusCode: number }) => [r.id, r.statusCode])).toEqual([
      [a.id, 409],
      [b.id, 200],
      [999999, 404],
    ]);
    expect(await documentRow(a.id)).toMatchObject({ status: 'APPROVED' });
    expect(await documentRow(b.id)).toMatchObject({
      status: 'REJECTED',
      remark: 'Attach the final-year marksheet too.',
    });

    const c = (await submit('manager', { documentType: 'OTHER', documentNumber: 'X-1' })).json();
    const approved = (await call('md', 'POST', '/api/employee-documents/approve-documents', { ids: [c.id] })).json();
    expect(approved).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await documentRow(c.id)).status).toBe('APPROVED');
  });

  it('lets the owner withdraw a pending document', async () => {
    const doc = (await submit('employee', { documentType: 'PHOTO', documentNumber: 'PHOTO-1' })).json();
    expect((await call('hr.head', 'POST', `/api/employee-documents/cancel/${doc.id}`)).statusCode).toBe(404);
    const res = await call('employee', 'POST', `/api/employee-documents/cancel/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect((await documentRow(doc.id)).status).toBe('CANCELLED');
  });
});

describe('documents about to expire', () => {
  it('are marked, and their owner is told once by the expiry check', async () => {
    const doc = (
      await submit('employee', {
        documentType: 'PASSPORT',
        documentNumber: 'K7654321',
        expiryDate: addDays(today(), 10),
      })
    ).json();
    expect(doc.expiry).toBe('EXPIRING');
    const later = (
      await submit('employee', {
        documentType: 'DRIVING_LICENCE',
        documentNumber: 'KA0120190001234',
        expiryDate: addDays(today(), 400),
      })
    ).json();
    expect(later.expiry).toBe('VALID');
    const push = { send: async () => 'sent' as const };
    // Pending documents are not told about: only verified ones.
    await noticeExpiringDocuments({ db: t.db, push });
    expect((await documentRow(doc.id)).expiryNoticeAt).toBeNull();

    for (const id of [doc.id, later.id])
      expect((await call('hr.head', 'POST', `/api/employee-documents/approve/${id}`)).statusCode).toBe(200);
    expect(await noticeExpiringDocuments({ db: t.db, push })).toBe(1);
    const note = await latestNotification('employee');
    expect(note).toMatchObject({
      title: 'A document expires soon',
      link: `/ui/human-resources/documents?request=${doc.id}`,
    });
    expect(note!.body).toMatch(
      /^Your Passport \(number ending 4321\) expires on \w+ \d\d, \d{4}\. Upload the renewed one in My Documents\.$/,
    );
    expect((await documentRow(doc.id)).expiryNoticeAt).not.toBeNull();
    expect((await documentRow(later.id)).expiryNoticeAt).toBeNull();
    expect(await noticeExpiringDocuments({ db: t.db, push })).toBe(0);
    // Four hundred days on, the licence is due.
    expect(await noticeExpiringDocuments({ db: t.db, push }, addDays(today(), 380))).toBe(1);
  });

  it('are told of by the document-expiry job of the job queue, which counts the owners it told', async () => {
    const doc = (
      await submit('manager', { documentType: 'PASSPORT', documentNumber: 'M1234567', expiryDate: addDays(today(), 5) })
    ).json();
    expect((await call('hr.head', 'POST', `/api/employee-documents/approve/${doc.id}`)).statusCode).toBe(200);
    expect(await runJob(t, 'document-expiry')).toMatchObject({ outcome: 'COMPLETED', items: 1 });
    expect((await documentRow(doc.id)).expiryNoticeAt).not.toBeNull();
    expect(await latestNotification('manager')).toMatchObject({
      title: 'A document expires soon',
      link: `/ui/human-resources/documents?request=${doc.id}`,
    });
  });
});

describe('company documents', () => {
  it('gives a payslip to one employee: only they and those who add company documents read it', async () => {
    const fileId = await uploaded('admin', 'COMPANY_DOCUMENT', fixtures.pdf(), 'payslip-oct.pdf');
    const res = await call('admin', 'POST', '/api/employee-company-document', {
      title: 'Payslip, October 2026',
      documentType: 'PAYSLIP',
      fileId,
      employeeId: await idOf('employee'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      title: 'Payslip, October 2026',
      documentTypeLabel: 'Payslip',
      employeeName: 'Rahul Verma',
      addedByName: 'Arjun Mehta',
      file: { id: fileId },
    });
    const [row] = await t.db.select().from(companyDocuments).where(eq(companyDocuments.id, doc.id));
    expect(row).toMatchObject({ employeeId: await idOf('employee'), addedBy: await idOf('admin') });
    expect(await fileRow(fileId)).toMatchObject({ entity: 'company-document', addresseeId: await idOf('employee') });
    expect(await auditActions('company-document', doc.id)).toEqual(['company-document.create']);
    expect(await latestNotification('employee')).toMatchObject({
      title: 'New document from the company',
      link: '/ui/human-resources/documents',
    });

    for (const who of ['employee', 'admin', 'md']) expect((await download(who, fileId)).statusCode, who).toBe(200);
    for (const who of ['employee.2fa', 'hr.head', 'manager'])
      expect((await download(who, fileId)).statusCode, who).toBe(404);
    expect(
      (await call('employee', 'GET', '/api/employee-company-document/employee'))
        .json()
        .items.map((d: { id: number }) => d.id),
    ).toContain(doc.id);
    expect(
      (await call('employee.2fa', 'GET', '/api/employee-company-document/employee'))
        .json()
        .items.map((d: { id: number }) => d.id),
    ).not.toContain(doc.id);
  });

  it('gives a policy to everyone: every employee lists and reads it', async () => {
    const fileId = await uploaded('md', 'COMPANY_DOCUMENT');
    const doc = (
      await call('md', 'POST', '/api/employee-company-document', {
        title: 'Leave Policy 2027',
        documentType: 'POLICY',
        fileId,
      })
    ).json();
    expect(doc).toMatchObject({ employeeId: null, employeeName: null });
    for (const who of ['employee', 'employee.2fa', 'hr.head']) {
      const mine = (await call(who, 'GET', '/api/employee-company-document/employee?search=leave%20policy')).json();
      expect(
        mine.items.map((d: { id: number }) => d.id),
        who,
      ).toContain(doc.id);
      expect((await download(who, fileId)).statusCode, who).toBe(200);
    }
    const all = (await call('admin', 'GET', '/api/employee-company-document?documentType=POLICY')).json();
    expect(all.items.every((d: { documentType: string }) => d.documentType === 'POLICY')).toBe(true);
    expect(all.items.map((d: { id: number }) => d.id)).toContain(doc.id);
  });

  it('is added only by holders of ADD_COMPANY_DOCUMENT, with a valid employee and their own upload', async () => {
    const refused = await upload(t, await tokenOf('hr.head'), 'COMPANY_DOCUMENT', {
      name: 'x.pdf',
      data: fixtures.pdf(),
    });
    expect(refused.statusCode).toBe(403);
    const fileId = await uploaded('admin', 'COMPANY_DOCUMENT');
    expect(
      (
        await call('hr.head', 'POST', '/api/employee-company-document', {
          title: 'Offer',
          documentType: 'OFFER_LETTER',
          fileId,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('employee', 'GET', '/api/employee-company-document')).statusCode).toBe(403);
    const before = (await t.db.select().from(companyDocuments)).length;
    expectFieldError(
      await call('admin', 'POST', '/api/employee-company-document', {
        title: 'Offer',
        documentType: 'OFFER_LETTER',
        fileId,
        employeeId: 999999,
      }),
      'employeeId',
    );
    expectFieldError(
      await call('admin', 'POST', '/api/employee-company-document', {
        title: 'O',
        documentType: 'OFFER_LETTER',
        fileId,
      }),
      'title',
    );
    expectFieldError(
      await call('admin', 'POST', '/api/employee-company-document', { title: 'Offer', documentType: 'MEMO', fileId }),
      'documentType',
    );
    expectFieldError(
      await call('md', 'POST', '/api/employee-company-document', {
        title: 'Offer',
        documentType: 'OFFER_LETTER',
        fileId,
      }),
      'fileId',
    );
    expect((await t.db.select().from(companyDocuments)).length).toBe(before);
    expect((await fileRow(fileId))!.attachedAt).toBeNull();
  });
});

describe('demo documents', () => {
  it('has employee documents in every status and company documents for everyone and for one, whose PDFs open', async () => {
    const mine = (await call('employee', 'GET', '/api/employee-documents/employee?pageSize=50')).json();
    expect(new Set(mine.items.map((d: { status: string }) => d.status))).toEqual(
      new Set(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']),
    );
    expect(mine.items.some((d: { expiry: string | null }) => d.expiry === 'EXPIRING')).toBe(true);
    const rejected = mine.items.find((d: { status: string }) => d.status === 'REJECTED');
    expect(rejected.remark).toMatch(/blurred/);
    const pdf = await download('employee', rejected.file.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');

    expect((await call('hr.head', 'GET', '/api/employee-documents')).json().total).toBeGreaterThanOrEqual(4);
    // HR's queue and one's own list against what the database holds: each filter, by page, past the last page.
    const held = await t.db
      .select({
        id: employeeDocuments.id,
        employeeId: employeeDocuments.employeeId,
        status: employeeDocuments.status,
        step: employeeDocuments.step,
        documentType: employeeDocuments.documentType,
      })
      .from(employeeDocuments);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const listed = async (username: string, path: string) => {
      const page = (await call(username, 'GET', path)).json() as { items: { id: number }[]; total: number };
      return { ids: ids(page.items), total: page.total };
    };
    const pending = held.filter((d) => d.status === 'PENDING' && d.step === 1);
    expect(await listed('hr.head', '/api/employee-documents?pageSize=100')).toEqual({
      ids: ids(pending),
      total: pending.length,
    });
    const employee = await idOf('employee');
    const typeOfOne = held.find((d) => d.employeeId === employee)!.documentType;
    const ofOne = held.filter((d) => d.employeeId === employee && d.documentType === typeOfOne);
    expect(
      await listed(
        'hr.head',
        `/api/employee-documents?status=ALL&employeeId=${employee}&documentType=${typeOfOne}&pageSize=100`,
      ),
    ).toEqual({ ids: ids(ofOne), total: ofOne.length });
    const rejectedOwn = held.filter((d) => d.employeeId === employee && d.status === 'REJECTED');
    expect(rejectedOwn.length).toBeGreaterThan(0);
    expect(await listed('employee', '/api/employee-documents/employee?status=REJECTED')).toEqual({
      ids: ids(rejectedOwn),
      total: rejectedOwn.length,
    });
    expect((await call('hr.head', 'GET', '/api/employee-documents?status=ALL&page=300')).json()).toMatchObject({
      items: [],
      total: held.length,
    });

    const company = (await call('employee', 'GET', '/api/employee-company-document/employee?pageSize=50')).json();
    const titles = company.items.map(
      (d: { title: string; employeeId: number | null }) => `${d.title}${d.employeeId === null ? ' (everyone)' : ''}`,
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Leave Policy 2026 (everyone)', 'Offer Letter', 'Payslip, October 2026']),
    );
    const payslip = company.items.find((d: { title: string }) => d.title === 'Payslip, October 2026');
    expect((await download('employee', payslip.file.id)).statusCode).toBe(200);
    expect((await download('employee.2fa', payslip.file.id)).statusCode).toBe(404);
  });
});
