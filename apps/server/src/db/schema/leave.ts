import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_CREDIT_KINDS, LEDGER_DEBIT_KINDS } from '@staffdesk/shared/schemas/leave-ledger';
import type { TTenureStep } from '@staffdesk/shared/schemas/leave-policies';
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

const days = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/**
 * A leave type's policy from `effective_from` until its next version (decision 018): a change is a new row, so
 * the rules a past request met stay readable. A null rule does not apply.
 */
export const leavePolicies = pgTable(
  'leave_policies',
  {
    id: serial('id').primaryKey(),
    typeCode: text('type_code')
      .notNull()
      .references(() => eventTypes.code),
    effectiveFrom: date('effective_from').notNull(),
    accrual: text('accrual').notNull(),
    /** A year's or a month's, as `accrual` says. */
    accrualDays: days('accrual_days').notNull().default(0),
    accrualDay: text('accrual_day').notNull().default('FIRST'),
    tenureSteps: jsonb('tenure_steps').$type<TTenureStep[]>().notNull().default([]),
    carryForwardCap: days('carry_forward_cap'),
    carryForwardExpiryMonths: integer('carry_forward_expiry_months'),
    encashmentCap: days('encashment_cap'),
    minNoticeDays: integer('min_notice_days'),
    maxConsecutiveDays: integer('max_consecutive_days'),
    sandwich: boolean('sandwich').notNull().default(false),
    halfDays: boolean('half_days').notNull().default(true),
    hourly: boolean('hourly').notNull().default(false),
    maxHoursPerMonth: integer('max_hours_per_month'),
    negativeAllowedDays: days('negative_allowed_days').notNull().default(0),
    probationMonths: integer('probation_months'),
    attachmentBeyondDays: days('attachment_beyond_days'),
    compOffExpiryDays: integer('comp_off_expiry_days'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_policies_type_from_idx').on(t.typeCode, t.effectiveFrom),
    check('leave_policies_accrual', sql`${t.accrual} in ('YEARLY', 'MONTHLY', 'NONE')`),
    check('leave_policies_accrual_day', sql`${t.accrualDay} in ('FIRST', 'JOINING_DAY')`),
  ],
);
