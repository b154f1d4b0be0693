import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TICKET_DUE_HOURS, type TicketPriority } from '@staffdesk/shared/schemas/helpdesk';
import type { FileCategory } from '@staffdesk/shared/schemas/files';
import { fileChunks, files } from '../db/schema/files';
import { helpdeskTicketComments, helpdeskTickets, itPolicies } from '../db/schema/helpdesk';
import type { Tx } from '../db/client';

/** A 2×2 PNG and a one-page PDF: small, complete, drawn by a browser. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGO4o6ammvyaQWyx16vNHAAj8AVE95m2kwAAAABJRU5ErkJggg==',
  'base64',
);
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A file held by a record, its bytes in the database storage (the default; an installation on S3 seeds
 * rows whose bytes it does not have, and answers them 404).
 */
async function seedFile(
  tx: Tx,
  file: {
    ownerId: number;
    category: FileCategory;
    name: string;
    contentType: string;
    bytes: Buffer;
    entity: string;
    entityId: number;
  },
) {
  const id = randomUUID();
  await tx.insert(files).values({
    id,
    ownerId: file.ownerId,
    category: file.category,
    originalName: file.name,
    contentType: file.contentType,
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    entity: file.entity,
    entityId: String(file.entityId),
    attachedAt: sql`now()`,
  });
  await tx
    .insert(fileChunks)
    .values({ objectKey: id, seq: 0, data: sql`decode(${file.bytes.toString('base64')}, 'base64')` });
  return id;
}

interface DemoTicket {
  who: string;
  category: 'IT' | 'HR' | 'ADMIN';
  subCategory: string;
  priority: TicketPriority;
  subject: string;
  description: string;
  /** Hours ago it was opened. */
  opened: number;
  status: 'OPEN' | 'SOLVED' | 'REJECTED' | 'CANCELLED';
  decider?: string;
  /** Hours after opening it was decided or cancelled. */
  after?: number;
  remark?: string;
  comments?: readonly (readonly [who: string, body: string])[];
  attachment?: 'screenshot' | 'log';
}

/** Tickets in every status and category; some open ones are overdue. */
const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    who: 'employee',
    category: 'IT',
    subCategory: 'IT.NETWORK',
    priority: 'HIGH',
    subject: 'VPN drops every hour',
    opened: 30,
    status: 'OPEN',
    attachment: 'screenshot',
    description: 'The VPN client disconnects every hour since Monday; I have to sign in again each time.',
    comments: [
      ['it.head', 'Which VPN client version do you run?'],
      ['employee', 'Version 5.2.1, on Windows 11.'],
    ],
  },
  {
    who: 'employee.2fa',
    category: 'IT',
    subCategory: 'IT.HARDWARE',
    priority: 'LOW',
    subject: 'Keyboard keys are sticky',
    opened: 5,
    status: 'OPEN',
    description: 'The E and R keys of my laptop keyboard stick.',
  },
  {
    who: 'employee',
    category: 'HR',
    subCategory: 'HR.PAYROLL',
    priority: 'MEDIUM',
    subject: 'October payslip is missing',
    opened: 40,
    status: 'OPEN',
    attachment: 'log',
    description: 'I cannot find my October payslip in the portal; September is there.',
    comments: [['hr.head', 'Checking with payroll, will update you today.']],
  },
  {
    who: 'manager',
    category: 'ADMIN',
    subCategory: 'ADMIN.FACILITIES',
    priority: 'URGENT',
    subject: 'Meeting room projector dead',
    opened: 2,
    status: 'OPEN',
    description: 'The projector in the Nilgiri room does not turn on; client demo at 4 pm.',
  },
  {
    who: 'pm',
    category: 'IT',
    subCategory: 'IT.ACCESS',
    priority: 'MEDIUM',
    subject: 'Access to the staging database',
    opened: 20,
    status: 'OPEN',
    description: 'Please give me read access to the staging database for the billing project.',
  },
  {
    who: 'employee',
    category: 'IT',
    subCategory: 'IT.EMAIL',
    priority: 'MEDIUM',
    subject: 'Mail does not sync on my phone',
    opened: 120,
    status: 'SOLVED',
    decider: 'it.head',
    after: 6,
    attachment: 'screenshot',
    description: 'The mail app on my phone stopped syncing yesterday.',
    remark: 'Re-enrolled the phone in device management; mail syncs again.',
    comments: [
      ['it.head', 'Can you bring the phone to the IT desk at 3?'],
      ['employee', 'Sure, see you then.'],
    ],
  },
  {
    who: 'manager',
    category: 'HR',
    subCategory: 'HR.LEAVE',
    priority: 'LOW',
    subject: 'Comp-off not credited',
    opened: 240,
    status: 'SOLVED',
    decider: 'hr.head',
    after: 30,
    description: 'I worked on the 2nd Saturday; the comp-off is not in my balance.',
    remark: 'Credited one comp-off day.',
  },
  {
    who: 'employee',
    category: 'ADMIN',
    subCategory: 'ADMIN.ID_CARD',
    priority: 'HIGH',
    subject: 'Lost my access badge',
    opened: 72,
    status: 'SOLVED',
    decider: 'admin.head',
    after: 5,
    description: 'I lost my access badge on the way home.',
    remark: 'New badge issued; the old one is blocked.',
  },
  {
    who: 'employee.2fa',
    category: 'IT',
    subCategory: 'IT.SOFTWARE',
    priority: 'LOW',
    subject: 'Install a game on my laptop',
    opened: 96,
    status: 'REJECTED',
    decider: 'it.head',
    after: 2,
    description: 'Could you install a chess game for the lunch break?',
    remark: 'Company laptops are for work software only (Acceptable use policy).',
  },
  {
    who: 'group.head',
    category: 'HR',
    subCategory: 'HR.POLICY',
    priority: 'MEDIUM',
    subject: 'Sabbatical policy question',
    opened: 150,
    status: 'REJECTED',
    decider: 'hr.head',
    after: 20,
    description: 'Is there a sabbatical policy?',
    remark: 'Not a ticket: please read the HR handbook, section 9.',
  },
  {
    who: 'manager',
    category: 'ADMIN',
    subCategory: 'ADMIN.STATIONERY',
    priority: 'LOW',
    subject: 'Whiteboard markers',
    opened: 50,
    status: 'REJECTED',
    decider: 'admin.head',
    after: 4,
    description: 'Please send whiteboard markers to the 3rd floor.',
    remark: 'Markers are in the supply cupboard by the lift.',
  },
  {
    who: 'employee',
    category: 'IT',
    subCategory: 'IT.HARDWARE',
    priority: 'MEDIUM',
    subject: 'Second monitor flickers',
    opened: 60,
    status: 'CANCELLED',
    after: 3,
    description: 'My second monitor flickers now and then.',
  },
];

