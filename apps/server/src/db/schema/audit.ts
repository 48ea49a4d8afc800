/** Audit log (design §5): sign-ins, logouts, password changes and resets, consent, and later admin actions. */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Dotted action name, e.g. 'login.success', 'login.failure', 'logout', 'password.change'. */
    action: text('action').notNull(),
    /** The user acting or concerned (null for a failed sign-in with an unknown e-mail). */
    userId: integer('user_id'),
    corporateId: integer('corporate_id'),
    ip: text('ip'),
    /** Extra facts; never passwords, tokens or customers' personal data. */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_user_idx').on(t.userId), index('audit_log_at_idx').on(t.at)],
);
