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
    /** Issue 18: the step the request waits at, 1 for the first; it moves on with each approval but the last. */
    step: smallint('step').notNull().default(1),
    /** The deciders of its later steps (a role, or MANAGERS_MANAGER), fixed when it is made from its family's chain. */
    chain: text('chain')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  };
}

/**
 * The index of a family's lists of everyone's requests (HR's approvals): by status, newest first with ties by
 * id as the lists sort, and the step that awaitingSql asks of each. The count of the pending ones and the
 * page are then read from the index alone (no table rows for the count, and exactly a page's rows, not every
 * row sharing a creation instant): HR's pending claims page on the large data set, 0.52 -> 0.34 ms of
 * PostgreSQL per request.
 */
export const statusListIndex = (
  name: string,
  t: { status: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn; step: AnyPgColumn },
) => index(name).on(t.status, t.createdAt, t.id, t.step);

/**
 * The index of a family's lists of every status (a status filter of ALL), newest first with ties by id as the
 * lists sort: the page walks it and stops at its last row. Without it PostgreSQL read and sorted every request
 * of the company for a page (HR's claims of every status on the large data set: 144 -> 24 ms a page, the rest
 * being the total's count).
 */
export const createdListIndex = (name: string, t: { createdAt: AnyPgColumn; id: AnyPgColumn }) =>
  index(name).on(t.createdAt, t.id);

/**
 * Who decides a request beside its family's rule, at one step (issue 18): the deciders of a later step of its
 * chain (reason 'step'), and those it was escalated to once it waited twice its family's limit (reason
 * 'escalation'). Each row lets its user decide that request while it waits at that step, read it, and puts it
 * in their approvals list. `entity` is the family's audit entity ('event-request'), as on files and audit rows.
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

/** A family's later steps as ADMIN or MD set them (issue 18); a family without a row has its declared defaults. */
export const approvalChains = pgTable('approval_chains', {
  entity: text('entity').primaryKey(),
  steps: jsonb('steps').$type<TChainStep[]>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Delegations (issue 18): a decider names a delegate for some days (office dates, both included). While one
 * runs and is not cancelled, the delegate may decide what the decider decides (their own rule, and what was
 * given to them: a step, an escalation) and finds it in their lists; the decision's audit row names the decider.
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
