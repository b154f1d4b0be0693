import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what of whom: every decision and every change to another person's data. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The audit screen pages newest first, over everything or one actor's rows: both walk an index backwards.
  (t) => [
    index('audit_entries_entity_idx').on(t.entity, t.entityId),
    index('audit_entries_actor_at_idx').on(t.actorId, t.at, t.id),
    index('audit_entries_at_idx').on(t.at, t.id),
  ],
);
