/**
 * 'Why not': per community, the reports decided not to buy and which no-option was chosen (stay at
 * home, an external property, unknown), with totals. The figures come from one SQL aggregation (repository
 * `whyNot`); this shapes its rows.
 */
import { NO_CHOICE_TEXT, type AnalyticsColumn, type AnalyticsSourcesResponse } from '@rlc/shared';
import type { WhyNotAggregate } from './repository.ts';
import { COMMUNITY_COLUMNS, countColumn, type QueryTable, compareNames } from './table.ts';

const COLUMNS: AnalyticsColumn[] = [
  ...COMMUNITY_COLUMNS,
  countColumn('notBought', 'Decided not to buy'),
  // The decision menu's own words, so the table reads like the choice the adviser made.
  countColumn('home', NO_CHOICE_TEXT.home),
  countColumn('ext', NO_CHOICE_TEXT.ext),
  countColumn('unk', NO_CHOICE_TEXT.unk),
];

export function whyNotTable(
  aggregates: readonly WhyNotAggregate[],
  sources: Pick<AnalyticsSourcesResponse, 'communities'>,
): QueryTable {
  const byId = new Map(sources.communities.map((c) => [c.id, c]));
  const figures = (a: WhyNotAggregate) => ({ notBought: a.notBought, home: a.home, ext: a.ext, unk: a.unk });
  const rows = aggregates
    .flatMap((a) =>
      a.communityId === null
        ? []
        : [
            {
              id: a.communityId,
              name: byId.get(a.communityId)?.name ?? '',
              state: byId.get(a.communityId)?.state ?? '',
              ...figures(a),
            },
          ],
    )
    .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
  const overall = aggregates.find((a) => a.communityId === null);
  const totals =
    rows.length > 0 && overall ? { id: null, name: 'Total', state: '', ...figures(overall) } : null;
  const headerRows = [
    [
      { text: '', colSpan: 3 },
      { text: 'Chosen instead', colSpan: 3 },
    ],
  ];
  return {
    rows,
    totals,
    headerRows,
    columns: COLUMNS,
    chart: { kind: 'bar', values: ['home', 'ext', 'unk'] },
  };
}
