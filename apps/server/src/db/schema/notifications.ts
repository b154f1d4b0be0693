import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    /** A route of the web app to open. */
    link: text('link'),
    /** NOTIFICATION_KINDS: which of the recipient's preferences apply. */
    kind: text('kind').notNull().default('OTHER'),
    /** PENDING (to email now) or DIGEST (in the day's email), then SENT or FAILED; null when no email is wanted. */
    email: text('email'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    /** The request a DECISIONS notification asks to decide, for the email's approve and reject links. */
    requestEntity: text('request_entity'),
    requestId: integer('request_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('user_notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
    index('user_notifications_email_idx')
      .on(t.email, t.createdAt)
      .where(sql`email in ('PENDING', 'DIGEST')`),
  ],
);

/** A person's choice per kind of notification; a kind without a row keeps the defaults (notifications/preferences.ts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    push: boolean('push').notNull(),
    /** EMAIL_CHOICES */
    email: text('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Approve and reject links from emails that were used: the SHA-256 of each, so that a link works once. */
export const usedDecisionLinks = pgTable('used_decision_links', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's Web Push subscription (its JSON), registered through /users/fcm-token. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_token_idx').on(t.token), index('push_subscriptions_user_idx').on(t.userId)],
);
