import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mediclaim and provident fund links (kind MEDICLAIM or PF), kept by HR, read by everyone. */
export const benefitLinks = pgTable(
  'benefit_links',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('benefit_links_kind_order_idx').on(t.kind, t.sortOrder)],
);
