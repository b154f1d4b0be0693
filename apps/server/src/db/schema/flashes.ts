import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Announcements shown as a banner for a window of time (modules/flashes). */
export const flashes = pgTable(
  'flashes',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    /** INFO, WARNING or CRITICAL. */
    severity: text('severity').notNull(),
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull(),
    visibleUntil: timestamp('visible_until', { withTimezone: true }).notNull(),
    /** The roles it is for; empty for everyone. */
    audience: text('audience')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flashes_window_idx').on(t.visibleUntil, t.visibleFrom),
    check('flashes_window_order', sql`${t.visibleUntil} > ${t.visibleFrom}`),
    check('flashes_severity', sql`${t.severity} in ('INFO', 'WARNING', 'CRITICAL')`),
  ],
);
