/**
 * Key figures in plain words (issue 4 Results): what staying at home and each option leave the household at a
 * horizon (the estate position: home equity or exit entitlement plus investments carried forward, dollars,
 * nominal). Reads the stored comparison; no maths beyond picking the horizon.
 */
import { formatAud, type ComparisonResult } from '@rlc/shared';

export interface KeyFigure {
  id: string;
  name: string;
  /** Estate position at `years`, dollars. */
  total: number;
}

/** The horizon to talk about: 10 years when the comparison reaches it, else the longest it has. */
export function keyHorizon(comparison: Pick<ComparisonResult, 'scenarios'>): number | null {
  const years = comparison.scenarios.flatMap((s) => s.estate.map((e) => e.years));
  if (years.length === 0) return null;
  return years.includes(10) ? 10 : Math.max(...years);
}

export function keyFigures(comparison: Pick<ComparisonResult, 'scenarios'>, years: number): KeyFigure[] {
  return comparison.scenarios.flatMap((s) => {
    const e = s.estate.find((x) => x.years === years);
    return e ? [{ id: s.id, name: s.kind === 'stay' ? 'Staying at home' : s.name, total: e.total }] : [];
  });
}

/** "Staying at home leaves you $1,020,000 at year 10; Sunny Grove leaves $880,000." */
export function keyFiguresSentence(figures: readonly KeyFigure[], years: number): string {
  const money = (n: number) => formatAud(Math.round(n), { whole: true });
  const [first, ...rest] = figures;
  if (!first) return '';
  const head =
    first.id === 'stay'
      ? `Staying at home leaves you ${money(first.total)} at year ${years}`
      : `${first.name} leaves you ${money(first.total)} at year ${years}`;
  const tail = rest.map((f) => `${f.name} leaves ${money(f.total)}`);
  return [head, ...tail].join('; ') + '.';
}
