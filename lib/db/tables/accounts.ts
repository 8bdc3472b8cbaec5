import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Accounts of the embedded backend. `email` is stored lower-cased; `password_hash` is an scrypt record.
 * Two-factor sign-in: `mfa_secret` is the authenticator's TOTP secret sealed with AES-256-GCM (lib/secret-box.ts),
 * set from the start of the setup; `mfa_enabled_at` is set once a code confirmed it, and only then does sign-in
 * ask for a code. `mfa_last_step` is the 30-second step of the last code accepted, so a code works once.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  companyName: text('company_name').notNull(),
  industry: integer('industry'),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  publicFilesUuid: text('public_files_uuid'),
  timeZone: text('time_zone').notNull().default('ET'),
  type: integer('type').notNull().default(0),
  mfaSecret: text('mfa_secret'),
  mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
  mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Recovery codes of two-factor sign-in: only a SHA-256 of each code is kept, and each works once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mfa_recovery_codes_user_idx').on(table.userId, table.codeHash)],
);

/** Sign-in tokens of the embedded backend: only a SHA-256 of each token is kept, so a database leak signs no one in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/** One-time password reset links; the link's UUID is stored hashed and can be used once before `expires_at`. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * The request limits' counters when several server processes share PostgreSQL (lib/rate-limit/limiters.ts), in
 * rate-limiter-flexible's RateLimiterPostgres shape: it inserts without naming columns, so they keep this order.
 * `key` is text, not the library's varchar(255), because it holds an e-mail address of up to 254 characters after
 * its prefix; `expire` is the window's end in milliseconds since the epoch.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
