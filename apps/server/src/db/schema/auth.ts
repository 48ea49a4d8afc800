/**
 * Server-side sessions, consents, password-reset tokens and the login throttle (design §5, quality.md).
 * Everything that must hold across several API processes lives here, in the database.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per sign-in. The JWT carries only `sid` = `sessions.id`; the row decides whether it is alive. */
export const sessions = pgTable(
  'sessions',
  {
    /** Random 128-bit id (UUID v4 text). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Refreshed on every authenticated request; idle longer than MAX_IDLE_MIN → dead. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'password' | 'reset' | 'idle' | 'disabled' | 'deleted'. */
    revokedReason: text('revoked_reason'),
    /**
     * Consult Mode (spec §2.4 app bar "guest mode", ADR 0016): when the adviser switched it on, else null. While set,
     * the session may call only the form calls, sees only `consult_form_id` (none when null) and holds only
     * the access scopes; switching off asks for the adviser's password.
     */
    consultSince: timestamp('consult_since', { withTimezone: true }),
    /** The report that was open when Consult Mode started (null: none, so no report is shown). */
    consultFormId: integer('consult_form_id'),
    /**
     * The last time this session's user proved who they are (sign-in, password or code confirmation): sensitive
     * actions are allowed within REAUTH_WINDOW_MINUTES of it (ADR 0018). Null: never confirmed.
     */
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type Session = typeof sessions.$inferSelect;

/** Spec §2.4 Consent: each agreement to the Terms of Use (1 of 2) and Disclaimer (2 of 2). */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was agreed to: 'terms+disclaimer'. */
    kind: text('kind').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

/** Forgot-password tokens: only the SHA-256 hex of the token is stored; single use, 1 hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
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
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * Login throttle, one row per key (`email:<lower-cased e-mail>` or `ip:<address>`), shared by all processes.
 * Failures count within a window; reaching the limit locks the key until `lockedUntil`, longer each time.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** How many times the key has been locked (the wait doubles each time). */
  lockouts: integer('lockouts').notNull().default(0),
});
