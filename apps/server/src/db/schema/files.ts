import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Raw bytes; the storage driver moves them as base64 text (modules/files/storage/database.ts says why). */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** Stored under a random UUID, so that no client-given name reaches a key. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    /** Used only as the download's file name. */
    originalName: text('original_name').notNull(),
    /** As the bytes show it. */
    contentType: text('content_type').notNull(),
    /** Both null while the bytes are being stored: such a file cannot be read or attached. */
    size: integer('size'),
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the module that owns the record. */
    entity: text('entity'),
    entityId: text('entity_id'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** A file given to one person (a payslip): its category's readers do not read it. */
    addresseeId: integer('addressee_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('files_unattached_created_idx')
      .on(t.createdAt)
      .where(sql`attached_at is null`),
    index('files_entity_idx').on(t.entity, t.entityId),
  ],
);

/** The database storage driver's chunks (modules/files/storage/database.ts). */
export const fileChunks = pgTable(
  'file_chunks',
  {
    objectKey: text('object_key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.objectKey, t.seq] })],
);
