import { boolean, date, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The company's holidays (modules/calendar). */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    /** An optional (restricted) holiday: listed, but a working day unless taken as leave. */
    optional: boolean('optional').notNull().default(false),
  },
  (t) => [uniqueIndex('holidays_date_idx').on(t.date)],
);
