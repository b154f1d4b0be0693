import { boolean, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { requestColumns } from './requests';

/** Leave types and work from home. */
export const eventTypes = pgTable('event_types', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  yearlyAllotment: numeric('yearly_allotment', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
  /** Loss of pay and work from home are not counted against a balance. */
  needsBalance: boolean('needs_balance').notNull().default(true),
  isLeave: boolean('is_leave').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const eventBalances = pgTable(
  'event_balances',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeCode: text('type_code')
      .notNull()
      .references(() => eventTypes.code),
    year: integer('year').notNull(),
    allotted: numeric('allotted', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    used: numeric('used', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
    pending: numeric('pending', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('event_balances_employee_type_year_idx').on(t.employeeId, t.typeCode, t.year)],
);

/** Leave and work-from-home requests. `days` counts working days, computed by the server. */
export const eventRequests = pgTable(
  'event_requests',
  {
    id: serial('id').primaryKey(),
    ...requestColumns(),
    typeCode: text('type_code')
      .notNull()
      .references(() => eventTypes.code),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    halfDay: text('half_day').notNull().default('NONE'),
    days: numeric('days', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('event_requests_employee_dates_idx').on(t.employeeId, t.fromDate, t.toDate),
    index('event_requests_status_employee_idx').on(t.status, t.employeeId),
    // Everyone's requests, newest first (HR's list): a page reads its rows from here, not a sort of every request.
    index('event_requests_created_idx').on(t.createdAt, t.id),
    // A month of the leave calendar across the company: requests starting within its bounded window.
    index('event_requests_from_date_idx').on(t.fromDate),
  ],
);
