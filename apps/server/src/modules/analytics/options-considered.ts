/**
 * 'Options Considered & Decided' (spec §2 analyticsOptions): per community, for all contract types and
 * then for each type considered, how many reports considered it, decided to buy it, decided not to (decided
 * otherwise), are undecided; the conversion (bought / considered, a fraction) and the median days from creation to
 * decision. The figures come from one SQL aggregation (repository `optionsConsidered`); this shapes its rows.
 */
import type { AnalyticsColumn, AnalyticsRow, AnalyticsSourcesResponse } from '@rlc/shared';
import type { OptionsAggregate } from './repository.ts';
import { COMMUNITY_COLUMNS, type QueryTable, compareNames } from './table.ts';

/** Column groups: 'all' then one per contract type, keys prefixed 'all' / 't<typeId>'. */
const FIGURES = [
  { key: 'Considered', text: 'Considered', format: 'count' },
  { key: 'Bought', text: 'Decided to buy', format: 'count' },
  { key: 'NotBought', text: 'Decided not to buy', format: 'count' },
  { key: 'Undecided', text: 'Undecided', format: 'count' },
  { key: 'Conversion', text: 'Conversion', format: 'percent' },
  { key: 'MedianDays', text: 'Median days to decision', format: 'days' },
] as const;

const prefixOf = (typeId: number | null) => (typeId === null ? 'all' : `t${typeId}`);

function figures(a: OptionsAggregate): Record<string, number | null> {
  return {
    Considered: a.considered,
    Bought: a.bought,
    NotBought: a.decided - a.bought,
    Undecided: a.considered - a.decided,
    Conversion: a.considered > 0 ? Math.round((a.bought / a.considered) * 10_000) / 10_000 : null,
    MedianDays: a.medianDays,
  };
}

/** The cells of one row (a community, or the totals) from its aggregates, zeros for types it did not consider. */
function rowOf(aggregates: readonly OptionsAggregate[], groups: readonly (number | null)[]): AnalyticsRow {
  const row: AnalyticsRow = {};
  for (const typeId of groups) {
    const found = aggregates.find((a) => a.contractTypeId === typeId);
    const values = found
      ? figures(found)
      : { Considered: 0, Bought: 0, NotBought: 0, Undecided: 0, Conversion: null, MedianDays: null };
    for (const f of FIGURES) row[`${prefixOf(typeId)}${f.key}`] = values[f.key] ?? null;
  }
  return row;
}

export function optionsConsideredTable(
  aggregates: readonly OptionsAggregate[],
  sources: Pick<AnalyticsSourcesResponse, 'communities' | 'contractTypes'>,
): QueryTable {
  const considered = new Set(
    aggregates
      .filter((a) => a.communityId === null && a.contractTypeId !== null)
      .map((a) => a.contractTypeId),
  );
  const types = sources.contractTypes.filter((t) => considered.has(t.id));
  const groups = [null, ...types.map((t) => t.id)];
  const columns: AnalyticsColumn[] = [
    ...COMMUNITY_COLUMNS,
    ...groups.flatMap((typeId) =>
      FIGURES.map((f): AnalyticsColumn => ({
        value: `${prefixOf(typeId)}${f.key}`,
        text: f.text,
        align: 'right',
        format: f.format,
      })),
    ),
  ];
  const headerRows = [
    [
      { text: '', colSpan: 2 },
      { text: 'All contract types', colSpan: FIGURES.length },
      ...types.map((t) => ({ text: t.name, colSpan: FIGURES.length })),
    ],
  ];
  const byId = new Map(sources.communities.map((c) => [c.id, c]));
  const communityIds = [
    ...new Set(aggregates.flatMap((a) => (a.communityId !== null ? [a.communityId] : []))),
  ];
  const rows = communityIds
    .map((id) => ({
      id,
      name: byId.get(id)?.name ?? '',
      state: byId.get(id)?.state ?? '',
      ...rowOf(
        aggregates.filter((a) => a.communityId === id),
        groups,
      ),
    }))
    .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
  const overall = aggregates.filter((a) => a.communityId === null);
  const totals = rows.length === 0 ? null : { id: null, name: 'Total', state: '', ...rowOf(overall, groups) };
  // The main figures: per community, reports considering it and those deciding to buy (all contract types).
  return {
    rows,
    totals,
    headerRows,
    columns,
    chart: { kind: 'bar', values: ['allConsidered', 'allBought'] },
  };
}
