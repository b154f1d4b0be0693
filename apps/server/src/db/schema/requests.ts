import { integer, text, timestamp } from 'drizzle-orm/pg-core';
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
