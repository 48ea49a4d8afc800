/**
 * Analytics (spec §3.11, §7 "Analytics"): the filter sources, the packed filter set and a query's answer.
 *
 * | Call                                   | Body             | Answer                   |
 * | -------------------------------------- | ---------------- | ------------------------ |
 * | GET  analytics/sources                 | –                | AnalyticsSourcesResponse |
 * | POST analytics/query/:queryName        | AnalyticsFilters | AnalyticsQueryResponse   | 400 VALIDATION for an id not in the caller's sources
 * | POST analytics/query/:queryName/excel  | AnalyticsFilters | the answer as an .xlsx file (content-disposition names it)
 *
 * Every filter is 'all' or a selection; dates are 'all', a preset (analytics-dates.ts) or a range of calendar days
 * (ISO YYYY-MM-DD, both ends included) applied to the report's creation time in ANALYTICS_TIME_ZONE.
 */
import { z } from 'zod';
import { FORM_STATUS, STATES } from '../constants.ts';
import { pgId } from './endpoints/define.ts';
import { ANALYTICS_QUERIES } from './analytics-queries.ts';

export { ANALYTICS_FILE_STEMS, ANALYTICS_QUERIES } from './analytics-queries.ts';
export type AnalyticsQueryName = keyof typeof ANALYTICS_QUERIES;
export const AnalyticsQueryName = z.enum(Object.keys(ANALYTICS_QUERIES) as [AnalyticsQueryName]);

/** The date presets of issue 12; the financial year runs 1 July to 30 June. */
export const DATE_PRESETS = {
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisQuarter: 'This quarter',
  lastQuarter: 'Last quarter',
  thisFinancialYear: 'This financial year',
  lastFinancialYear: 'Last financial year',
} as const;
export type DatePreset = keyof typeof DATE_PRESETS;

/** How 'Reports by status' groups its rows (per adviser, or community, or state, or month). */
export const REPORT_GROUPINGS = {
  adviser: 'Adviser',
  community: 'Community',
  state: 'State',
  month: 'Month',
} as const;
export type ReportGrouping = keyof typeof REPORT_GROUPINGS;
export const ReportGrouping = z.enum(Object.keys(REPORT_GROUPINGS) as [ReportGrouping]);

const IsoDay = z
  .string()
  .max(10, 'Use a date as YYYY-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
/** At most this many ids in one selection (a corporate has far fewer users or communities). */
const MAX_SELECTED = 1000;

/** 'all', or at least one selected value. */
const selection = <T extends z.ZodType>(item: T) =>
  z
    .discriminatedUnion('option', [
      z.object({ option: z.literal('all') }),
      z.object({ option: z.literal('selected'), selected: z.array(item).min(1).max(MAX_SELECTED) }),
    ])
    .default({ option: 'all' });

export const DatesFilter = z
  .discriminatedUnion('option', [
    z.object({ option: z.literal('all') }),
    z.object({ option: z.literal('preset'), preset: z.enum(Object.keys(DATE_PRESETS) as [DatePreset]) }),
    z.object({ option: z.literal('range'), from: IsoDay, to: IsoDay }).refine((r) => r.from <= r.to, {
      message: 'The start date must not be after the end date.',
      path: ['to'],
    }),
  ])
  .default({ option: 'all' });
export type DatesFilter = z.infer<typeof DatesFilter>;

/** The packed filter set (spec §3.11 "Filters"); every key may be left out, meaning 'all'. */
export const AnalyticsFilters = z.object({
  dates: DatesFilter,
  states: selection(z.enum(STATES)),
  /** 'self' is the caller's own reports (forced by the screen when the caller is the only source user). */
  users: z
    .discriminatedUnion('option', [
      z.object({ option: z.literal('all') }),
      z.object({ option: z.literal('self') }),
      z.object({ option: z.literal('selected'), selected: z.array(pgId).min(1).max(MAX_SELECTED) }),
    ])
    .default({ option: 'all' }),
  /** Roles of the reports' creators. */
  roles: selection(pgId),
  communities: selection(pgId),
  reportStatus: selection(z.enum(Object.keys(FORM_STATUS) as [keyof typeof FORM_STATUS])),
  /** The rows of 'Reports by status' (the other queries have fixed rows and ignore it). */
  groupBy: ReportGrouping.default('adviser'),
});
export type AnalyticsFilters = z.infer<typeof AnalyticsFilters>;
export type AnalyticsFiltersInput = z.input<typeof AnalyticsFilters>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** GET analytics/sources: what the caller may filter by, within their access (spec §3.11 "Sources"). */
export const AnalyticsSourcesResponse = z.object({
  /** Users whose reports the caller may see (self only for accessSelf), by name. */
  users: z.array(Named.extend({ roleId: z.number().int(), active: z.boolean() })),
  /** The corporate's roles. */
  roles: z.array(Named),
  /** The caller's own role(s). */
  myRoleIds: z.array(z.number().int()),
  contractTypes: z.array(Named),
  /** Communities the caller may see reports of, by name. */
  communities: z.array(Named.extend({ state: z.string() })),
});
export type AnalyticsSourcesResponse = z.infer<typeof AnalyticsSourcesResponse>;

/** How a column's values read: counts, a fraction shown as percent, a number of days, dollars, or text. */
export const ANALYTICS_FORMATS = ['text', 'count', 'percent', 'days', 'money'] as const;
export type AnalyticsFormat = (typeof ANALYTICS_FORMATS)[number];

export const AnalyticsColumn = z.object({
  /** The key of the value in each row. */
  value: z.string(),
  text: z.string(),
  align: z.enum(['left', 'right', 'center']),
  format: z.enum(ANALYTICS_FORMATS),
});
export type AnalyticsColumn = z.infer<typeof AnalyticsColumn>;

/** A cell of a header row above the columns, spanning `colSpan` of them (the groups of columns). */
export const AnalyticsHeaderCell = z.object({ text: z.string(), colSpan: z.number().int().positive() });

export const AnalyticsRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type AnalyticsRow = z.infer<typeof AnalyticsRow>;

export const AnalyticsConfig = z.object({
  dullZeros: z.boolean().default(true),
  sortBy: z.string().default('name'),
  sortDesc: z.boolean().default(false),
});

/**
 * The chart of a query's main figure drawn above its table: the row's `name` along the axis, one series per column
 * key in `values`; bars for categories (advisers, communities), a line for time (months).
 */
export const AnalyticsChart = z.object({
  kind: z.enum(['bar', 'line']),
  values: z.array(z.string()).min(1),
});
export type AnalyticsChart = z.infer<typeof AnalyticsChart>;

/** POST analytics/query/:queryName (spec §3.11 "Query"). */
export const AnalyticsQueryResponse = z.object({
  name: z.string(),
  rows: z.array(AnalyticsRow),
  /** The totals over every row (same keys), or null when there are no rows. */
  totals: AnalyticsRow.nullable(),
  headerRows: z.array(z.array(AnalyticsHeaderCell)),
  columns: z.array(AnalyticsColumn),
  config: AnalyticsConfig,
  chart: AnalyticsChart,
  /** When the answer was made, ISO date-time (spec resultDateTime). */
  dateTime: z.string(),
});
export type AnalyticsQueryResponse = z.infer<typeof AnalyticsQueryResponse>;
