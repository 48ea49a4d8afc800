/**
 * 'Decisions over time': per month (in ANALYTICS_TIME_ZONE, 'YYYY-MM', so sorting by name is
 * chronological), the decisions made that month (to buy, not to buy) and their average days from creation, and the
 * reports created that month still open by how long they have waited (0–30, 31–90, 91–180, 180+ days: over 180),
 * with totals. The figures come from one SQL aggregation (repository `decisionsOverTime`); this shapes its rows.
 */
import type { AnalyticsColumn } from '@rlc/shared';
import type { DecisionsMonth } from './repository.ts';
import { countColumn, textColumn, type QueryTable, compareNames } from './table.ts';

const OPEN_BUCKETS = ['0–30', '31–90', '91–180', '180+'] as const;

const COLUMNS: AnalyticsColumn[] = [
  textColumn('name', 'Month'),
  countColumn('decisions', 'Decisions made'),
  countColumn('bought', 'Decided to buy'),
  countColumn('notBought', 'Decided not to buy'),
  { value: 'averageDays', text: 'Average days to decision', align: 'right', format: 'days' },
  ...OPEN_BUCKETS.map((text, i) => countColumn(`open${i}`, `${text} days`)),
];

function figures(m: DecisionsMonth) {
  return {
    decisions: m.decisions,
    bought: m.bought,
    notBought: m.notBought,
    averageDays: m.averageDays === null ? null : Math.round(m.averageDays * 10) / 10,
    ...Object.fromEntries(m.open.map((n, i) => [`open${i}`, n])),
  };
}

export function decisionsOverTimeTable(months: readonly DecisionsMonth[]): QueryTable {
  const rows = months
    .flatMap((m) => (m.month === null ? [] : [{ name: m.month, ...figures(m) }]))
    .sort((a, b) => compareNames(a.name, b.name));
  const overall = months.find((m) => m.month === null);
  const totals = rows.length > 0 && overall ? { name: 'Total', ...figures(overall) } : null;
  const headerRows = [
    [
      { text: '', colSpan: 1 },
      { text: 'Decisions', colSpan: 4 },
      { text: 'Open reports, days waiting', colSpan: OPEN_BUCKETS.length },
    ],
  ];
  return {
    rows,
    totals,
    headerRows,
    columns: COLUMNS,
    chart: { kind: 'line', values: ['bought', 'notBought'] },
  };
}
