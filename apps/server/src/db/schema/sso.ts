import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * One sign-in through the company's OpenID provider (decision 022): the state, nonce and PKCE verifier it was sent
 * with, spent by the callback, then the one-time hand-off code the sign-in page trades for the session.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectTo: text('redirect_to'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    stateUsedAt: timestamp('state_used_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    handoffHash: text('handoff_hash'),
    handoffExpiresAt: timestamp('handoff_expires_at', { withTimezone: true }),
    handoffUsedAt: timestamp('handoff_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_sign_ins_state_idx').on(t.stateHash),
    uniqueIndex('sso_sign_ins_handoff_idx').on(t.handoffHash),
    index('sso_sign_ins_expires_idx').on(t.expiresAt),
  ],
);
