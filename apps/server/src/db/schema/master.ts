import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const masterItems = pgTable(
  'master_items',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('master_items_group_code_idx').on(t.group, t.code)],
);
