/**
 * Communities, their contracts and what a report form picks from them (spec §3.8, §3.9, §3.12):
 * communities, contract_types, contracts, amenities, inclusions, additional_services,
 * charge_fees (recurrent charges / site fees) and report_contents.
 *
 * Money columns are dollars as numeric(12,2) read as JS numbers; frequencies are times per year (spec §3.5:
 * 0 none, 1 yearly, 12 monthly, 26 fortnightly, 52 weekly). Every row hangs off a corporate (design §5 tenancy).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CommunityContractSettings, ContractSettings, OwnerType } from '@rlc/shared';
import { corporates } from './corporates.ts';
import { users } from './users.ts';

// Which users work in which communities is `userCommunities` (users.ts, the server helper's table).

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const corporateId = () =>
  integer('corporate_id')
    .notNull()
    .references(() => corporates.id, { onDelete: 'cascade' });

/** A retirement village ('rv') or land-lease community ('llc') of a corporate (spec §3.8). */
export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    /** Bumped on every edit; edits carry the version they read (design §5, 409 when stale). */
    versionId: integer('version_id').notNull().default(1),
    name: text('name').notNull(),
    streetAddress: text('street_address'),
    suburb: text('suburb'),
    postcode: text('postcode'),
    /** One of STATES (ACT, NSW, ...). */
    state: text('state').notNull(),
    rvOrLlc: text('rv_or_llc').$type<'rv' | 'llc'>().notNull().default('rv'),
    ownerType: text('owner_type').$type<OwnerType>(),
    /** Fee config (spec §3.8 FeesConfig): 'values' = pick one of charge_fees; 'rule' = rule-based fee. */
    feeBase: text('fee_base').$type<'values' | 'rule'>().notNull().default('values'),
    /** Rule-based fee: frequency (times per year) and the range in dollars per that period. */
    feeRuleFrequency: integer('fee_rule_frequency'),
    feeRuleMin: money('fee_rule_min'),
    feeRuleMax: money('fee_rule_max'),
    /** When the main details (name, address, type) last changed (spec `mainUpdated`). */
    mainUpdated: timestamp('main_updated', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Soft delete ('Create/Delete Retirement Community'); deleted communities are hidden everywhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('communities_corporate_idx').on(t.corporateId),
    check('communities_rv_or_llc_check', sql`${t.rvOrLlc} in ('rv', 'llc')`),
    check('communities_fee_base_check', sql`${t.feeBase} in ('values', 'rule')`),
    check(
      'communities_owner_type_check',
      sql`${t.ownerType} is null or ${t.ownerType} in ('Leasehold', 'Licence', 'Strata', 'Rental')`,
    ),
  ],
);

/** A corporate's contract types (spec §3.8). The spec's default contract type id is 7 (DEFAULT_CONTRACT_TYPE_ID). */
export const contractTypes = pgTable(
  'contract_types',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    name: text('name').notNull(),
    noAutoAddMagicLink: boolean('no_auto_add_magic_link').notNull().default(false),
    ...timestamps,
  },
  (t) => [unique('contract_types_corporate_name_key').on(t.corporateId, t.name)],
);

/**
 * Contracts (spec §3.9). `communityId` null: the default contract of its type, `settings` a complete
 * ContractSettings. Otherwise a community's contract of that type, `settings` only its CommunityContractSettings
 * overrides (merge with `effectiveContractSettings`). Validate with those zod schemas before every write.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    contractTypeId: integer('contract_type_id')
      .notNull()
      .references(() => contractTypes.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<ContractSettings | CommunityContractSettings>().notNull().default({}),
    versionId: integer('version_id').notNull().default(1),
    /** When the terms last changed in a way a stored summary must notice. */
    versionedAt: timestamp('versioned_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // One default contract per type, and a community holds a contract type at most once, so a form option's
    // contractTypeId names exactly one (default, community) pair (spec §3.5 "Total contract").
    uniqueIndex('contracts_default_per_type_key')
      .on(t.contractTypeId)
      .where(sql`${t.communityId} is null`),
    uniqueIndex('contracts_community_type_key')
      .on(t.communityId, t.contractTypeId)
      .where(sql`${t.communityId} is not null`),
    index('contracts_corporate_idx').on(t.corporateId),
  ],
);

/** The corporate's amenity list (spec §3.8 Amenity; the PDF shows at most 18 icons). */
export const amenities = pgTable(
  'amenities',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    name: text('name').notNull(),
    /** Icon name for the UI and the PDF. */
    img: text('img'),
    ...timestamps,
  },
  (t) => [unique('amenities_corporate_name_key').on(t.corporateId, t.name)],
);

/** Amenities assigned to a community. */
export const communityAmenities = pgTable(
  'community_amenities',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.amenityId] })],
);

/** What the recurrent charges include (spec §3.8 Inclusion), corporate list. */
export const inclusions = pgTable(
  'inclusions',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [unique('inclusions_corporate_name_key').on(t.corporateId, t.name)],
);

/** Inclusions assigned to a community. */
export const communityInclusions = pgTable(
  'community_inclusions',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    inclusionId: integer('inclusion_id')
      .notNull()
      .references(() => inclusions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.inclusionId] })],
);

/** Optional personal services a resident may buy (spec §3.8 Additional service): dollars per `frequency`. */
export const additionalServices = pgTable(
  'additional_services',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    frequency: integer('frequency').notNull().default(26),
    /** Soft delete: forms that chose it keep their reference. */
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('additional_services_community_idx').on(t.communityId)],
);

/**
 * Recurrent charges (RV general services charge) or site fees (land lease) a form picks from
 * (spec §3.8 FeesConfig.chargeFees): dollars per `frequency`. `name` is ours, to tell the lines apart.
 */
export const chargeFees = pgTable(
  'charge_fees',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name'),
    amount: money('amount').notNull(),
    frequency: integer('frequency').notNull().default(52),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('charge_fees_community_idx').on(t.communityId)],
);

/**
 * Report content blocks (spec §3.12: name, content, lastUpdated). `communityId` null: the corporate default;
 * otherwise the community's override of the block with the same name.
 */
export const reportContents = pgTable(
  'report_contents',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('report_contents_scope_name_key').on(t.corporateId, t.communityId, t.name).nullsNotDistinct(),
  ],
);
