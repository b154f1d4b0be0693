/**
 * The large set's help desk tickets and employee documents, each added to a large set that lacks them, a chunk
 * of people a statement.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TICKET_DUE_HOURS } from '@staffdesk/shared/schemas/helpdesk';
import type { Tx } from '../db/client';
import { EMPLOYEE_DOCUMENT_ENTITY } from '../modules/documents/employee-document-view';
import { demoPdf } from './documents-demo';
import { DAYS_BACK, LARGE, analyze, inChunk, inChunks, rows, type LargeDatabase, type Progress } from './large-support';

/** A ticket every two months of the window. */
const TICKETS = Math.max(1, Math.floor(DAYS_BACK / 60));

/** What people ask the desks, by category and sub-category (the master list's codes). */
const ASKED: readonly (readonly [category: string, subCategory: string, subject: string, description: string])[] = [
  ['IT', 'IT.HARDWARE', 'Laptop battery drains fast', 'The battery lasts under two hours since last week.'],
  ['IT', 'IT.SOFTWARE', 'Install the diagram editor', 'I need the diagram editor for the design reviews.'],
  ['IT', 'IT.NETWORK', 'VPN drops in the afternoon', 'The VPN disconnects every hour after lunch.'],
  ['IT', 'IT.ACCESS', 'Access to the shared drive', 'Please give me access to the team folder on the drive.'],
  ['IT', 'IT.EMAIL', 'Mail does not sync on my phone', 'The mail app stopped syncing yesterday.'],
  ['IT', 'IT.HARDWARE', 'Second monitor flickers', 'My second monitor flickers now and then.'],
  ['HR', 'HR.PAYROLL', 'Payslip shows the old bank account', 'My payslip still shows my previous bank account.'],
  ['HR', 'HR.LEAVE', 'Comp-off not credited', 'I worked on a Saturday; the comp-off is not in my balance.'],
  ['HR', 'HR.DOCUMENTS', 'Address proof letter', 'Please issue a letter confirming my address for the bank.'],
  ['ADMIN', 'ADMIN.ID_CARD', 'Access badge stopped working', 'My badge does not open the third floor door.'],
  ['ADMIN', 'ADMIN.FACILITIES', 'Air conditioning too cold', 'The air conditioning near my desk is far too cold.'],
  ['ADMIN', 'ADMIN.TRAVEL', 'Cab for the client visit', 'I need a cab to the client office on Thursday morning.'],
];

/**
 * A few tickets each over the window: those of the last week open (some overdue), the rest mostly solved, and
 * decided by the desk's head.
 */
