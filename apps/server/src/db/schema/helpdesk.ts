import { index, integer, pgTable, serial, text, date, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { requestColumns } from './requests';

/** A help desk ticket (DOMAIN.md, "IT help desk"): its category picks the desk that decides it. */
export const helpdeskTickets = pgTable(
  'helpdesk_tickets',
  {
    id: serial('id').primaryKey(),
    ...requestColumns(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    priority: text('priority').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('helpdesk_tickets_employee_idx').on(t.employeeId, t.createdAt),
    index('helpdesk_tickets_queue_idx').on(t.status, t.category, t.dueBy),
  ],
);

/** A comment between a ticket's requester and its deciders, while it is open. */
export const helpdeskTicketComments = pgTable(
  'helpdesk_ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => helpdeskTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('helpdesk_ticket_comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * An IT policy version: a new version is a new row with the first version's id as its policy id; the
 * newest row of a policy is its current version. Retiring marks every version.
 */
export const itPolicies = pgTable(
  'it_policies',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id'),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    url: text('url'),
    documentId: text('document_id'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('it_policies_policy_idx').on(t.policyId, t.version)],
);
