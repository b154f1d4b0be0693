import { asc, eq } from 'drizzle-orm';
import { MASTER_GROUPS, type MasterGroup, type TMasterData, type TMasterLabels } from '@staffdesk/shared/schemas/master';
import { masterItems } from '../../db/schema/master';
import type { Db, Executor } from '../../db/client';
import { REFERENCE_DATA } from './reference-data';

/** Adds reference entries that are missing; entries already there (and edits to them) stay. */
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
  const data = Object.fromEntries(MASTER_GROUPS.map((g) => [g, [] as { code: string; label: string }[]])) as TMasterData;
  for (const row of rows) data[row.group as MasterGroup]?.push({ code: row.code, label: row.label });
  return data;
}

export async function masterLabels(db: Db): Promise<TMasterLabels> {
  const data = await masterData(db);
  return Object.fromEntries(Object.entries(data).map(([g, items]) => [g, Object.fromEntries(items.map((i) => [i.code, i.label]))])) as TMasterLabels;
}
