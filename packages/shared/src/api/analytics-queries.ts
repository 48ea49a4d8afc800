/**
 * The analytics queries (spec §3.11) as plain data, without the schemas of their calls (analytics.ts):
 * the staff app's route tree reads them on every first load, and a module with zod schemas would bring zod with
 * it.
 */

/** The queries `POST analytics/query/:queryName` answers (spec §2: analyticsOptions 'Options Considered & Decided'). */
export const ANALYTICS_QUERIES = {
  analyticsOptions: 'Options Considered & Decided',
  /** Issue 12: for reports decided not to buy, the no-option chosen, by community. */
  whyNot: 'Why not',
  /** Issue 12: per adviser, reports created, with PDFs, by status, and magic reports. */
  reportsByStatus: 'Reports by status',
  /** Issue 12: by month, decisions made and their average days; how long open reports have waited. */
  decisionsOverTime: 'Decisions over time',
} as const;
/** A query's name (analytics.ts exports it as `AnalyticsQueryName`, with its schema). */
type QueryName = keyof typeof ANALYTICS_QUERIES;
/** The start of each query's Excel file name, e.g. 'options-considered-2026-11-24.xlsx'. */
export const ANALYTICS_FILE_STEMS: Record<QueryName, string> = {
  analyticsOptions: 'options-considered',
  whyNot: 'why-not',
  reportsByStatus: 'reports-by-status',
  decisionsOverTime: 'decisions-over-time',
};
