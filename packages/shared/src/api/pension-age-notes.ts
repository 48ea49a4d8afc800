/**
 * The year-by-year notes on reaching Age Pension age, one rule for the Results screen and the PDF: for
 * each projection year in which someone reaches Age Pension age (the engine's `pensionAgeReached`, engine 0.4.0 on),
 * who, the date the Age Pension is paid from, and the share of that year's pension (pro rata by days). Read from
 * the staying-at-home scenario: the dates are the household's, the same in every scenario. Older stored
 * comparisons carry none, so they give no notes.
 */
import { formatDate } from '../format.ts';

/** What the notes read of a comparison: the stored `ComparisonResult` and the engine's `Comparison` both fit. */
export interface PensionAgeRows {
  scenarios: readonly {
    kind: string;
    ongoing: readonly {
      year: number;
      pensionAgeReached?: readonly { who: 'person' | 'partner'; date: string; shareOfYear: number }[];
    }[];
  }[];
}

/** One note: the projection year and its sentence, e.g. "Year 1: you reach Age Pension age on 21/05/2027, …". */
export interface PensionAgeNote {
  year: number;
  text: string;
}

export function pensionAgeNotes(comparison: PensionAgeRows): PensionAgeNote[] {
  const stay = comparison.scenarios.find((s) => s.kind === 'stay') ?? comparison.scenarios[0];
  return (stay?.ongoing ?? []).flatMap((row) =>
    (row.pensionAgeReached ?? []).map((r) => {
      const whose = r.who === 'partner' ? 'your partner reaches' : 'you reach';
      const paid = r.who === 'partner' ? 'their Age Pension is' : 'the Age Pension is';
      const share =
        r.shareOfYear >= 1 ? 'all of that year' : `${Math.round(r.shareOfYear * 100)}% of that year`;
      return {
        year: row.year,
        text: `Year ${row.year}: ${whose} Age Pension age on ${formatDate(r.date)}, so ${paid} paid from then (${share}).`,
      };
    }),
  );
}
