/** E-mail outbox: every message the server sends is written here first (design §3). */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /**
   * queued: not (yet) handed to SMTP (always so without SMTP_URL); sending: a mail job has claimed it and is
   * talking to SMTP (ADR 0019); sent; failed (see `error`).
   */
  status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
  error: text('error'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
export type OutboxRow = typeof emailOutbox.$inferSelect;
