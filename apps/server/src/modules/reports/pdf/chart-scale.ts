/**
 * Axis maths for the PDF charts: "nice" tick values (1, 2, 2.5, 5 × 10^n steps) spanning the data, always
 * including 0 so bars and cash-flow lines read against a zero line. Pure, unit-tested.
 */

export interface Scale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** Ticks covering [min(dataMin, 0), max(dataMax, 0)] with about `target` intervals. */
export function niceScale(dataMin: number, dataMax: number, target = 5): Scale {
  let lo = Math.min(dataMin, 0);
  let hi = Math.max(dataMax, 0);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) throw new RangeError('niceScale needs finite numbers');
  if (lo === hi) hi = lo + 1;
  const raw = (hi - lo) / Math.max(1, target);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Integer counter avoids float drift in the tick values.
  for (let i = 0; lo + i * step <= hi + step / 1e6; i++) ticks.push(Math.round((lo + i * step) * 1e6) / 1e6);
  return { min: lo, max: hi, step, ticks };
}

/** Short axis label for dollars: $1.2m, $850k, -$20k, $0. */
export function shortAud(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const v = Math.abs(dollars);
  if (v >= 1_000_000) return `${sign}$${trim(v / 1_000_000)}m`;
  if (v >= 1_000) return `${sign}$${trim(v / 1_000)}k`;
  return `${sign}$${trim(v)}`;
}

const trim = (n: number): string => String(Math.round(n * 100) / 100);
