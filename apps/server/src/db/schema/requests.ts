import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TChainStep } from '@staffdesk/shared/schemas/approval-chains';
import { users } from './identity';

/** Columns every request family shares (DOMAIN.md, "Requests in general"). */
export function requestColumns() {
  return {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDING'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The step the request waits at; each approval but the last moves it on. */
    step: smallint('step').notNull().default(1),
    /** Its later steps' deciders, fixed from its family's chain when it is made. */
    chain: text('chain')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  };
}

/**
 * For the lists of everyone's requests by status, in the lists' order, with the step awaitingSql asks: the
 * pending count and the page are read from the index alone.
 */
export const statusListIndex = (
  name: string,
  t: { status: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn; step: AnyPgColumn },
) => index(name).on(t.status, t.createdAt, t.id, t.step);

/** For the lists of every status: a page walks it in the lists' order and stops at its last row. */
export const createdListIndex = (name: string, t: { createdAt: AnyPgColumn; id: AnyPgColumn }) =>
  index(name).on(t.createdAt, t.id);

/**
 * Who may decide a request at one step beside its family's rule: a later step's deciders, or those it was
 * escalated to after waiting too long. `entity` is the family's audit entity, as on files and audit rows.
 */
export const requestEscalations = pgTable(
  'request_escalations',
  {
    entity: text('entity').notNull(),
    requestId: integer('request_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }).notNull().defaultNow(),
    step: smallint('step').notNull().default(1),
    reason: text('reason', { enum: ['escalation', 'step'] })
      .notNull()
      .default('escalation'),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.requestId, t.step, t.userId] }),
    index('request_escalations_user_idx').on(t.userId, t.entity),
  ],
);

/** A family's later steps as ADMIN or MD set them; without a row, its declared defaults. */
export const approvalChains = pgTable('approval_chains', {
  entity: text('entity').primaryKey(),
  steps: jsonb('steps').$type<TChainStep[]>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * While it runs (office dates, both included), the delegate decides what the decider may; the audit row names
 * the decider.
 */
export const delegations = pgTable(
  'delegations',
  {
    id: serial('id').primaryKey(),
    deciderId: integer('decider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: integer('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delegations_delegate_idx').on(t.delegateId, t.endsOn),
    index('delegations_decider_idx').on(t.deciderId, t.endsOn),
    check('delegations_days', sql`${t.endsOn} >= ${t.startsOn}`),
    check('delegations_not_self', sql`${t.deciderId} <> ${t.delegateId}`),
  ],
);
