/**
 * Corporates (operators): the tenant root. Every community, user and report form belongs to one corporate.
 * The corporate variables of product spec §3.2 are delivered to the web app with authentication (`corp`).
 */
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

export const corporates = pgTable('corporates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Spec §3.2: the operator's own wording for "home security deposit", or null for the default label. */
  renameHomeSecurityDeposit: text('rename_home_security_deposit'),
  /** Spec §3.2: the operator's own wording for "charge fees / rent", or null for the default label. */
  renameChargeFeesRent: text('rename_charge_fees_rent'),
  /** Spec §3.2: customers may fill their own details through a magic link. */
  magicEnabled: boolean('magic_enabled').notNull().default(false),
  /** Issue 11 §3: days a new magic link stays usable (MAGIC_LINK_DAYS_DEFAULT). */
  magicLinkDays: integer('magic_link_days').notNull().default(14),
  /** Issue 3 §3: the property valuation (rating) tool is enabled for this operator. */
  valuationTool: boolean('valuation_tool').notNull().default(false),
  /** Issue 3 §3: how many communities the operator's licence allows (0 = none yet). */
  communityLicenses: integer('community_licenses').notNull().default(0),
  /** Issue 15: 'optional' | 'admins' | 'all' (MFA_POLICIES in @rlc/shared): who must use multi-factor sign-in. */
  mfaPolicy: text('mfa_policy', { enum: ['optional', 'admins', 'all'] })
    .notNull()
    .default('optional'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type Corporate = typeof corporates.$inferSelect;
export type NewCorporate = typeof corporates.$inferInsert;

/**
 * The corporate's logo for the report cover, edited on Report Settings: one row per corporate that has
 * one. PNG or JPEG, at most LOGO_MAX_BYTES (@rlc/shared corporate-logo.ts), checked by its first bytes on upload.
 * `updatedBy` is a user id kept without a foreign key (users.ts depends on this file), like the audit log's.
 */
export const corporateLogos = pgTable('corporate_logos', {
  corporateId: integer('corporate_id')
    .primaryKey()
    .references(() => corporates.id, { onDelete: 'cascade' }),
  contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by'),
});
