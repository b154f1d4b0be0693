import { and, asc, count, desc, eq, gte, isNotNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TAuditChange,
  TAuditEntry,
  TAuditFacets,
  TAuditPage,
  ZAuditQuerySchema,
} from '@staffdesk/shared/schemas/audit';
import { addDays } from '@staffdesk/shared/dates';
import { UTF8_BOM, csvRow } from '@staffdesk/shared/csv';
import { auditEntries } from '../../db/schema/audit';
import type { Executor } from '../../db/client';
import { userNameSql } from '../users/full-name';

type AuditQuery = z.output<typeof ZAuditQuerySchema>;
const a = auditEntries;

/** Bookkeeping every request change moves and a reader learns nothing from (the decision is the row's action). */
const QUIET_FIELDS = new Set([
  'id',
  'employeeId',
  'createdAt',
  'updatedAt',
  'decidedAt',
  'decidedBy',
  'remark',
  'passwordHash',
  'secret',
  'totpSecret',
]);

/** "fromDate" → "From date". */
const fieldLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const MAX_VALUE = 200;
function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields whose values differ between `before` and `after`, as text, bookkeeping left out; none for a creation. */
export function changesOf(before: unknown, after: unknown): TAuditChange[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !QUIET_FIELDS.has(k));
  return keys
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((k) => ({ field: fieldLabel(k), before: valueText(before[k]), after: valueText(after[k]) }));
}

const entryColumns = {
  id: a.id,
  at: a.at,
  actorId: a.actorId,
  actorName: userNameSql(a.actorId),
  action: a.action,
  entity: a.entity,
  entityId: a.entityId,
  before: a.before,
  after: a.after,
};
type EntryRow = {
  id: number;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

function toEntry(r: EntryRow): TAuditEntry {
  const remark =
    isRecord(r.after) && typeof r.after.remark === 'string' && r.after.remark !== '' ? r.after.remark : null;
  return {
    id: r.id,
    at: new Date(r.at).toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action,
    verb: r.action.slice(r.action.lastIndexOf('.') + 1),
    entity: r.entity,
    entityId: r.entityId,
    remark,
    changes: changesOf(r.before, r.after),
  };
}

/** Oldest first, by the entity index. */
export async function entriesOf(executor: Executor, entity: string, entityId: string | number): Promise<TAuditEntry[]> {
  const rows = await executor
    .select(entryColumns)
    .from(a)
    .where(and(eq(a.entity, entity), eq(a.entityId, String(entityId))))
    .orderBy(asc(a.at), asc(a.id));
  return rows.map(toEntry);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The screen's filters as one condition; dates are whole UTC days, both ends included. */
function filterOf(q: AuditQuery): SQL | undefined {
  return and(
    q.actorId === undefined ? undefined : eq(a.actorId, q.actorId),
    q.entity === undefined ? undefined : eq(a.entity, q.entity),
    q.action === undefined
      ? undefined
      : q.action.includes('.')
        ? eq(a.action, q.action)
        : like(a.action, `%.${escapeLike(q.action)}`),
    q.from === undefined ? undefined : gte(a.at, new Date(`${q.from}T00:00:00Z`)),
    q.to === undefined ? undefined : lt(a.at, new Date(`${addDays(q.to, 1)}T00:00:00Z`)),
  );
}

/** Newest first; the (at, id) indexes serve the order, with or without an actor. */
export async function searchEntries(executor: Executor, q: AuditQuery): Promise<TAuditPage> {
  const where = filterOf(q);
  const [rows, [total]] = await Promise.all([
    executor
      .select(entryColumns)
      .from(a)
      .where(where)
      .orderBy(desc(a.at), desc(a.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    executor.select({ n: count() }).from(a).where(where),
  ]);
  return { items: rows.map(toEntry), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

const CSV_BATCH = 500;

/**
 * As CSV, read in batches after the last row's (at, id), so a large log is never in memory at once. Cells a
 * spreadsheet would run as formulas are neutralised (csvCell).
 */
export async function* entriesCsv(executor: Executor, q: AuditQuery): AsyncGenerator<string> {
  yield (
    UTF8_BOM +
    csvRow(['At (UTC)', 'Actor', 'Actor id', 'Action', 'Entity', 'Entity id', 'Remark', 'Changes', 'Before', 'After'])
  );
  const where = filterOf(q);
  // The cursor keeps the timestamp as PostgreSQL's text, microseconds and all: a JavaScript date would lose them.
  let cursor: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await executor
      .select({ ...entryColumns, atText: sql<string>`${a.at}::text` })
      .from(a)
      .where(and(where, cursor ? sql`(${a.at}, ${a.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined))
      .orderBy(desc(a.at), desc(a.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    let chunk = '';
    for (const r of rows) {
      const e = toEntry(r);
      const changes = e.changes.map((c) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; ');
      chunk += csvRow([
        e.at,
        e.actorName,
        e.actorId,
        e.action,
        e.entity,
        e.entityId,
        e.remark,
        changes,
        r.before === null ? null : JSON.stringify(r.before),
        r.after === null ? null : JSON.stringify(r.after),
      ]);
    }
    yield chunk;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.atText, id: last.id };
    if (rows.length < CSV_BATCH) return;
  }
}

/** Each actor once, then their name: a subquery per actor, not per row. */
async function actorsOf(executor: Executor): Promise<TAuditFacets['actors']> {
  const acted = executor.selectDistinct({ id: a.actorId }).from(a).where(isNotNull(a.actorId)).as('acted');
  const rows = await executor
    .select({ id: acted.id, name: userNameSql(acted.id as unknown as typeof a.actorId) })
    .from(acted);
  return rows
    .filter((r): r is { id: number; name: string } => r.id !== null && r.name !== null)
    .sort((x, y) => x.name.localeCompare(y.name));
}

export async function facets(executor: Executor): Promise<TAuditFacets> {
  const [actors, entities, actions] = await Promise.all([
    actorsOf(executor),
    executor.selectDistinct({ v: a.entity }).from(a).orderBy(asc(a.entity)),
    executor.selectDistinct({ v: a.action }).from(a).orderBy(asc(a.action)),
  ]);
  return { actors, entities: entities.map((r) => r.v), actions: actions.map((r) => r.v) };
}