export async function addLargeTickets(database: LargeDatabase, progress: Progress): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [existing] = rows<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from helpdesk_tickets t join employees e on e.user_id = t.employee_id where ${LARGE}`,
      ),
    );
    if ((existing?.n ?? 0) > 0) return false;
    const asked = sql.join(
      ASKED.map(([c, s, subject, description], i) => sql`(${i}::int, ${c}, ${s}, ${subject}, ${description})`),
      sql`, `,
    );
    const dueHours = sql.join(
      Object.entries(TICKET_DUE_HOURS).map(([priority, hours]) => sql`(${priority}, ${hours}::int)`),
      sql`, `,
    );
    const head = (role: string) => sql`(select id from users where ${role} = any(roles) order by id limit 1)`;
    await inChunks(
      tx,
      progress,
      'help desk tickets',
      (from, to) => sql`
      with asked(i, category, sub_category, subject, description) as (values ${asked}),
      due(priority, hours) as (values ${dueHours}),
      heads(category, id) as (values ('IT', ${head('IT_HEAD')}), ('HR', ${head('HR_HEAD')}),
        ('ADMIN', ${head('ADMIN_HEAD')})),
      picked as (
        select e.user_id, k,
          now() - make_interval(days => ${DAYS_BACK}::int - k * 60 - abs(hashtext(e.user_id::text || 't' || k::text)) % 60,
            hours => abs(hashtext(k::text || 't' || e.user_id::text)) % 9) as opened,
          abs(hashtext(e.user_id::text || 'a' || k::text)) % ${ASKED.length}::int as i,
          (array['LOW','MEDIUM','MEDIUM','HIGH','URGENT'])[1 + abs(hashtext(e.user_id::text || 'p' || k::text)) % 5]
            as priority,
          abs(hashtext(e.user_id::text || 's' || k::text)) % 10 as roll
        from employees e cross join generate_series(0, ${TICKETS - 1}::int) k
        where ${LARGE} and ${inChunk(from, to)}
      ),
      stated as (
        select p.*, a.category, a.sub_category, a.subject, a.description, due.hours,
          case when p.opened > now() - interval '7 days' then 'OPEN' when roll < 8 then 'SOLVED'
            when roll = 8 then 'REJECTED' else 'CANCELLED' end as status
        from picked p join asked a on a.i = p.i join due on due.priority = p.priority
      )
      insert into helpdesk_tickets (employee_id, status, decided_by, decided_at, remark, category, sub_category,
        priority, subject, description, due_by, created_at, updated_at)
      select s.user_id, s.status,
        case when s.status in ('SOLVED', 'REJECTED') then heads.id end,
        case when s.status in ('SOLVED', 'REJECTED') then s.opened + make_interval(hours => s.hours / 2) end,
        case s.status when 'SOLVED' then 'Done; reopen with a new ticket if it comes back.'
          when 'REJECTED' then 'Not for this desk: please ask your manager.' end,
        s.category, s.sub_category, s.priority, s.subject, s.description,
        s.opened + make_interval(hours => s.hours), s.opened,
        case when s.status = 'OPEN' then s.opened else s.opened + make_interval(hours => s.hours / 2) end
      from stated s join heads on heads.category = s.category`,
    );
    return true;
  });
}

/** Each a PDF of its own: the files module keeps a file's bytes under its id. */
const PDF = demoPdf('Identity document', ['A sample document of the large data set.']);

/**
 * A PAN card and an Aadhaar each, verified by HR when they joined; one in forty has a passport waiting for HR.
 * Each with its PDF, as an upload leaves it.
 */
export async function addLargeDocuments(database: LargeDatabase, progress: Progress): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [existing] = rows<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from employee_documents d join employees e on e.user_id = d.employee_id
          where ${LARGE}`,
      ),
    );
    if ((existing?.n ?? 0) > 0) return false;
    await inChunks(
      tx,
      progress,
      'employee documents',
      (from, to) => sql`
      with hr as (select id from users where 'HR_HEAD' = any(roles) order by id limit 1),
      given as (
        select e.user_id, 'PAN' as type,
          upper(substr(md5(e.user_id::text || 'pan'), 1, 5)) || lpad((e.user_id % 10000)::text, 4, '0') || 'K' as number,
          null::date as expiry, 'APPROVED' as status, e.date_of_joining + 2 as uploaded
        from employees e where ${LARGE} and ${inChunk(from, to)}
        union all
        select e.user_id, 'AADHAAR', lpad((abs(hashtext(e.user_id::text || 'aadhaar'))::bigint * 7)::text, 12, '2'),
          null, 'APPROVED', e.date_of_joining + 2
        from employees e where ${LARGE} and ${inChunk(from, to)}
        union all
        select e.user_id, 'PASSPORT', 'P' || lpad((e.user_id * 37 % 10000000)::text, 7, '0'),
          current_date + 3650, 'PENDING', current_date - (e.user_id % 14)
        from employees e where ${LARGE} and ${inChunk(from, to)} and e.user_id % 40 = 0
      )
      insert into employee_documents (employee_id, status, decided_by, decided_at, remark, document_type,
        document_number, expiry_date, created_at, updated_at)
      select g.user_id, g.status, case when g.status = 'APPROVED' then (select id from hr) end,
        case when g.status = 'APPROVED' then g.uploaded + interval '1 day 4 hours' end,
        case when g.status = 'APPROVED' then 'Verified.' end,
        g.type, g.number, g.expiry, g.uploaded + interval '10 hours',
        g.uploaded + case when g.status = 'APPROVED' then interval '1 day 4 hours' else interval '10 hours' end
      from given g`,
    );
    await analyze(tx, 'employee_documents');
    await addDocumentFiles(tx, progress);
    return true;
  });
}

async function addDocumentFiles(tx: Tx, progress: Progress): Promise<void> {
  const sha256 = createHash('sha256').update(PDF).digest('hex');
  await inChunks(
    tx,
    progress,
    'document files',
    (from, to) => sql`
    insert into files (id, owner_id, category, original_name, content_type, size, sha256, entity, entity_id,
      created_at, attached_at)
    select gen_random_uuid(), d.employee_id, 'EMPLOYEE_DOCUMENT', lower(d.document_type) || '.pdf', 'application/pdf',
      ${PDF.length}::int, ${sha256}, ${EMPLOYEE_DOCUMENT_ENTITY}, d.id::text, d.created_at, d.created_at
    from employee_documents d join employees e on e.user_id = d.employee_id
    where ${LARGE} and ${inChunk(from, to)}`,
  );
  await analyze(tx, 'files');
  await inChunks(
    tx,
    progress,
    'document files (bytes)',
    (from, to) => sql`
    insert into file_chunks (object_key, seq, data)
    select f.id::text, 0, decode(${PDF.toString('base64')}, 'base64')
    from files f join employees e on e.user_id = f.owner_id
    where ${LARGE} and ${inChunk(from, to)} and f.entity = ${EMPLOYEE_DOCUMENT_ENTITY}`,
  );
}
