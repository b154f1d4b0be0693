import type { Tx } from '../db/client';
import { auditEntries } from '../db/schema/audit';
import { REQUEST_FAMILIES } from '../request-families';
import { loadRequests, type RequestRow, type ServerRequestFamily } from '../modules/requests/family';
import { payClaim } from '../modules/reimbursements/family';

type Entry = typeof auditEntries.$inferInsert;

/** A step after the decision that a seeded status stands for: its audit action, actor and moment, its columns. */
interface StepAfter {
  readonly entity: string;
  readonly status: string;
  readonly action: string;
  readonly by: string;
  readonly at: string;
  /** Empty before the step. */
  readonly columns: readonly string[];
}

const STEPS_AFTER: readonly StepAfter[] = [
  {
    entity: 'reimbursement',
    status: payClaim.to,
    action: payClaim.name,
    by: 'paidBy',
    at: 'paidAt',
    columns: ['paymentReference', 'paidAt', 'paidBy'],
  },
];

const UNDECIDED = { decidedBy: null, decidedAt: null, remark: null };

/** The audit rows the live paths would have written for one seeded request: made, decided or withdrawn, paid. */
function entriesOf(family: ServerRequestFamily, row: Record<string, unknown>, request: RequestRow): Entry[] {
  const { entity, declaration } = family;
  const entityId = String(request.id);
  const open = declaration.statuses[0];
  const step = STEPS_AFTER.find((s) => s.entity === entity && s.status === request.status);
  const beforeStep = step ? Object.fromEntries(step.columns.map((c) => [c, null])) : {};
  const asMade = { ...row, ...UNDECIDED, ...beforeStep, status: open };
  const entries: Entry[] = [
    { actorId: request.employeeId, action: `${entity}.create`, entity, entityId, after: asMade, at: request.createdAt },
  ];
  const decided = step ? declaration.approve.status : request.status;
  const decision =
    decided === declaration.approve.status ? 'approve' : decided === declaration.reject.status ? 'reject' : undefined;
  if (decision) {
    const after = { ...row, ...beforeStep, status: decided };
    const at = request.decidedAt ?? request.updatedAt;
    entries.push({
      actorId: request.decidedBy,
      action: `${entity}.${decision}`,
      entity,
      entityId,
      before: asMade,
      after,
      at,
    });
  }
  if (request.status === declaration.cancel.status)
    entries.push({
      actorId: request.employeeId,
      action: `${entity}.cancel`,
      entity,
      entityId,
      before: asMade,
      after: row,
      at: request.updatedAt,
    });
  if (step) {
    const before = { ...row, ...beforeStep, status: declaration.approve.status };
    const actorId = typeof row[step.by] === 'number' ? (row[step.by] as number) : null;
    const at = row[step.at] instanceof Date ? (row[step.at] as Date) : request.updatedAt;
    entries.push({ actorId, action: `${entity}.${step.action}`, entity, entityId, before, after: row, at });
  }
  return entries;
}

/**
 * The audit trail of every request the demo seeded, as if each had been made and decided through the API (the
 * same actions, actors and rows), so that the audit log and each request's history tell the demo's story.
 */
export async function seedAuditDemo(tx: Tx): Promise<void> {
  for (const family of REQUEST_FAMILIES) {
    const rows = await loadRequests(tx, family.table, undefined);
    const entries = rows.flatMap(({ row, request }) => entriesOf(family, row, request));
    for (let i = 0; i < entries.length; i += 500) await tx.insert(auditEntries).values(entries.slice(i, i + 500));
  }
}
