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
import { users } from './identity';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Clients we do business with (DOMAIN.md, "contract company"). */
export const contractCompanies = pgTable(
  'contract_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    industry: text('industry'),
    website: text('website'),
    address: text('address'),
    /** ISO 3166-1 alpha-2 and the state's code, from the countries API. */
    countryCode: text('country_code').notNull(),
    stateCode: text('state_code'),
    taxId: text('tax_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('contract_companies_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** The pipeline's estimation methods (master data): person-day methods compute a proposal's amount. */
export const estimationMethods = pgTable('estimation_methods', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  /** Amount = effort (person-days) × rate; otherwise the amount is entered. */
  computesAmount: boolean('computes_amount').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A lead: NEW → QUALIFIED → PROPOSAL → WON | LOST (LOST with a reason). */
export const businessEnquiries = pgTable(
  'business_enquiries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => contractCompanies.id),
    title: text('title').notNull(),
    description: text('description'),
    source: text('source').notNull(),
    expectedValue: money('expected_value'),
    currency: text('currency').notNull().default('INR'),
    receivedOn: date('received_on').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('NEW'),
    lostReason: text('lost_reason'),
    ...timestamps,
  },
  (t) => [
    index('business_enquiries_company_idx').on(t.companyId),
    index('business_enquiries_status_idx').on(t.status),
    // The list's default order: latest received first.
    index('business_enquiries_received_idx').on(t.receivedOn, t.id),
    check('business_enquiries_status', sql`${t.status} in ('NEW', 'QUALIFIED', 'PROPOSAL', 'WON', 'LOST')`),
    check('business_enquiries_lost_reason', sql`${t.status} <> 'LOST' or ${t.lostReason} is not null`),
  ],
);

/** An offer for an enquiry, in versions (1, 2 …): DRAFT → SUBMITTED → ACCEPTED | REJECTED. Its document is a CONTRACT_DOCUMENT file (entity 'proposal'). */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => businessEnquiries.id),
    version: integer('version').notNull(),
    estimationMethodId: integer('estimation_method_id')
      .notNull()
      .references(() => estimationMethods.id),
    effortDays: numeric('effort_days', { precision: 10, scale: 2, mode: 'number' }),
    rate: money('rate'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    validUntil: date('valid_until').notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('DRAFT'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('proposals_enquiry_version_idx').on(t.enquiryId, t.version),
    // The list's default order: last changed first.
    index('proposals_updated_idx').on(t.updatedAt, t.id),
    check('proposals_status', sql`${t.status} in ('DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED')`),
    check('proposals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** DRAFT → ACTIVE → COMPLETED | TERMINATED. Documents are CONTRACT_DOCUMENT files (entity 'contract'). */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => contractCompanies.id),
    proposalId: integer('proposal_id').references(() => proposals.id),
    number: text('number').notNull(),
    title: text('title').notNull(),
    /** Master contractTypes. */
    contractType: text('contract_type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    value: money('value').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('DRAFT'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contracts_number_lower_idx').on(sql`lower(${t.number})`),
    index('contracts_company_idx').on(t.companyId),
    // The list's default order: latest start first.
    index('contracts_start_idx').on(t.startDate, t.id),
    index('contracts_status_end_idx').on(t.status, t.endDate),
    check('contracts_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('contracts_value_positive', sql`${t.value} > 0`),
    check('contracts_status', sql`${t.status} in ('DRAFT', 'ACTIVE', 'COMPLETED', 'TERMINATED')`),
  ],
);

/** A call-off under a contract: dates inside the contract's; all ceilings together ≤ the contract's value. */
export const contractTaskOrders = pgTable(
  'contract_task_orders',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    number: text('number').notNull(),
    title: text('title').notNull(),
    scope: text('scope'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    ceilingValue: money('ceiling_value').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contract_task_orders_contract_number_idx').on(t.contractId, sql`lower(${t.number})`),
    check('contract_task_orders_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('contract_task_orders_ceiling_positive', sql`${t.ceilingValue} > 0`),
  ],
);

/** `/contractInvoices`: what we bill per role and unit; no two overlapping for one contract, role and unit. */
export const contractInvoiceRates = pgTable(
  'contract_invoice_rates',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    taskOrderId: integer('task_order_id').references(() => contractTaskOrders.id),
    role: text('role').notNull(),
    /** HOUR, DAY or MONTH. */
    unit: text('unit').notNull(),
    rate: money('rate').notNull(),
    currency: text('currency').notNull().default('INR'),
    effectiveFrom: date('effective_from').notNull(),
    /** Null: open-ended. */
    effectiveTo: date('effective_to'),
    ...timestamps,
  },
  (t) => [
    index('contract_invoice_rates_contract_idx').on(t.contractId, t.role, t.unit),
    check('contract_invoice_rates_unit', sql`${t.unit} in ('HOUR', 'DAY', 'MONTH')`),
    check('contract_invoice_rates_rate_positive', sql`${t.rate} > 0`),
    check('contract_invoice_rates_dates', sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`),
  ],
);

/** `/contract-poc`: people on either side of a contract; one primary per side. */
export const contractPointsOfContact = pgTable(
  'contract_points_of_contact',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    /** CLIENT or OURS. */
    side: text('side').notNull(),
    name: text('name').notNull(),
    designation: text('designation'),
    email: text('email').notNull(),
    phone: text('phone'),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('contract_points_of_contact_contract_idx').on(t.contractId),
    uniqueIndex('contract_points_of_contact_primary_idx')
      .on(t.contractId, t.side)
      .where(sql`is_primary`),
    check('contract_points_of_contact_side', sql`${t.side} in ('CLIENT', 'OURS')`),
  ],
);
