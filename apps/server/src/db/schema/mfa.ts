/**
 * Multi-factor sign-in (docs/adr/0018-mfa-and-reauthentication.md): each user's TOTP secret (encrypted),
 * their recovery codes (hashed) and the pending sign-in steps between password and code (hashed tokens).
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per user who started enrolment. `secretEnc` is the base32 secret sealed with AES-256-GCM under a key
 * derived from the server's signing secret (modules/auth/mfa-secret-box.ts): a database dump alone cannot make
 * codes. MFA is on when `confirmedAt` is set. `lastStep` is the RFC 6238 time step of the last accepted code: a
 * code of that step or earlier is refused (no replay within its window).
 */
export const userMfa = pgTable('user_mfa', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
});

/** Ten single-use codes per enrolment; only the SHA-256 hex of each is stored. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The pending step after a right password: not a session (it reaches no route but login/mfa), short-lived and
 * single use. Only the SHA-256 hex of its token is stored.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mfa_challenges_token_hash_uq').on(t.tokenHash)],
);
