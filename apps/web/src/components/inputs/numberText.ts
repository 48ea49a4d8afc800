/**
 * Pure text rules of the numeric inputs (spec §5 "Inputs"): what may be typed, and how typed text becomes a
 * number. Kept apart from the components so each rule is unit-tested on its own.
 */

export interface SanitiseOptions {
  /** Keep one leading minus sign (spec: only when allowNegative is set). */
  allowNegative?: boolean;
  /** Keep the first decimal point (integers drop every point). */
  allowDecimal?: boolean;
  /** Cut the text to at most this many characters (spec Number maxLength). */
  maxLength?: number;
}

/** Strips everything except digits and one decimal point; a leading minus survives only when allowed. */
export function sanitiseNumberText(text: string, options: SanitiseOptions = {}): string {
  const negative = options.allowNegative === true && text.trimStart().startsWith('-');
  let body = text.replace(/[^\d.]/g, '');
  if (options.allowDecimal === false) {
    body = body.replace(/\./g, '');
  } else {
    const point = body.indexOf('.');
    if (point >= 0) body = body.slice(0, point + 1) + body.slice(point + 1).replace(/\./g, '');
  }
  const out = (negative ? '-' : '') + body;
  return options.maxLength !== undefined ? out.slice(0, options.maxLength) : out;
}

export interface ParseOptions {
  /** Decimal places kept (half away from zero); 0 = integer. */
  decimals: number;
  /** Upper cap applied after rounding. */
  max?: number;
}

/**
 * Sanitised text → number: empty or unreadable text is 0 (the spec's default); rounded to `decimals` in decimal
 * arithmetic (so "1.005" → 1.01, not 1.00 as binary floating point would give); capped at `max`.
 */
export function parseNumberText(text: string, { decimals, max }: ParseOptions): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return 0;
  const sign = n < 0 ? -1 : 1;
  // Shift the decimal point in the string form so the rounding sees the digits that were typed.
  const rounded = sign * Number(`${Math.round(Number(`${Math.abs(n)}e${decimals}`))}e-${decimals}`);
  const capped = max !== undefined && rounded > max ? max : rounded;
  return capped === 0 ? 0 : capped; // no -0
}

/** A number as plain editable text: 0 edits as an empty field so typing does not give "05". */
export function editableText(value: number): string {
  return value === 0 || !Number.isFinite(value) ? '' : String(value);
}

/** Fraction → percent number with 2 decimals (0.1234 → 12.34), without floating-point noise. */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 10_000) / 100;
}

/** Percent number with at most 2 decimals → fraction (12.34 → 0.1234). */
export function percentToFraction(percent: number): number {
  return Math.round(percent * 100) / 10_000;
}
