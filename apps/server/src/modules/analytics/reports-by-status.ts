/**
 * 'Reports by status' (issue 12): per adviser (the report's creator), the reports created, those with a finished
 * PDF, how many are in each status of spec §4 (labels verbatim) and how many are magic, with totals. The figures
 * come from one SQL aggregation (repository `reportsByStatus`); this shapes its rows.
 */
import {
  FORM_STATUS,
  type AnalyticsColumn,
  type AnalyticsSourcesResponse,
  type FormStatusCode,
} from '@rlc/shared';
import type { StatusAggregate } from './repository.ts';
import { countColumn, textColumn, type QueryTable } from './table.ts';

const STATUSES = Object.keys(FORM_STATUS) as FormStatusCode[];
const COLUMNS: AnalyticsColumn[] = [
  textColumn('name', 'Adviser'),
  countColumn('created', 'Reports created'),
  countColumn('withPdf', 'With PDFs'),
  ...STATUSES.map((code) => countColumn(code, FORM_STATUS[code])),
  countColumn('magic', 'Magic reports'),
];

/** Name of a report's creator who is no longer a user (their reports stay). */
const NO_ADVISER = 'No adviser';

export function reportsByStatusTable(
  aggregates: readonly StatusAggregate[],
  sources: Pick<AnalyticsSourcesResponse, 'users'>,
): QueryTable {
  const names = new Map(sources.users.map((u) => [u.id, u.name]));
  const figures = (a: StatusAggregate) => ({
    created: a.created,
    withPdf: a.withPdf,
    ...a.byStatus,
    magic: a.magic,
  });
  const rows = aggregates
    .filter((a) => !a.overall)
    .map((a) => ({
      id: a.userId,
      name: a.userId === null ? NO_ADVISER : (names.get(a.userId) ?? ''),
      ...figures(a),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id ?? 0) - (b.id ?? 0));
  const overall = aggregates.find((a) => a.overall);
  const totals = rows.length > 0 && overall ? { id: null, name: 'Total', ...figures(overall) } : null;
  const headerRows = [
    [
      { text: '', colSpan: 3 },
      { text: 'Status', colSpan: STATUSES.length },
      { text: '', colSpan: 1 },
    ],
  ];
  return { rows, totals, headerRows, columns: COLUMNS };
}
