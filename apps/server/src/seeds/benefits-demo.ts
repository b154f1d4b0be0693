import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, addDays, todayIn } from '@staffdesk/shared/dates';
import type { Tx } from '../db/client';
import { assetRequests, issuedAssets } from '../db/schema/assets';
import { benefitLinks } from '../db/schema/benefit-links';
import { fileChunks, files } from '../db/schema/files';
import { reimbursements } from '../db/schema/reimbursements';

/**
 * Demo claims in every status (with small generated PDF receipts), asset requests and issued assets, so
 * that the benefits screens and the HR approvals show something real. The receipts' bytes are written for
 * the database storage driver (file_chunks), the demo's storage.
 */

type ClaimStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'PAID';
interface DemoClaim {
  who: string;
  category: string;
  daysAgo: number;
  amount: number;
  description: string;
  status: ClaimStatus;
  receipts: number;
  remark?: string;
  paymentReference?: string;
}

const DEMO_CLAIMS: readonly DemoClaim[] = [
  {
    who: 'employee',
    category: 'TRAVEL',
    daysAgo: 40,
    amount: 2380,
    description: 'Flight to Pune for the client workshop.',
    status: 'PAID',
    receipts: 2,
    remark: 'Within the travel policy.',
    paymentReference: 'NEFT-2026-0871',
  },
  {
    who: 'employee',
    category: 'INTERNET',
    daysAgo: 25,
    amount: 999,
    description: 'Home broadband for the month.',
    status: 'APPROVED',
    receipts: 1,
    remark: 'Approved for this quarter.',
  },
  {
    who: 'employee',
    category: 'FOOD',
    daysAgo: 18,
    amount: 1840.5,
    description: 'Team dinner after the release.',
    status: 'REJECTED',
    receipts: 1,
    remark: "Team dinners go through the manager's budget.",
  },
  {
    who: 'employee',
    category: 'TRAVEL',
    daysAgo: 12,
    amount: 420,
    description: 'Auto fares to the data centre.',
    status: 'CANCELLED',
    receipts: 0,
  },
  {
    who: 'employee',
    category: 'TRAINING',
    daysAgo: 6,
    amount: 7500,
    description: 'Kubernetes certification exam fee.',
    status: 'PENDING',
    receipts: 1,
  },
  {
    who: 'employee',
    category: 'MEDICAL',
    daysAgo: 3,
    amount: 650,
    description: 'Eye test and prescription glasses.',
    status: 'PENDING',
    receipts: 2,
  },
  {
    who: 'employee.2fa',
    category: 'TRAVEL',
    daysAgo: 30,
    amount: 1560,
    description: 'Train tickets to Chennai for the onsite visit.',
    status: 'PAID',
    receipts: 1,
    remark: 'OK.',
    paymentReference: 'NEFT-2026-0855',
  },
  {
    who: 'employee.2fa',
    category: 'OFFICE_SUPPLIES',
    daysAgo: 4,
    amount: 349,
    description: 'Laptop stand.',
    status: 'PENDING',
    receipts: 0,
  },
  {
    who: 'manager',
    category: 'FOOD',
    daysAgo: 9,
    amount: 2150,
    description: 'Lunch with the candidate panel.',
    status: 'PENDING',
    receipts: 1,
  },
  {
    who: 'pm',
    category: 'TRAVEL',
    daysAgo: 15,
    amount: 3200,
    description: 'Cab to and from the airport for the client visit.',
    status: 'APPROVED',
    receipts: 1,
    remark: 'Pay with the next batch.',
  },
];

interface DemoAssetRequest {
  who: string;
  assetType: string;
  daysAgo: number;
  neededIn: number;
  reason: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  remark?: string;
  issue?: { tag: string; serial: string };
}

const DEMO_ASSET_REQUESTS: readonly DemoAssetRequest[] = [
  {
    who: 'employee',
    assetType: 'LAPTOP',
    daysAgo: 200,
    neededIn: -195,
    reason: 'Laptop for a new joiner.',
    status: 'APPROVED',
    remark: 'Collect it from IT on the 3rd floor.',
    issue: { tag: 'SD-LT-1001', serial: 'PF3K9Z21' },
  },
  {
    who: 'employee',
    assetType: 'HEADSET',
    daysAgo: 20,
    neededIn: -10,
    reason: 'For calls with the US team.',
    status: 'REJECTED',
    remark: 'Headsets come with the laptop kit: ask the helpdesk.',
  },
  {
    who: 'employee',
    assetType: 'MONITOR',
    daysAgo: 2,
    neededIn: 12,
    reason: 'A second screen for code reviews.',
    status: 'PENDING',
  },
  {
    who: 'employee.2fa',
    assetType: 'KEYBOARD',
    daysAgo: 1,
    neededIn: 9,
    reason: "The keyboard's keys stick.",
    status: 'PENDING',
  },
  {
    who: 'manager',
    assetType: 'MOBILE',
    daysAgo: 8,
    neededIn: 4,
    reason: 'On-call phone for the support rota.',
    status: 'CANCELLED',
  },
  {
    who: 'manager',
    assetType: 'LAPTOP',
    daysAgo: 300,
    neededIn: -290,
    reason: 'Laptop for a new joiner.',
    status: 'APPROVED',
    issue: { tag: 'SD-LT-0877', serial: 'C02XK1JH' },
  },
];

