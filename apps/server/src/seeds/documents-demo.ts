import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, addDays, todayIn } from '@staffdesk/shared/dates';
import type { Tx } from '../db/client';
import { companyDocuments, employeeDocuments } from '../db/schema/documents';
import { fileChunks, files } from '../db/schema/files';

/**
 * A one-page PDF with a title and a few lines of text: what the demo's documents show in the viewer. The
 * cross-reference table is computed, so every reader opens it.
 */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    `BT /F1 20 Tf 56 760 Td (${escape(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 56 ${720 - i * 20} Td (${escape(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores a demo PDF as an attached file, its bytes in the database storage's one chunk. */
async function storeFile(
  tx: Tx,
  file: {
    ownerId: number;
    category: 'EMPLOYEE_DOCUMENT' | 'COMPANY_DOCUMENT';
    name: string;
    bytes: Buffer;
    entity: string;
    entityId: number;
    addresseeId?: number | null;
  },
) {
  const id = randomUUID();
  await tx.insert(files).values({
    id,
    ownerId: file.ownerId,
    category: file.category,
    originalName: file.name,
    contentType: 'application/pdf',
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    entity: file.entity,
    entityId: String(file.entityId),
    attachedAt: sql`now()`,
    addresseeId: file.addresseeId ?? null,
  });
  await tx
    .insert(fileChunks)
    .values({ objectKey: id, seq: 0, data: sql`decode(${file.bytes.toString('base64')}, 'base64')` });
}

type Status = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

interface DemoDocument {
  who: string;
  type: string;
  label: string;
  number: string;
  status: Status;
  /** Days from today; negative would be expired. */
  expiresIn?: number;
  remark?: string;
  /** Days ago it was uploaded. */
  age: number;
}

/** Documents in every status; the pending ones wait for hr.head (and MD, ADMIN). */
const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    who: 'employee',
    type: 'PAN',
    label: 'PAN Card',
    number: 'ABCPV1234K',
    status: 'APPROVED',
    remark: 'Verified.',
    age: 300,
  },
  {
    who: 'employee',
    type: 'PASSPORT',
    label: 'Passport',
    number: 'M4821736',
    status: 'APPROVED',
    expiresIn: 20,
    age: 280,
  },
  {
    who: 'employee',
    type: 'DEGREE',
    label: 'Degree Certificate',
    number: 'VTU-2018-1BM14CS101',
    status: 'REJECTED',
    remark: 'The scan is blurred: upload a clearer copy of both pages.',
    age: 12,
  },
  { who: 'employee', type: 'AADHAAR', label: 'Aadhaar', number: '482937165204', status: 'PENDING', age: 2 },
  {
    who: 'employee',
    type: 'BANK_PROOF',
    label: 'Bank Proof',
    number: 'HDFC0001234-50100234567890',
    status: 'CANCELLED',
    age: 40,
  },
  { who: 'employee.2fa', type: 'PAN', label: 'PAN Card', number: 'BKDPK4321L', status: 'PENDING', age: 1 },
  {
    who: 'employee.2fa',
    type: 'EXPERIENCE_LETTER',
    label: 'Experience Letter',
    number: 'INFY-EXP-2022-0917',
    status: 'PENDING',
    age: 3,
  },
  {
    who: 'manager',
    type: 'DRIVING_LICENCE',
    label: 'Driving Licence',
    number: 'KA0120150004321',
    status: 'PENDING',
    expiresIn: 900,
    age: 4,
  },
  {
    who: 'pm',
    type: 'PASSPORT',
    label: 'Passport',
    number: 'P9912345',
    status: 'REJECTED',
    remark: 'This passport has expired: upload the renewed one.',
    age: 20,
  },
];

interface DemoCompanyDocument {
  /** Null: for everyone. */
  for: string | null;
  title: string;
  type: string;
  lines: readonly string[];
  age: number;
}

const DEMO_COMPANY_DOCUMENTS: readonly DemoCompanyDocument[] = [
  {
    for: null,
    title: 'Leave Policy 2026',
    type: 'POLICY',
    lines: ['12 days of casual leave, 10 of sick leave, 15 earned.', 'Apply in Staffdesk; your manager decides.'],
    age: 320,
  },
  {
    for: null,
    title: 'Code of Conduct',
    type: 'POLICY',
    lines: ['Treat colleagues with respect.', 'Report concerns to HR in confidence.'],
    age: 300,
  },
  {
    for: 'employee',
    title: 'Offer Letter',
    type: 'OFFER_LETTER',
    lines: ['Dear Rahul Verma,', 'We are pleased to offer you the role of Software Engineer.'],
    age: 1000,
  },
  {
    for: 'employee',
    title: 'Payslip, September 2026',
    type: 'PAYSLIP',
    lines: ['Rahul Verma, Software Engineer', 'Net pay: INR 1,12,450'],
    age: 50,
  },
  {
    for: 'employee',
    title: 'Payslip, October 2026',
    type: 'PAYSLIP',
    lines: ['Rahul Verma, Software Engineer', 'Net pay: INR 1,12,450'],
    age: 20,
  },
  {
    for: 'employee.2fa',
    title: 'Payslip, October 2026',
    type: 'PAYSLIP',
    lines: ['Sara Khan, Senior Software Engineer', 'Net pay: INR 1,48,900'],
    age: 20,
  },
];

const daysAgo = (days: number) => sql`now() - ${`${days} days`}::interval`;

/** Employee documents in every status and company documents for everyone and for the demo employees, with their PDFs. */
export async function seedDocumentsDemo(tx: Tx, ids: ReadonlyMap<string, number>): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const hr = ids.get('hr.head')!;
  const admin = ids.get('admin')!;
  for (const d of DEMO_DOCUMENTS) {
    const employeeId = ids.get(d.who)!;
    const decided = d.status === 'APPROVED' || d.status === 'REJECTED';
    const [row] = await tx
      .insert(employeeDocuments)
      .values({
        employeeId,
        documentType: d.type,
        documentNumber: d.number,
        expiryDate: d.expiresIn === undefined ? null : addDays(today, d.expiresIn),
        status: d.status,
        decidedBy: decided ? hr : null,
        decidedAt: decided ? daysAgo(d.age - 1) : null,
        remark: d.remark ?? null,
        createdAt: daysAgo(d.age),
        updatedAt: daysAgo(decided ? d.age - 1 : d.age),
      })
      .returning({ id: employeeDocuments.id });
    const bytes = demoPdf(d.label, [`Number: ${d.number}`, 'A demo document of Staffdesk.']);
    await storeFile(tx, {
      ownerId: employeeId,
      category: 'EMPLOYEE_DOCUMENT',
      name: `${d.type.toLowerCase()}.pdf`,
      bytes,
      entity: 'employee-document',
      entityId: row!.id,
    });
  }
  for (const c of DEMO_COMPANY_DOCUMENTS) {
    const employeeId = c.for ? ids.get(c.for)! : null;
    const [row] = await tx
      .insert(companyDocuments)
      .values({ title: c.title, documentType: c.type, employeeId, addedBy: admin, createdAt: daysAgo(c.age) })
      .returning({ id: companyDocuments.id });
    const name = `${c.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    await storeFile(tx, {
      ownerId: admin,
      category: 'COMPANY_DOCUMENT',
      name,
      bytes: demoPdf(c.title, c.lines),
      entity: 'company-document',
      entityId: row!.id,
      addresseeId: employeeId,
    });
  }
}
