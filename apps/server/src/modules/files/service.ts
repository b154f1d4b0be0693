import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fileDownloadPath } from '@staffdesk/shared/api/files';
import {
  FILE_CATEGORIES,
  mayReadFile,
  mayUploadFile,
  type FileCategory,
  type TUploadedFile,
} from '@staffdesk/shared/schemas/files';
import type { Db, Executor } from '../../db/client';
import { files } from '../../db/schema/files';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { badRequest, forbidden, notFound } from '../../errors';
import { cleanFileName } from './file-names';
import { inspectUpload } from './inspect';
import type { FileStorage } from './storage/storage';

export type FileRow = typeof files.$inferSelect;

/** Only a file whose bytes are all stored is read or attached. */
const stored = isNotNull(files.sha256);

function uploadedFile(
  id: string,
  category: string,
  name: string,
  contentType: string,
  size: number | null,
  sha256: string | null,
  createdAt: string,
): TUploadedFile {
  return {
    id,
    category: category as FileCategory,
    name,
    contentType,
    size: size ?? 0,
    sha256: sha256 ?? '',
    createdAt,
    downloadPath: fileDownloadPath(id),
  };
}

function toUploadedFile(row: FileRow): TUploadedFile {
  return uploadedFile(
    row.id,
    row.category,
    row.originalName,
    row.contentType,
    row.size,
    row.sha256,
    row.createdAt.toISOString(),
  );
}

/**
 * Narrows who may read a kind of record's files to that record's people (a ticket's requester and its desk).
 * Asked only of a reader who is not the owner and whom the category lets read.
 */
export type RecordReaders = (executor: Executor, actor: AuthUser, entityId: string) => Promise<boolean>;
const recordReaders = new Map<string, RecordReaders>();

/** Registered by the module when its routes are built. */
export function narrowFileReaders(entity: string, readers: RecordReaders): void {
  recordReaders.set(entity, readers);
}

async function mayReadAttached(db: Executor, actor: AuthUser, file: FileRow): Promise<boolean> {
  if (
    !mayReadFile(actor, {
      ownerId: file.ownerId,
      category: file.category as FileCategory,
      attached: file.attachedAt !== null,
      addresseeId: file.addresseeId,
    })
  )
    return false;
  if (file.ownerId === actor.id || !file.entity || file.entityId === null) return true;
  const readers = recordReaders.get(file.entity);
  return readers ? readers(db, actor, file.entityId) : true;
}

/**
 * Receives the file, recognises its bytes, records it, then streams it to storage under a random id while counting
 * and hashing. The row comes first, so that a server dying half-way leaves a row the sweep removes with its bytes,
 * not bytes nothing names.
 */
export async function uploadFile(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  actor: AuthUser,
  category: FileCategory,
  receive: () => Promise<{ name: string | undefined; bytes: Readable }>,
): Promise<TUploadedFile> {
  if (!mayUploadFile(actor.roles, category))
    throw forbidden(`Your roles may not upload a ${FILE_CATEGORIES[category].label.toLowerCase()}.`);
  const source = await receive();
  const inspected = await inspectUpload(source.bytes, category);
  const id = randomUUID();
  await db.insert(files).values({
    id,
    ownerId: actor.id,
    category,
    originalName: cleanFileName(source.name),
    contentType: inspected.contentType,
  });
  try {
    await storage.put(id, inspected.bytes);
  } catch (err) {
    await db.delete(files).where(eq(files.id, id));
    throw inspected.failure() ?? err;
  }
  const [row] = await db.update(files).set(inspected.digest()).where(eq(files.id, id)).returning();
  return toUploadedFile(row!);
}

/** Anyone who may not read the file learns nothing of it (404). */
export async function downloadFile(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  actor: AuthUser,
  id: string,
): Promise<{ file: FileRow; bytes: Readable }> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), stored));
  const readable = file && (await mayReadAttached(db, actor, file));
  const bytes = readable ? await storage.get(id) : undefined;
  if (!file || !bytes) throw notFound('No such file.');
  return { file, bytes };
}

export interface Attachment {
  fileId: string;
  /** Only one's own uploads can be attached. */
  ownerId: number;
  category: FileCategory;
  /** The record's kind ('user', 'reimbursement' …). */
  entity: string;
  entityId: string | number;
  /** The input field that named the file, for the error's details. */
  field?: string;
  /** The one person the file is for (a payslip): it narrows who reads it. */
  addresseeId?: number | null;
}

/**
 * Inside the transaction that writes the record. Refused (400) unless it is the actor's own upload of that
 * category, fully stored and held by no record yet.
 */
export async function attachFile(tx: Executor, attachment: Attachment): Promise<void> {
  const { fileId, ownerId, category, entity, entityId, field = 'fileId', addresseeId = null } = attachment;
  const [taken] = await tx
    .update(files)
    .set({ entity, entityId: String(entityId), attachedAt: sql`now()`, addresseeId })
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerId, ownerId),
        eq(files.category, category),
        isNull(files.attachedAt),
        stored,
      ),
    )
    .returning({ id: files.id });
  if (!taken) {
    const message = `This is not a ${FILE_CATEGORIES[category].label.toLowerCase()} you uploaded, or a record holds it already: upload it again.`;
    throw badRequest(message, [`${field}: ${message}`]);
  }
}

