/**
 * Magic links (design §5, ADR 0010): the customers reached by a link (`magic_users`, one per corporate
 * and e-mail), the links (`magic_links`: only the SHA-256 of the token, bound to one form and one customer) and
 * the customer sessions a redeemed link starts (`magic_sessions`, like `sessions` for staff). The form's own magic
 * fields (spec §3.3) are columns of `forms`, describing its current link.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';
import { forms } from './forms.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A customer who completes forms through magic links; found again by e-mail (lower-cased) within a corporate. */
export const magicUsers = pgTable(
  'magic_users',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    /** Lower-cased, trimmed. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('magic_users_corporate_email_uq').on(t.corporateId, t.email)],
);
export type MagicUserRow = typeof magicUsers.$inferSelect;

/**
 * One e-mailed link. `token_hash` = SHA-256 hex of the 32-byte token (the token itself is never stored). A link is
 * usable while none of used / replaced / cancelled / expired is set and `expires_at` is ahead.
 */
export const magicLinks = pgTable(
  'magic_links',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    magicUserId: integer('magic_user_id')
      .notNull()
      .references(() => magicUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The adviser who sent it (the contact named on the link page). */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    replacedAt: ts('replaced_at'),
    cancelledAt: ts('cancelled_at'),
    /** Expired by the adviser before `expires_at` (expire now). */
    expiredAt: ts('expired_at'),
  },
  (t) => [
    uniqueIndex('magic_links_token_hash_uq').on(t.tokenHash),
    index('magic_links_form_idx').on(t.formId),
    // A SHA-256 hex digest, so a raw token can never be written here by mistake.
    check('magic_links_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
export type MagicLinkRow = typeof magicLinks.$inferSelect;

/** A customer's session after redeeming a link; the JWT carries only `sid` = `id`, as for staff sessions. */
export const magicSessions = pgTable(
  'magic_sessions',
  {
    id: text('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => magicLinks.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** 'logout' | 'idle' | 'link' (the link stopped being live). */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('magic_sessions_link_idx').on(t.linkId)],
);
export type MagicSessionRow = typeof magicSessions.$inferSelect;