/** A one-page PDF that says what it is a receipt of. */
function receiptPdf(title: string, amount: number, index: number): Buffer {
  const text = `${title} - receipt ${index + 1} - INR ${amount.toFixed(2)}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 12 Tf 24 60 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 140] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedBenefitsDemo(tx: Tx, people: ReadonlyMap<string, number>): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const id = (username: string) => {
    const found = people.get(username);
    if (found === undefined) throw new Error(`demo benefits: no demo person ${username}`);
    return found;
  };
  const finance = id('finance.head');
  const it = id('it.head');
  const at = (daysAgo: number) => sql`now() - make_interval(days => ${daysAgo})`;

  for (const claim of DEMO_CLAIMS) {
    const decided = claim.status !== 'PENDING' && claim.status !== 'CANCELLED';
    const [row] = await tx
      .insert(reimbursements)
      .values({
        employeeId: id(claim.who),
        status: claim.status,
        category: claim.category,
        expenseDate: addDays(today, -claim.daysAgo),
        amount: claim.amount,
        description: claim.description,
        decidedBy: decided ? finance : null,
        decidedAt: decided ? at(Math.max(0, claim.daysAgo - 2)) : null,
        remark: claim.remark ?? null,
        paymentReference: claim.paymentReference ?? null,
        paidBy: claim.status === 'PAID' ? finance : null,
        paidAt: claim.status === 'PAID' ? at(Math.max(0, claim.daysAgo - 5)) : null,
        createdAt: at(claim.daysAgo - 1),
        updatedAt: at(Math.max(0, claim.daysAgo - 2)),
      })
      .returning({ id: reimbursements.id });
    for (let i = 0; i < claim.receipts; i++) {
      const bytes = receiptPdf(claim.description, claim.amount, i);
      const fileId = randomUUID();
      await tx.insert(files).values({
        id: fileId,
        ownerId: id(claim.who),
        category: 'RECEIPT',
        originalName: `receipt-${row!.id}-${i + 1}.pdf`,
        contentType: 'application/pdf',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        entity: 'reimbursement',
        entityId: String(row!.id),
        attachedAt: at(claim.daysAgo - 1),
      });
      await tx
        .insert(fileChunks)
        .values({ objectKey: fileId, seq: 0, data: sql`decode(${bytes.toString('base64')}, 'base64')` });
    }
  }

  for (const request of DEMO_ASSET_REQUESTS) {
    const decided = request.status === 'APPROVED' || request.status === 'REJECTED';
    const [row] = await tx
      .insert(assetRequests)
      .values({
        employeeId: id(request.who),
        status: request.status,
        assetType: request.assetType,
        reason: request.reason,
        neededBy: addDays(today, request.neededIn),
        decidedBy: decided ? it : null,
        decidedAt: decided ? at(Math.max(0, request.daysAgo - 1)) : null,
        remark: request.remark ?? null,
        createdAt: at(request.daysAgo),
        updatedAt: at(Math.max(0, request.daysAgo - 1)),
      })
      .returning({ id: assetRequests.id });
    if (request.issue) {
      await tx.insert(issuedAssets).values({
        employeeId: id(request.who),
        requestId: row!.id,
        assetType: request.assetType,
        assetTag: request.issue.tag,
        serialNumber: request.issue.serial,
        issuedOn: addDays(today, -Math.max(0, request.daysAgo - 1)),
        issuedBy: it,
      });
    }
  }
  await tx.insert(benefitLinks).values([
    {
      kind: 'MEDICLAIM',
      title: 'Group health policy (2026–27)',
      url: 'https://insurer.example/staffdesk/policy',
      description: 'Cover, room rent limits and what is excluded.',
      sortOrder: 1,
    },
    {
      kind: 'MEDICLAIM',
      title: 'Network hospitals',
      url: 'https://insurer.example/staffdesk/hospitals',
      description: 'Cashless treatment near you.',
      sortOrder: 2,
    },
    {
      kind: 'MEDICLAIM',
      title: 'Submit a claim',
      url: 'https://insurer.example/staffdesk/claims',
      description: 'Reimbursement of treatment outside the network.',
      sortOrder: 3,
    },
    {
      kind: 'PF',
      title: 'EPFO member passbook',
      url: 'https://passbook.epfindia.gov.in/',
      description: 'Your provident fund balance and contributions.',
      sortOrder: 1,
    },
    {
      kind: 'PF',
      title: 'UAN member portal',
      url: 'https://unifiedportal-mem.epfindia.gov.in/',
      description: 'Activate your UAN, update KYC, transfer a previous account.',
      sortOrder: 2,
    },
  ]);
  // An asset handed back: kept as history in My Assets.
  await tx.insert(issuedAssets).values({
    employeeId: id('employee'),
    assetType: 'MOUSE',
    assetTag: 'SD-MS-0420',
    serialNumber: 'LGT-M185-7731',
    issuedOn: addDays(today, -200),
    issuedBy: it,
    returnedOn: addDays(today, -30),
    returnedBy: it,
  });
}