const DEMO_POLICIES = [
  {
    title: 'Acceptable use of IT',
    summary: 'What company laptops, mail, networks and accounts may be used for, and what they may not.',
    effectiveFrom: '2026-01-01',
    document: true,
  },
  {
    title: 'Password and second-factor policy',
    summary: 'Passwords of at least 12 characters, no reuse, and a second factor on every account that offers one.',
    effectiveFrom: '2026-03-01',
    url: 'https://www.cisa.gov/secure-our-world/use-strong-passwords',
  },
  {
    title: 'Remote work and VPN',
    summary: 'Working away from the office: the VPN, home networks, screens in public places, reporting a lost device.',
    effectiveFrom: '2026-06-15',
    url: 'https://www.ncsc.gov.uk/collection/device-security-guidance',
  },
] as const;

const hoursAgo = (hours: number) => sql`now() - make_interval(mins => ${Math.round(hours * 60)})`;

/** Help desk tickets (with comments and attachments) and three IT policies for the demo accounts. */
export async function seedHelpdeskDemo(tx: Tx, ids: ReadonlyMap<string, number>) {
  const id = (username: string) => ids.get(username)!;
  for (const t of DEMO_TICKETS) {
    const decided = t.status === 'SOLVED' || t.status === 'REJECTED';
    const closedAt = t.after === undefined ? undefined : hoursAgo(t.opened - t.after);
    const [row] = await tx
      .insert(helpdeskTickets)
      .values({
        employeeId: id(t.who),
        status: t.status,
        category: t.category,
        subCategory: t.subCategory,
        priority: t.priority,
        subject: t.subject,
        description: t.description,
        createdAt: hoursAgo(t.opened),
        dueBy: hoursAgo(t.opened - TICKET_DUE_HOURS[t.priority]),
        updatedAt: closedAt ?? hoursAgo(t.opened),
        decidedBy: decided && t.decider ? id(t.decider) : null,
        decidedAt: decided ? closedAt : null,
        remark: t.remark ?? null,
      })
      .returning({ id: helpdeskTickets.id });
    for (const [i, [who, body]] of (t.comments ?? []).entries()) {
      await tx
        .insert(helpdeskTicketComments)
        .values({ ticketId: row!.id, authorId: id(who), body, createdAt: hoursAgo(t.opened - 0.5 - i) });
    }
    if (t.attachment) {
      const file =
        t.attachment === 'screenshot'
          ? { name: 'screenshot.png', contentType: 'image/png', bytes: PNG }
          : {
              name: 'portal.log',
              contentType: 'text/plain',
              bytes: Buffer.from('2026-11-02 09:14:03 GET /payslips/2026-10 404 Not Found\n', 'utf8'),
            };
      await seedFile(tx, {
        ownerId: id(t.who),
        category: 'TICKET_ATTACHMENT',
        entity: 'helpdesk-ticket',
        entityId: row!.id,
        ...file,
      });
    }
  }
  for (const p of DEMO_POLICIES) {
    const [row] = await tx
      .insert(itPolicies)
      .values({
        title: p.title,
        summary: p.summary,
        effectiveFrom: p.effectiveFrom,
        url: 'url' in p ? p.url : null,
        createdBy: id('it.head'),
      })
      .returning({ id: itPolicies.id });
    const documentId =
      'document' in p
        ? await seedFile(tx, {
            ownerId: id('it.head'),
            category: 'POLICY_DOCUMENT',
            name: 'acceptable-use.pdf',
            contentType: 'application/pdf',
            bytes: onePagePdf(p.title),
            entity: 'it-policy',
            entityId: row!.id,
          })
        : null;
    await tx
      .update(itPolicies)
      .set({ policyId: row!.id, documentId })
      .where(sql`${itPolicies.id} = ${row!.id}`);
  }
}
