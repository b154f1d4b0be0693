/**
 * The audit rows the large set's requests would have left: each one's creation by its owner, and its decision
 * by whoever decided it, at their times. Fields as the audit log compares them (status, decider, remark).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { LARGE, inChunk, inChunks, rows, withoutIndexes, type LargeDatabase, type Progress } from './large-support';

/** Each family's table and audit entity; a decided status's action is `<entity>.<verb>`. */
const FAMILIES = [
  ['event_requests', 'event-request'],
  ['reimbursements', 'reimbursement'],
  ['helpdesk_tickets', 'helpdesk-ticket'],
  ['employee_documents', 'employee-document'],
  ['timesheet_requests', 'timesheet'],
] as const;
const VERB = sql.raw(`case r.status when 'APPROVED' then 'approve' when 'SOLVED' then 'approve'
  when 'PAID' then 'approve' when 'REJECTED' then 'reject' when 'CANCELLED' then 'cancel' end`);
const OPEN = sql.raw(`r.status not in ('PENDING', 'OPEN')`);

async function auditFamily(tx: Tx, progress: Progress, table: string, entity: string): Promise<void> {
  const t = sql.identifier(table);
  const asked = sql`jsonb_build_object('id', r.id, 'employeeId', r.employee_id,
    'status', case when ${entity} = 'helpdesk-ticket' then 'OPEN' else 'PENDING' end)`;
  await inChunks(
    tx,
    progress,
    `audit rows: ${entity}`,
    (from, to) => sql`
    insert into audit_entries (actor_id, action, entity, entity_id, before, after, at)
    select r.employee_id, ${`${entity}.create`}, ${entity}, r.id::text, null, ${asked}, r.created_at
    from ${t} r join employees e on e.user_id = r.employee_id where ${LARGE} and ${inChunk(from, to)}
    union all
    select coalesce(r.decided_by, r.employee_id), ${entity} || '.' || ${VERB}, ${entity}, r.id::text, ${asked},
      ${asked} || jsonb_build_object('status', case r.status when 'PAID' then 'APPROVED' else r.status end,
        'decidedBy', r.decided_by, 'remark', r.remark),
      coalesce(r.decided_at, r.updated_at)
    from ${t} r join employees e on e.user_id = r.employee_id where ${LARGE} and ${inChunk(from, to)} and ${OPEN}`,
  );
}

/** True when it added them; a large set that has its audit rows is left alone. */
export async function addLargeAudit(database: LargeDatabase, progress: Progress): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [existing] = rows<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from audit_entries a
        where a.actor_id = (select min(e.user_id) from employees e where ${LARGE})`),
    );
    if ((existing?.n ?? 0) > 0) return false;
    await withoutIndexes(tx, progress, ['audit_entries'], async () => {
      for (const [table, entity] of FAMILIES) await auditFamily(tx, progress, table, entity);
      await inChunks(
        tx,
        progress,
        'audit rows: reimbursement payments',
        (from, to) => sql`
        insert into audit_entries (actor_id, action, entity, entity_id, before, after, at)
        select r.paid_by, 'reimbursement.pay', 'reimbursement', r.id::text,
          jsonb_build_object('id', r.id, 'status', 'APPROVED'),
          jsonb_build_object('id', r.id, 'status', 'PAID', 'paymentReference', r.payment_reference), r.paid_at
        from reimbursements r join employees e on e.user_id = r.employee_id
        where ${LARGE} and ${inChunk(from, to)} and r.status = 'PAID'`,
      );
    });
    return true;
  });
}
