import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_CREDIT_KINDS, LEDGER_DEBIT_KINDS } from '@staffdesk/shared/schemas/leave-ledger';
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

/**
 * `allotted` and `used` are a cache of the balance's ledger, kept by triggers on `leave_ledger_entries` in the
 * writing transaction (docs/decisions/016): allotted − used is the sum of its entries. `pending` is held by open
 * requests and is no entry.
 */
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
    allotted: numeric('allotted', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    used: numeric('used', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
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

const inList = (kinds: readonly string[]) => sql.raw(kinds.map((k) => `'${k}'`).join(', '));

/** Every change of a balance, signed: credits positive, leave taken and other debits negative (decision 016). */
export const leaveLedgerEntries = pgTable(
  'leave_ledger_entries',
  {
    id: serial('id').primaryKey(),
    balanceId: integer('balance_id')
      .notNull()
      .references(() => eventBalances.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeCode: text('type_code')
      .notNull()
      .references(() => eventTypes.code),
    effectiveDate: date('effective_date').notNull(),
    kind: text('kind').notNull(),
    days: numeric('days', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    note: text('note').notNull(),
    requestId: integer('request_id').references(() => eventRequests.id, { onDelete: 'set null' }),
    /** Of `job_runs`, which keeps a job's last attempts only: no foreign key, the id stays the entry's source. */
    jobRunId: integer('job_run_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_ledger_entries_balance_date_idx').on(t.balanceId, t.effectiveDate, t.id),
    index('leave_ledger_entries_request_idx').on(t.requestId),
    check(
      'leave_ledger_entries_sign',
      sql`case when ${t.kind} in (${inList(LEDGER_CREDIT_KINDS)}) then ${t.days} > 0
        when ${t.kind} in (${inList(LEDGER_DEBIT_KINDS)}) then ${t.days} < 0
        else ${t.kind} = 'ADJUSTMENT' and ${t.days} <> 0 end`,
    ),
  ],
);
