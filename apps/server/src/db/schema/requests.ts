import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Columns every request family shares (DOMAIN.md, "Requests in general"). */
export function requestColumns() {
  return {
    employeeId: integer('employee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDING'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/**
 * Who a request was escalated to (issue 18): the next decider up, once it waited twice its family's limit.
 * Each row lets its user decide and read that one request, and puts it in their approvals list, as its own
 * deciders do. `entity` is the family's audit entity ('event-request'), as on files and audit rows.
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
  },
  (t) => [primaryKey({ columns: [t.entity, t.requestId, t.userId] }), index('request_escalations_user_idx').on(t.userId, t.entity)],
);
