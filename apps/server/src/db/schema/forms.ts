/**
 * Report forms (spec §3.3–§3.7, §3.10): forms, form_consumers (the customer record incl.
 * current details), form_villages (options: model 1 internal, model 2 external), form_ratings (spec §3.6
 * valuations), form_summaries (the stored engine comparison) and form_pdfs (generated reports; wired later).
 *
 * JSON columns hold the shared zod shapes (`@rlc/shared` api/customer.ts, api/forms.ts) and are validated on every
 * write and read by the forms repository. Money in dollars, rates as fractions, frequencies times per year.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CustomerRecord, FormStatusCode, ModelId } from '@rlc/shared';
import { bytea } from './bytea.ts';
import { communities } from './communities.ts';
import { corporates } from './corporates.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const timestamps = {
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
};

/** A report form: one household's comparison in one community (spec §3.3 main). */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    /** The adviser who created it (accessSelf scope). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Spec §4 status code: NO_PDF, WAIT, BUY, NOTBUY, MISSING. */
    status: text('status').$type<FormStatusCode>().notNull().default('NO_PDF'),
    /** Spec §3.10: 'yes', 'no' or null (undecided). */
    clientResponse: text('client_response').$type<'yes' | 'no'>(),
    /** The chosen option: a contract id (yes) or 'home' / 'ext' / 'unk' (no). */
    choiceId: text('choice_id'),
    decisionAt: ts('decision_at'),
    /** The adviser's notes on the decision (at most NOTES_MAX characters); '' none. */
    decisionNotes: text('decision_notes').notNull().default(''),
    /** Optimistic concurrency (design §5): bumped by every write; a write carrying another value gets 409. */
    version: integer('version').notNull().default(1),
    /** Soft delete (archiveForm): hidden everywhere. */
    archivedAt: ts('archived_at'),
    /** Spec §4 monitor flag: set by customer / current-detail / option edits, cleared by a new summary. */
    summaryStale: boolean('summary_stale').notNull().default(true),
    isMagic: boolean('is_magic').notNull().default(false),
    // Spec §3.3 Magic (written by the magic module through this module's `setFormMagic`). The times
    // expires / expired / cancelled describe the form's current link; magic_users / magic_links hold the rest.
    /** The assigned customer (magic_users.id; no foreign key: that table's file imports this one). */
    magicUserId: integer('magic_user_id'),
    /** The customer's e-mail, copied for the list. */
    magicUserEmail: text('magic_user_email'),
    /** Community contract ids the customer may consider. */
    magicContractIds: jsonb('magic_contract_ids').$type<number[]>().notNull().default([]),
    magicIsConfigurable: boolean('magic_is_configurable').notNull().default(false),
    magicIsReviewable: boolean('magic_is_reviewable').notNull().default(false),
    magicCreatedAt: ts('magic_created_at'),
    magicUpdatedAt: ts('magic_updated_at'),
    magicExpiresAt: ts('magic_expires_at'),
    magicExpiredAt: ts('magic_expired_at'),
    magicCancelledAt: ts('magic_cancelled_at'),
    magicReplacedAt: ts('magic_replaced_at'),
    magicCompletedAt: ts('magic_completed_at'),
    magicFirstLoginAt: ts('magic_first_login_at'),
    magicLastLoginAt: ts('magic_last_login_at'),
    ...timestamps,
  },
  (t) => [
    index('forms_corporate_idx').on(t.corporateId),
    index('forms_community_idx').on(t.communityId),
    index('forms_created_by_idx').on(t.createdBy),
    // Analytics (modules/analytics/repository.ts): every query reads a corporate's live reports, narrowed
    // by creation time (date presets and ranges), community (filter and accessCommunityWide scope) or creator
    // (user filter and accessSelf scope); decided reports (Why not, Decisions over time) by their decision time.
    index('forms_live_created_idx')
      .on(t.corporateId, t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    index('forms_live_community_idx')
      .on(t.corporateId, t.communityId, t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    index('forms_live_creator_idx')
      .on(t.corporateId, t.createdBy, t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    index('forms_live_decided_idx')
      .on(t.corporateId, t.decisionAt)
      .where(sql`${t.archivedAt} is null and ${t.decisionAt} is not null`),
    // Decisions over time (analytics pre-aggregates, ADR 0014): the open reports of recent months, whose waiting
    // buckets depend on "now" and so are counted from the reports. The scope's and filters' columns follow the
    // creation time so the count is an index-only scan (about 160,000 open reports at 1M: half the time of
    // reading them from the table).
    index('forms_live_open_idx')
      .on(t.corporateId, t.createdAt, t.communityId, t.createdBy, t.status)
      .where(sql`${t.archivedAt} is null and (${t.clientResponse} is null or ${t.decisionAt} is null)`),
    check('forms_status_check', sql`${t.status} in ('NO_PDF', 'WAIT', 'BUY', 'NOTBUY', 'MISSING')`),
    check(
      'forms_client_response_check',
      sql`${t.clientResponse} is null or ${t.clientResponse} in ('yes', 'no')`,
    ),
  ],
);

/** The form's customer record (spec §3.4, incl. the Current Details fields): a validated CustomerRecord. */
export const formConsumers = pgTable('form_consumers', {
  id: serial('id').primaryKey(),
  formId: integer('form_id')
    .notNull()
    .unique()
    .references(() => forms.id, { onDelete: 'cascade' }),
  customer: jsonb('customer').$type<CustomerRecord>().notNull(),
  /**
   * The names the forms list searches and sorts by, derived from `customer` whenever it is written (forms
   * repository `customerNameColumns`, with the spec §3.4 rules of @rlc/shared): client and partner full names, the
   * report name, and `search_text` = those three folded by @rlc/shared `foldForSearch` in JavaScript (accents, case
   * and apostrophes ignored, so 'duc' matches 'Đức' whatever the database's locale). Null until derived (rows older
   * than these columns, or than the fold: the forms module fills them at start).
   */
  clientName: text('client_name'),
  partnerName: text('partner_name'),
  reportName: text('report_name'),
  searchText: text('search_text'),
  ...timestamps,
});

/**
 * An option of the form (spec §3.5). Common columns here; the model-specific fields (internal: selectedContracts,
 * fees, services, expenses, stamp duty; external: every "External village adds" field incl. the 11-value DMF and
 * LTMF fractions) in `details`, validated by the forms repository (modules/forms/village-details.ts).
 */
export const formVillages = pgTable(
  'form_villages',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** 1 internal (a village of the form's community), 2 external. */
    modelId: integer('model_id').$type<ModelId>().notNull(),
    order: integer('order').notNull().default(0),
    compare: boolean('compare').notNull().default(true),
    report: boolean('report').notNull().default(true),
    name: text('name').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /**
     * The ids of an internal option's selected contracts (`details.selectedContracts[*].id`, [] for external ones),
     * kept by the database: analytics (Options Considered & Decided) reads these few bytes instead of the whole
     * `details` document of every option.
     */
    selectedContractIds: jsonb('selected_contract_ids')
      .$type<number[]>()
      .generatedAlwaysAs(sql`jsonb_path_query_array(details, '$.selectedContracts[*].id')`),
    /**
     * The magic-link customer who added this option themselves, null for the adviser's: only such
     * an option may the customer delete. (No foreign key: magic users live in magic.ts, which refers to forms.)
     */
    addedByMagicUserId: integer('added_by_magic_user_id'),
    ...timestamps,
  },
  (t) => [
    index('form_villages_form_idx').on(t.formId),
    // Analytics: the internal options of the reports counted, with their contracts, without reading the rows.
    index('form_villages_internal_contracts_idx')
      .on(t.formId, t.selectedContractIds)
      .where(sql`${t.modelId} = 1`),
    check('form_villages_model_check', sql`${t.modelId} in (1, 2)`),
  ],
);

/** Ratings of one option column (spec §3.6): scores 0–5. `uid` = 'home' | 'int-<v>-<c>' | 'ext-<v>'. */
export const formRatings = pgTable(
  'form_ratings',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    /** The option's village (null for home); deleting the village deletes its ratings. */
    villageId: integer('village_id').references(() => formVillages.id, { onDelete: 'cascade' }),
    /** An internal option's contract (spec contractTypeId is derived from it). */
    contractId: integer('contract_id'),
    location: doublePrecision('location').notNull().default(0),
    amenities: doublePrecision('amenities').notNull().default(0),
    careSupport: doublePrecision('care_support').notNull().default(0),
    lifestyle: doublePrecision('lifestyle').notNull().default(0),
  },
  (t) => [unique('form_ratings_form_uid_key').on(t.formId, t.uid)],
);

/**
 * The stored summary (spec §4: reused until something changes): the engine's comparison, the table built from
 * it, and what is needed to reproduce it (engine version, comparison date, parameters' effective dates, the
 * hash of the engine input).
 */
export const formSummaries = pgTable('form_summaries', {
  id: serial('id').primaryKey(),
  formId: integer('form_id')
    .notNull()
    .unique()
    .references(() => forms.id, { onDelete: 'cascade' }),
  /**
   * The engine's Comparison. `json`, not `jsonb`: stored and returned whole, never queried inside, and on the
   * embedded database jsonb's binary conversion both ways cost more than the rest of a summary's queries.
   */
  comparison: json('comparison').$type<Record<string, unknown>>().notNull(),
  /** Summary table + flags (modules/forms/summary-table.ts `SummaryTable`); `json` like `comparison`. */
  summaryTable: json('summary_table').$type<Record<string, unknown>>().notNull(),
  engineVersion: text('engine_version').notNull(),
  /** Comparison date, ISO YYYY-MM-DD. */
  asAt: text('as_at').notNull(),
  /** Program prefix → newest effective date in the parameters used. */
  parametersEffective: jsonb('parameters_effective').$type<Record<string, string>>().notNull(),
  /** sha256 of the canonical engine input. */
  inputHash: text('input_hash').notNull(),
  /** Newest update time of the contracts used (community's and their types' defaults), ISO; '' when none. */
  contractsStamp: text('contracts_stamp').notNull().default(''),
  /** sha256 of the ratings the table was built with. */
  valuationsHash: text('valuations_hash').notNull(),
  /**
   * Set when the adviser keeps these figures although the rates changed: the newest effective date
   * of today's rates at that moment, ISO. The notice stays quiet until rates change again; a new summary clears it.
   */
  ratesKeptSince: text('rates_kept_since'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Generated PDF reports (rendering is wired in a later step). */
export const formPdfs = pgTable(
  'form_pdfs',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'summary' | 'results'>().notNull(),
    status: text('status').$type<'queued' | 'rendering' | 'done' | 'failed'>().notNull().default('queued'),
    /** 0–1. */
    progress: doublePrecision('progress').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    /** The PDF itself (small: tens of kB), or null when stored elsewhere under `storageKey`. */
    bytes: bytea('bytes'),
    storageKey: text('storage_key'),
    error: text('error'),
  },
  (t) => [
    index('form_pdfs_form_idx').on(t.formId),
    // Analytics (Reports by status "with PDFs"): the reports having a finished PDF.
    index('form_pdfs_done_form_idx')
      .on(t.formId)
      .where(sql`${t.status} = 'done'`),
    check('form_pdfs_kind_check', sql`${t.kind} in ('summary', 'results')`),
    check('form_pdfs_status_check', sql`${t.status} in ('queued', 'rendering', 'done', 'failed')`),
  ],
);

export type FormRow = typeof forms.$inferSelect;
export type FormVillageRow = typeof formVillages.$inferSelect;
export type FormRatingRow = typeof formRatings.$inferSelect;
export type FormSummaryRow = typeof formSummaries.$inferSelect;
