import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  inet,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A full name PostgreSQL can index, since concat_ws is only stable: the lists of people read their pages in
 * order from users_sort_name_idx instead of sorting everyone.
 */
export const sortNameSql = (t: { firstname: AnyPgColumn; middlename: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql<string>`(${t.firstname} || coalesce(' ' || nullif(${t.middlename}, ''), '') || ' ' || ${t.lastname})`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    middlename: text('middlename'),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    personalEmail: text('personal_email'),
    contactNumber: text('contact_number'),
    emergencyContact: text('emergency_contact'),
    birthDate: date('birth_date'),
    gender: text('gender'),
    bio: text('bio'),
    profilePictureUrl: text('profile_picture_url'),
    isActive: boolean('is_active').notNull().default(true),
    currentAddress: text('current_address'),
    permanentAddress: text('permanent_address'),
    maritalStatus: text('marital_status'),
    bloodGroup: text('blood_group'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    twoFaEnabled: boolean('two_fa_enabled').notNull().default(false),
    /** AES-256-GCM ciphertext of the TOTP secret in force, and of one being enrolled. */
    totpSecretEnc: text('totp_secret_enc'),
    totpPendingSecretEnc: text('totp_pending_secret_enc'),
    /** Highest TOTP time step accepted: a code at or below it is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Bumped to end every session of the user (deactivation, password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Someone else chose the password: the user picks their own at next sign-in. */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    lastModifiedBy: integer('last_modified_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_roles_idx').using('gin', t.roles),
    index('users_sort_name_idx').on(sortNameSql(t), t.id),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** A 2FA user's right password, waiting for a code. */
export const twoFaChallenges = pgTable(
  'two_fa_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_fa_challenges_hash_idx').on(t.tokenHash)],
);

/** Single-use codes for a lost authenticator, as keyed hashes (docs/decisions/015-recovery-codes.md). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    address: inet('address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A wrong one-time password, which a right password does not take back. */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [
    index('login_failures_username_at_idx').on(t.username, t.at),
    index('login_failures_address_at_idx').on(t.address, t.at),
  ],
);
