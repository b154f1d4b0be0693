import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Where ADMIN has the server send events (docs/decisions/026-webhooks.md). The signing secret must be read back to
 * sign, so it is sealed with the server's encryption key (AES-256-GCM), never kept in the clear.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  active: boolean('active').notNull().default(true),
  sealedSecret: text('sealed_secret').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox and the delivery log in one: a row is written in the transaction of the change, and the delivery
 * job sends it, retries it and records each attempt's outcome on it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header: one per event, kept by retries and replays so that a receiver can deduplicate. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The body sent, `{ type, timestamp, data }`. */
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** PENDING (waiting for an attempt), DELIVERED or FAILED (no attempt left). */
    status: text('status').notNull().default('PENDING'),
    responseCode: integer('response_code'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The log pages an endpoint's deliveries newest first; the job looks only at the pending ones.
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
  ],
);
