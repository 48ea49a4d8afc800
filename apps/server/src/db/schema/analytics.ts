/**
 * Monthly pre-aggregates of the live reports for analytics (ADR 0014): the counts the analytics queries
 * need, per corporate × community × creator × month of creation (ANALYTICS_TIME_ZONE) × status and the figures'
 * own keys, so an unfiltered question over a million reports reads tens of thousands of rows instead.
 *
 * Kept by the database in the same transaction as each write that changes a count (triggers on forms,
 * form_villages and form_pdfs, migration 0011) and rebuilt from the reports by `analytics_recount(corporate)`
 * (modules/analytics/repository.ts `recountAnalytics`). Rows whose count fell to zero may remain until the next recount; readers sum.
 * Null keys are values here (unique NULLS NOT DISTINCT): no creator, no decision, the all-contract-types row.
 *
 * Two grains: per creator (`analytics_report_months`, `analytics_option_months`: any caller and filter) and per
 * community (`analytics_community_report_months`, `analytics_community_option_months`, migrations 0014–0015: the
 * same rows summed over creators, for callers and filters that need no creator — accessCorporate without a user or
 * role filter, accessCommunityWide within its communities), several times fewer rows to read. The same upkeep
 * writes both in the same statement; the recount rebuilds and checks both.
 */
import { bigint, boolean, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';

const communityKeys = {
  corporateId: integer('corporate_id')
    .notNull()
    .references(() => corporates.id, { onDelete: 'cascade' }),
  communityId: integer('community_id').notNull(),
  /** First day of the month of creation in ANALYTICS_TIME_ZONE. */
  createdMonth: date('created_month', { mode: 'string' }).notNull(),
  /** Spec §4 status code. */
  status: text('status').notNull(),
};

const keys = {
  ...communityKeys,
  /** The report's creator (null: removed user). */
  createdBy: integer('created_by'),
};

const reportFigures = {
  /** 'yes' / 'no' when decided (a response with its time), else null. */
  response: text('response'),
  /** First day of the month of the decision in ANALYTICS_TIME_ZONE; null when undecided. */
  decisionMonth: date('decision_month', { mode: 'string' }),
  /** The no-option chosen ('home', 'ext', 'unk') of a 'no' decision; null otherwise. */
  noChoice: text('no_choice'),
  isMagic: boolean('is_magic').notNull(),
  /** The report has a finished PDF. */
  hasPdf: boolean('has_pdf').notNull(),
  /** How many reports. */
  reports: integer('reports').notNull(),
  /** Sum of the decided reports' whole days from creation to decision. */
  decisionDays: bigint('decision_days', { mode: 'number' }).notNull(),
};

/** Per report: Reports by status, Why not and Decisions over time. */
export const analyticsReportMonths = pgTable(
  'analytics_report_months',
  { ...keys, ...reportFigures },
  (t) => [
    unique('analytics_report_months_key')
      .on(
        t.corporateId,
        t.createdMonth,
        t.communityId,
        t.createdBy,
        t.status,
        t.response,
        t.decisionMonth,
        t.noChoice,
        t.isMagic,
        t.hasPdf,
      )
      .nullsNotDistinct(),
    index('analytics_report_months_community_idx').on(t.corporateId, t.communityId),
    index('analytics_report_months_creator_idx').on(t.corporateId, t.createdBy),
  ],
);

const optionFigures = {
  contractTypeId: integer('contract_type_id'),
  /** Decided to buy that type's contract (any type's, for the all-types row). */
  bought: boolean('bought').notNull(),
  decided: boolean('decided').notNull(),
  days: integer('days'),
  reports: integer('reports').notNull(),
};

/**
 * Per report × contract type it considered (an internal option with one of its community's contracts of that type
 * selected), and per report that considered any (`contractTypeId` null): Options Considered & Decided. `days` is
 * the whole days to decision of decided reports (a histogram, so medians stay exact), null when undecided.
 */
export const analyticsOptionMonths = pgTable(
  'analytics_option_months',
  { ...keys, ...optionFigures },
  (t) => [
    unique('analytics_option_months_key')
      .on(
        t.corporateId,
        t.createdMonth,
        t.communityId,
        t.createdBy,
        t.status,
        t.contractTypeId,
        t.bought,
        t.decided,
        t.days,
      )
      .nullsNotDistinct(),
    index('analytics_option_months_community_idx').on(t.corporateId, t.communityId),
    index('analytics_option_months_creator_idx').on(t.corporateId, t.createdBy),
  ],
);

/** `analytics_report_months` summed over creators (kept with it by the same upkeep; see the file's header). */
export const analyticsCommunityReportMonths = pgTable(
  'analytics_community_report_months',
  { ...communityKeys, ...reportFigures },
  (t) => [
    unique('analytics_community_report_months_key')
      .on(
        t.corporateId,
        t.createdMonth,
        t.communityId,
        t.status,
        t.response,
        t.decisionMonth,
        t.noChoice,
        t.isMagic,
        t.hasPdf,
      )
      .nullsNotDistinct(),
    index('analytics_community_report_months_community_idx').on(t.corporateId, t.communityId),
  ],
);

/** `analytics_option_months` summed over creators (kept with it by the same upkeep; see the file's header). */
export const analyticsCommunityOptionMonths = pgTable(
  'analytics_community_option_months',
  { ...communityKeys, ...optionFigures },
  (t) => [
    unique('analytics_community_option_months_key')
      .on(
        t.corporateId,
        t.createdMonth,
        t.communityId,
        t.status,
        t.contractTypeId,
        t.bought,
        t.decided,
        t.days,
      )
      .nullsNotDistinct(),
    index('analytics_community_option_months_community_idx').on(t.corporateId, t.communityId),
  ],
);

/**
 * The open (undecided) live reports per corporate × community × creator × day of creation (ANALYTICS_TIME_ZONE) ×
 * status, for Decisions over time's waiting buckets (migration 0018): an open report's bucket depends on the days
 * it has waited until now, so a month of creation cannot say it, but a day nearly does — every report of a day
 * falls in one bucket except on the three days holding a bucket's edge (now − 31, 91, 181 days), which the query
 * reads from the reports. `createdMonth` (the day's month) lets the pre-aggregates' month conditions apply as is.
 * Kept by the same upkeep as the month tables (analytics_fold_report) and checked and rebuilt by the same recount.
 */
export const analyticsOpenDays = pgTable(
  'analytics_open_days',
  {
    ...keys,
    /** The day of creation in ANALYTICS_TIME_ZONE. */
    createdDay: date('created_day', { mode: 'string' }).notNull(),
    reports: integer('reports').notNull(),
  },
  (t) => [
    unique('analytics_open_days_key')
      .on(t.corporateId, t.createdDay, t.communityId, t.createdBy, t.status)
      .nullsNotDistinct(),
  ],
);
