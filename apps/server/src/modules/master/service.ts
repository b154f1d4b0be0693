import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import {
  MASTER_GROUPS,
  type MasterGroup,
  type TMasterData,
  type TMasterLabels,
} from '@staffdesk/shared/schemas/master';
import { masterItems } from '../../db/schema/master';
import type { Db, Executor } from '../../db/client';
import { REFERENCE_DATA } from './reference-data';

/** Undefined when the code is not one of the group's active entries. */
export async function masterLabel(db: Executor, group: MasterGroup, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ label: masterItems.label })
    .from(masterItems)
    .where(and(eq(masterItems.group, group), eq(masterItems.code, code), eq(masterItems.active, true)));
  return row?.label;
}

/** In their order, as the options of a choice (an approval chain's condition). */
export async function masterOptions(db: Executor, group: MasterGroup): Promise<{ value: string; label: string }[]> {
  return db
    .select({ value: masterItems.code, label: masterItems.label })
    .from(masterItems)
    .where(and(eq(masterItems.group, group), eq(masterItems.active, true)))
    .orderBy(asc(masterItems.sortOrder), asc(masterItems.label));
}

/**
 * The label of a code column's entry (the code itself when the entry is gone). The group's labels are read once
 * per statement as one object (an uncorrelated subquery) and each row looks its code up: per row, PostgreSQL
 * would scan the small table each time.
 */
export const masterLabelSql = (group: MasterGroup, code: SQLWrapper) =>
  sql<string>`coalesce((select jsonb_object_agg(m.code, m.label) from ${masterItems} m where m."group" = ${group}) ->> ${code}, ${code})`;

/** Entries already there, and edits to them, stay. */
export async function ensureReferenceData(db: Executor): Promise<void> {
  const rows = Object.entries(REFERENCE_DATA).flatMap(([group, entries]) =>
    entries.map(([code, label], i) => ({ group, code, label, sortOrder: i })),
  );
  await db.insert(masterItems).values(rows).onConflictDoNothing();
}

export async function masterData(db: Db): Promise<TMasterData> {
  const rows = await db
    .select({ group: masterItems.group, code: masterItems.code, label: masterItems.label })
    .from(masterItems)
    .where(eq(masterItems.active, true))
    .orderBy(asc(masterItems.group), asc(masterItems.sortOrder), asc(masterItems.label));
  const data = Object.fromEntries(
    MASTER_GROUPS.map((g) => [g, [] as { code: string; label: string }[]]),
  ) as TMasterData;
  for (const row of rows) data[row.group as MasterGroup]?.push({ code: row.code, label: row.label });
  return data;
}

export async function masterLabels(db: Db): Promise<TMasterLabels> {
  const data = await masterData(db);
  return Object.fromEntries(
    Object.entries(data).map(([g, items]) => [g, Object.fromEntries(items.map((i) => [i.code, i.label]))]),
  ) as TMasterLabels;
}
