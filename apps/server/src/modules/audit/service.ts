import { and, eq, inArray } from 'drizzle-orm';
import { auditEntries } from '../../db/schema/audit';
import type { Executor } from '../../db/client';

/** Audit rows are written from every floor, so this module imports none; the log is read, with names, in audit-log/. */
export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Written inside the transaction of the change it records. */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEntries).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Who did an action to some records of an entity, row by row (rows the system wrote, without an actor, left out). */
export async function actorsOf(
  executor: Executor,
  entity: string,
  action: string,
  entityIds: readonly (string | number)[],
): Promise<{ entityId: string; actorId: number }[]> {
  if (entityIds.length === 0) return [];
  const rows = await executor
    .select({ entityId: auditEntries.entityId, actorId: auditEntries.actorId })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entity, entity),
        eq(auditEntries.action, action),
        inArray(auditEntries.entityId, entityIds.map(String)),
      ),
    );
  return rows.filter((r): r is { entityId: string; actorId: number } => r.actorId !== null);
}
