/**
 * Axis maths for the web's SVG charts (ADR 0020): "nice" ticks (steps of 1, 2, 2.5 or 5 × 10^n) that span the
 * data and always include 0, so bars and cash-flow lines read against a zero line; and the mapping of a value
 * to a pixel. Pure; the PDF's charts follow the same rule (apps/server/src/modules/reports/pdf/chart-scale.ts).
 */

export interface Ticks {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * Ticks covering [min(lo, 0), max(hi, 0)] in about `target` steps. `integer` keeps the step ≥ 1 (counts: no
 * 0.2 of a report). Non-finite or empty data gives 0…1.
 */
export function niceTicks(lo: number, hi: number, { target = 5, integer = false } = {}): Ticks {
  let min = Math.min(lo, 0);
  let max = Math.max(hi, 0);
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, 1];
  if (min === max) max = min + 1;
  const raw = (max - min) / target;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  let step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  if (integer) step = Math.max(1, Math.ceil(step));
  min = Math.floor(min / step) * step;
  max = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // An integer counter, so float drift cannot add or drop the last tick.
  for (let i = 0; min + i * step <= max + step / 1e6; i++)
    ticks.push(Math.round((min + i * step) * 1e6) / 1e6);
  return { min, max, ticks };
}

/** A function taking a value in [d0, d1] linearly to [r0, r1] (pixels). */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (v) => r0 + (v - d0) * k;
}
