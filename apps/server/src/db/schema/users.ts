/**
 * Users (spec §3.1), their roles and the permissions each role grants (spec §6).
 * A role belongs to one corporate; its permissions are the 22 codes of `PERMISSIONS` in `@rlc/shared`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  type AnyPgColumn,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    /** e.g. 'corporate admin', 'community manager', 'adviser', 'self-only adviser'. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_corporate_name_uq').on(t.corporateId, t.name)],
);
export type Role = typeof roles.$inferSelect;

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** A permission code of spec §6 (`Permission` in `@rlc/shared`). */
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

/**
 * 'deleted' is the soft delete of user administration (POST user/:id/delete): the row stays, so reports keep their
 * author's name, but the user is never listed, changed or signed in again.
 */
export const USER_STATES = ['active', 'disabled', 'deleted'] as const;

/**
 * A user's name as the screens show it (first and last name, an empty one left out: `[first, last].filter(Boolean)
 * .join(' ')`), in ICU root order ("und-x-icu", in PostgreSQL and PGlite alike), the order of the screens' name
 * sorting (`Intl.Collator`). Immutable, so an index can hold it.
 */
export const userNameInOrder = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`(case when ${t.firstName} = '' then ${t.lastName} when ${t.lastName} = '' then ${t.firstName}
    else ${t.firstName} || ' ' || ${t.lastName} end) collate "und-x-icu"`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** Stored lower-cased and trimmed; unique across the whole system (sign-in is by e-mail alone). */
    email: text('email').notNull(),
    /** argon2id PHC string (see modules/auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title'),
    /** The adviser's phone number, printed on the report cover; null when not given. */
    phone: text('phone'),
    state: text('state', { enum: USER_STATES }).notNull().default('active'),
    /** Spec §2.3: forces account.password after sign-in. */
    mustChange: boolean('must_change').notNull().default(false),
    acgAdmin: boolean('acg_admin').notNull().default(false),
    /** Spec §3.1: hidden demo user. */
    silentUser: boolean('silent_user').notNull().default(false),
    developer: boolean('developer').notNull().default(false),
    initialWelcome: boolean('initial_welcome').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastInstructionsAt: timestamp('last_instructions_at', { withTimezone: true }),
    /** When the user last agreed to the Terms of Use and the Disclaimer (spec §2.4 Consent). */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_corporate_idx').on(t.corporateId),
    // The analytics Excel export's keyset pages of a corporate's users by name (migration 0018).
    index('users_corporate_name_idx').on(t.corporateId, userNameInOrder(t), t.id),
  ],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Which communities a user works in (spec §3.1 `community_ids`). The community id is not a foreign key here
 * so this file does not depend on communities.ts; the communities module removes rows of deleted communities.
 */
export const userCommunities = pgTable(
  'user_communities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.communityId] }),
    index('user_communities_community_idx').on(t.communityId),
  ],
);
