/**
 * Dollar labels for the Results charts. Negative amounts carry a real minus sign (U+2212, "−$2k"), not the
 * hyphen Intl gives ("-$2,000"), so the sign reads clearly at chart sizes and to screen readers.
 */
import { formatAud } from '@rlc/shared';

const MINUS = '\u2212';

/** Up to `digits` decimals, trailing zeros dropped: 1.50 → "1.5", 2.00 → "2". */
const trim = (x: number, digits: number) => String(Number(x.toFixed(digits)));

/**
 * Axis tick label, dollars → "$0", "$850", "$1.5k", "$250k", "$1.25m", "−$2k". Thousands below $100k keep
 * one decimal, millions two (ticks such as $1.25m must not read as $1.3m). An amount that rounds to $1,000k
 * is written "$1m".
 */
export function axisMoney(dollars: number): string {
  const a = Math.abs(dollars);
  let body: string;
  if (a >= 999_500) body = `$${trim(a / 1e6, 2)}m`;
  else if (a >= 999.5) body = `$${trim(a / 1000, a < 100_000 ? 1 : 0)}k`;
  else body = `$${Math.round(a)}`;
  return dollars < 0 && body !== '$0' ? MINUS + body : body;
}

/** Tooltip / table value in whole dollars: "$1,234", "−$1,250"; null (no figure that year) → "". */
export function wholeMoney(dollars: number | null): string {
  if (dollars === null) return '';
  const text = formatAud(Math.abs(dollars), { whole: true });
  return dollars < 0 && text !== '$0' ? MINUS + text : text;
}