/** A record's files of a category, but `keep`. */
interface RecordFiles {
  entity: string;
  entityId: string | number;
  category: FileCategory;
  keep?: string | readonly string[];
}

function recordFilesWhere(record: RecordFiles) {
  const conditions = [
    eq(files.entity, record.entity),
    eq(files.entityId, String(record.entityId)),
    eq(files.category, record.category),
  ];
  if (typeof record.keep === 'string') conditions.push(ne(files.id, record.keep));
  else if (record.keep && record.keep.length > 0) conditions.push(notInArray(files.id, [...record.keep]));
  return and(...conditions);
}

/** From now on only their owner reads them, and the sweep removes them; inside the record's transaction. */
export async function detachFiles(tx: Executor, record: RecordFiles): Promise<void> {
  await tx
    .update(files)
    .set({ entity: null, entityId: null, attachedAt: null, addresseeId: null })
    .where(recordFilesWhere(record));
}

/**
 * Inside the transaction that removes or replaces them: from its commit nobody reads them. Returns their ids for
 * removeStoredBytes after the commit, since an object store does not roll back.
 */
export async function deleteFiles(tx: Executor, record: RecordFiles): Promise<string[]> {
  const rows = await tx.delete(files).where(recordFilesWhere(record)).returning({ id: files.id });
  return rows.map((row) => row.id);
}

/** Never fails the committed request: bytes a failed delete leaves are named by no row, so never served. */
export async function removeStoredBytes(storage: FileStorage, ids: readonly string[]): Promise<void> {
  await Promise.allSettled(ids.map((id) => storage.delete(id)));
}

/** The files records of a kind hold, by record id (as text), oldest first, for a page of records at once. */
export async function attachedFiles(
  db: Executor,
  record: { entity: string; entityIds: readonly (string | number)[]; category: FileCategory },
): Promise<Map<string, TUploadedFile[]>> {
  const byRecord = new Map<string, TUploadedFile[]>();
  if (record.entityIds.length === 0) return byRecord;
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.entity, record.entity),
        inArray(files.entityId, record.entityIds.map(String)),
        eq(files.category, record.category),
        isNotNull(files.attachedAt),
      ),
    )
    .orderBy(files.createdAt, files.id);
  for (const row of rows) {
    const list = byRecord.get(row.entityId!) ?? [];
    list.push(toUploadedFile(row));
    byRecord.set(row.entityId!, list);
  }
  return byRecord;
}

/** id, category, name, content type, size, SHA-256, creation instant (ISO). */
type AttachedFileTuple = [string, string, string, string, number | null, string | null, string];

/** With its table: drizzle writes a one-table select's column bare, which in a files subquery is the file's id. */
const entityIdOf = (table: PgTable & { id: AnyPgColumn }) => sql`${table}.${sql.identifier(table.id.name)}`;

/**
 * A record's files, oldest first, as a column of the statement that reads the record: no round trip of its own,
 * and PostgreSQL computes it only for the rows after the page's limit.
 */
export const attachedFilesSql = (entity: string, table: PgTable & { id: AnyPgColumn }, category: FileCategory) =>
  sql<
    TUploadedFile[]
  >`(select coalesce(json_agg(json_build_array(f.id, f.category, f.original_name, f.content_type, f.size, f.sha256,
      to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by f.created_at, f.id), '[]')
    from ${files} f where f.entity = ${entity} and f.entity_id = ${entityIdOf(table)}::text
      and f.category = ${category} and f.attached_at is not null)`.mapWith(
    (tuples: AttachedFileTuple[]): TUploadedFile[] => tuples.map((tuple) => uploadedFile(...tuple)),
  );

const UNATTACHED_LIFETIME = sql`interval '1 day'`;
const SWEEP_BATCH = 500;

/**
 * Removes unattached files older than a day (never attached, let go, cut off by a dying server), rows first, then
 * bytes. Concurrent sweeps each take only rows no other holds.
 */
export async function sweepUnattached(db: Db, storage: FileStorage): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = db
      .select({ id: files.id })
      .from(files)
      .where(and(isNull(files.attachedAt), lt(files.createdAt, sql`now() - ${UNATTACHED_LIFETIME}`)))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const rows = await db.delete(files).where(inArray(files.id, due)).returning({ id: files.id });
    const failed = (await Promise.allSettled(rows.map((row) => storage.delete(row.id)))).filter(
      (r) => r.status === 'rejected',
    );
    removed += rows.length;
    if (failed.length > 0)
      throw new Error(`the sweep removed ${rows.length} files but not the bytes of ${failed.length}`, {
        cause: (failed[0] as PromiseRejectedResult).reason,
      });
    if (rows.length < SWEEP_BATCH) return removed;
  }
}
