/**
 * The series the Results charts draw, picked from the stored comparison (`SummaryResponse.comparison`, the
 * engine's `compare()` output). Picking only, no arithmetic: every figure is the engine's, in dollars (nominal).
 * Kept apart from ResultsCharts.tsx so it can be tested without the chart library and so the key figures'
 * cards can share the series without loading the charts. Each scenario's colour is the shared option colour
 * (@rlc/shared `optionColour`, by its place in the comparison), the PDF's charts' too.
 */
import { optionColour, type ComparisonResult } from '@rlc/shared';

type Scenario = ComparisonResult['scenarios'][number];

export interface ChartSeries {
  /** 'stay' or the option's column uid. */
  id: string;
  label: string;
  color: string;
  /** One value per x position; null where the engine has no figure for it. */
  data: (number | null)[];
}

export interface ResultsChartData {
  /** Projection years 1…N (10, or 15 with a land-lease option). */
  years: number[];
  /** Income minus outgoings in each year, per scenario. */
  cashFlow: ChartSeries[];
  /** Estate position (home or exit entitlement plus investments) by year; null where the engine has none. */
  estate: ChartSeries[];
  /** Years after which the exit entitlements are worked out (1, 2, 5, 10 and, for land lease, 15). */
  exitHorizons: number[];
  /** Exit entitlement per option (a village or land-lease contract) at each horizon. */
  exits: ChartSeries[];
  /**
   * Staying at home with an owned home: what it would sell for after selling fees at each horizon (not an exit
   * entitlement, so drawn apart from them); null for a renter.
   */
  homeSale: ChartSeries | null;
}

/** The home's net sale value's name in the charts and their tables. */
export const HOME_SALE_LABEL = "Your home's net sale value (if you stay)";

export const scenarioLabel = (s: Pick<Scenario, 'kind' | 'name'>): string =>
  s.kind === 'stay' ? 'Staying at home' : s.name;

const sortedUnique = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

export function resultsChartData(comparison: Pick<ComparisonResult, 'scenarios' | 'projectionYears'>) {
  const scenarios = comparison.scenarios;
  const last = Math.max(
    comparison.projectionYears,
    ...scenarios.flatMap((s) => [...s.ongoing.map((r) => r.year), ...s.estate.map((e) => e.years)]),
  );
  const years = Array.from({ length: Math.max(0, last) }, (_, i) => i + 1);
  const base = (s: Scenario, i: number) => ({ id: s.id, label: scenarioLabel(s), color: optionColour(i) });

  const cashFlow = scenarios.map((s, i) => ({
    ...base(s, i),
    data: years.map((y) => s.ongoing.find((r) => r.year === y)?.netCashFlow ?? null),
  }));
  const estate = scenarios.map((s, i) => ({
    ...base(s, i),
    // Every year from engine 0.2.0 on; summaries stored before have the horizons only (the line joins them).
    data: years.map((y) => (s.estateByYear ?? s.estate).find((e) => e.years === y)?.total ?? null),
  }));

  // Only what a contract pays back on leaving is an exit entitlement. What the owned home would sell for is not
  // (staying also keeps the savings): like is compared with like, the home's net sale value is a series of its own.
  const exitOf = (s: Scenario): { years: number; amount: number }[] =>
    s.kind === 'stay'
      ? s.homeowner
        ? s.estate.map((e) => ({ years: e.years, amount: e.property }))
        : []
      : s.outgoing.map((o) => ({ years: o.years, amount: o.exitEntitlement }));
  const exitHorizons = sortedUnique(scenarios.flatMap((s) => exitOf(s).map((x) => x.years)));
  const seriesOf = (s: Scenario, i: number): ChartSeries[] => {
    const points = exitOf(s);
    if (points.length === 0) return [];
    const data = exitHorizons.map((h) => points.find((p) => p.years === h)?.amount ?? null);
    return [{ ...base(s, i), ...(s.kind === 'stay' ? { label: HOME_SALE_LABEL } : {}), data }];
  };
  const exits = scenarios.flatMap((s, i) => (s.kind === 'stay' ? [] : seriesOf(s, i)));
  const homeSale = scenarios.flatMap((s, i) => (s.kind === 'stay' ? seriesOf(s, i) : []))[0] ?? null;

  return { years, cashFlow, estate, exitHorizons, exits, homeSale } satisfies ResultsChartData;
}
