/**
 * The DMF (deferred management fee) of a contract in a few words, from its cumulative schedule (fractions at
 * years 1–10 and 15, spec §3.9): the highest percentage it reaches and the first listed year it reaches it,
 * e.g. 6 % a year capped at 36 % → 'DMF reaches 36% after 6 years'. Quoting the year-10 value alone would say
 * '36% after 10 years' for a fee that is already at its cap in year 6.
 */
import { formatPercent, type YearList } from '@rlc/shared';

export function dmfText(schedule: YearList): string {
  const entries = [...schedule].sort((a, b) => a.year - b.year);
  const cap = Math.max(0, ...entries.map((e) => e.value));
  if (cap <= 0) return 'no DMF';
  // Values are stored fractions; compare at the percent's shown precision so 0.36 and 0.3600000001 are one cap.
  const atCap = entries.find((e) => Math.round(e.value * 10_000) === Math.round(cap * 10_000))!;
  const whole = Math.abs(cap * 100 - Math.round(cap * 100)) < 1e-9;
  const pct = formatPercent(cap, whole ? 0 : 2);
  if (atCap.year === 1) return `DMF ${pct} from the first year`;
  return `DMF reaches ${pct} after ${atCap.year} years`;
}
