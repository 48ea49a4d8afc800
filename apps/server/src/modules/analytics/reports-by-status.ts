/**
 * 'Reports by status': per adviser (the report's creator), community, state or month of creation (the
 * `groupBy` of the body, adviser by default), the reports created, those with a finished PDF, how many are in each
 * status of spec §4 (labels verbatim) and how many are magic, with totals. The figures come from one SQL
 * aggregation (repository `reportsByStatus`); this names and shapes its rows. Months read 'YYYY-MM', so sorting
 * by name is chronological, and their chart is a line; the other groupings are drawn as bars.
 */
import {
  FORM_STATUS,
  REPORT_GROUPINGS,
  type AnalyticsColumn,
  type AnalyticsSourcesResponse,
  type FormStatusCode,
  type ReportGrouping,
} from '@rlc/shared';
import type { StatusAggregate } from './repository.ts';
import { countColumn, textColumn, type QueryTable, compareNames } from './table.ts';

const STATUSES = Object.keys(FORM_STATUS) as FormStatusCode[];
const FIGURE_COLUMNS: AnalyticsColumn[] = [
  countColumn('created', 'Reports created'),
  countColumn('withPdf', 'With PDFs'),
  ...STATUSES.map((code) => countColumn(code, FORM_STATUS[code])),
  countColumn('magic', 'Magic reports'),
];

/** Name of a report's creator who is no longer a user (their reports stay). */
const NO_ADVISER = 'No adviser';

type Sources = Pick<AnalyticsSourcesResponse, 'users' | 'communities'>;

/**
 * The row's id (users and communities: their id; states and months have none) and name of a group's key. The
 * names are looked up in maps built once: a linear search per row is quadratic at 100,000 advisers' rows.
 */
function namer(groupBy: ReportGrouping, sources: Sources) {
  const users = new Map(sources.users.map((u) => [u.id, u.name]));
  const communities = new Map(sources.communities.map((c) => [c.id, c.name]));
  return (key: string | null) => {
    if (groupBy === 'adviser') {
      const id = key === null ? null : Number(key);
      return { id, name: id === null ? NO_ADVISER : (users.get(id) ?? '') };
    }
    if (groupBy === 'community') {
      const id = Number(key);
      return { id, name: communities.get(id) ?? '' };
    }
    return { id: null, name: key ?? '' };
  };
}

export function reportsByStatusTable(
  aggregates: readonly StatusAggregate[],
  sources: Sources,
  groupBy: ReportGrouping = 'adviser',
): QueryTable {
  const nameOf = namer(groupBy, sources);
  const figures = (a: StatusAggregate) => ({
    created: a.created,
    withPdf: a.withPdf,
    ...a.byStatus,
    magic: a.magic,
  });
  const rows = aggregates
    .filter((a) => !a.overall)
    .map((a) => ({ ...nameOf(a.key), ...figures(a) }))
    .sort((a, b) => compareNames(a.name, b.name) || (a.id ?? 0) - (b.id ?? 0));
  const overall = aggregates.find((a) => a.overall);
  const totals = rows.length > 0 && overall ? { id: null, name: 'Total', ...figures(overall) } : null;
  const headerRows = [
    [
      { text: '', colSpan: 3 },
      { text: 'Status', colSpan: STATUSES.length },
      { text: '', colSpan: 1 },
    ],
  ];
  return {
    rows,
    totals,
    headerRows,
    columns: [textColumn('name', REPORT_GROUPINGS[groupBy]), ...FIGURE_COLUMNS],
    chart: { kind: groupBy === 'month' ? 'line' : 'bar', values: ['created'] },
  };
}
