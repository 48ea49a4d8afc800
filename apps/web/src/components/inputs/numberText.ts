/**
 * Pure text rules of the numeric inputs: how the text an adviser types becomes a number, or why it cannot
 * (docs/adr/0017: the issue's "what is typed is what is used, or a clear error" over spec §5's "strip everything
 * but digits and the point, cap at the max", which turned "1e12" into 112 and "-500" into 500).
 * Kept apart from the components so each rule is unit-tested on its own.
 */
import { formatAud, MONEY_MAX, MONEY_MAX_MESSAGE, NON_NEGATIVE_MESSAGE } from '@rlc/shared';

/** What the field holds: dollars, a percent (5 = 5 %; the field converts to a fraction) or a plain number. */
export type NumberTextKind = 'currency' | 'percent' | 'number';

export interface ReadNumberOptions {
  kind: NumberTextKind;
  /** Decimal places kept: more are rounded half away from zero (spec §5: 2 for dollars and percents); 0 = whole numbers only. */
  decimals: number;
  /** A leading minus is accepted only when set (spec §5 allowNegative). */
  allowNegative?: boolean;
  /** Smallest value, in the field's unit (dollars, percent points, the number). */
  min?: number;
  /** Largest value, in the field's unit. */
  max?: number;
}

/** The number typed, in the field's unit, or the message to show beside the field. */
export type NumberReading = { value: number } | { message: string };

/** The one message for text that is not a number of the field's kind; it says what is understood. */
export function notANumberMessage(kind: NumberTextKind, decimals: number): string {
  if (kind === 'currency') return 'Enter an amount in dollars, e.g. 350000, $1,200,000, 350k or 1.2m.';
  if (kind === 'percent') return 'Enter a percentage, e.g. 5 or 5.25.';
  return decimals > 0 ? 'Enter a number, e.g. 12 or 12.5.' : 'Enter a whole number, e.g. 12.';
}
export const TWO_POINTS_MESSAGE = 'Use one decimal point only.';
export const WHOLE_NUMBER_MESSAGE = 'Whole numbers only.';

/** A bound as its field words it: "$100,000,000", "36%", "120". */
function boundText(kind: NumberTextKind, bound: number): string {
  if (kind === 'currency') return formatAud(bound, { whole: Number.isInteger(bound) });
  return kind === 'percent' ? `${bound}%` : String(bound);
}

// Digits with an optional point: "1200", "1200.50", "1.", ".5"; or thousands grouped by commas, "1,200,000.50",
// or by spaces, "1 200 000.50" (also the no-break and narrow no-break spaces a pasted figure brings), one
// separator throughout: spec §5 keeps only the digits, and groups of three leave no doubt which number was meant.
const PLAIN = /^(?:\d+\.?\d*|\.\d+)$/;
const GROUPED = /^\d{1,3}(?:(?:,\d{3})+|(?: \d{3})+|(?:\u00a0\d{3})+|(?:\u202f\d{3})+)(?:\.\d*)?$/;
const SEPARATORS = /[, \u00a0\u202f]/g;
const MULTIPLIERS: Record<string, number> = { k: 1_000, m: 1_000_000 };

/** `digits × 10^shift` rounded to `decimals` places, half away from zero, in decimal (not binary) arithmetic. */
function roundDecimal(digits: string, shift: number, decimals: number): number {
  // Shifting the point in the exponent keeps the typed digits exact: "1.005" rounds to 1.01, not 1.00.
  const scaled = Math.round(Number(`${digits}e${shift + decimals}`));
  return Number(`${scaled}e-${decimals}`);
}

/**
 * Reads typed text as the field's number. Understood: surrounding spaces; thousands commas ("1,200,000.50") or
 * spaces ("1 200 000"); in a
 * dollar field a "$" and the shorthands "350k" (× 1,000) and "1.2m" (× 1,000,000); in a percent field a trailing
 * "%"; a leading minus when `allowNegative`. Empty text is 0 (spec §5 default). Refused, with a message: letters
 * and exponents ("1e12"), two points, a minus where negatives are not allowed ('Must be 0 or more.'), decimals
 * in a whole-number field, and values outside `min`/`max` (a dollar field's max defaults to nothing here; the
 * inputs pass MONEY_MAX, whose message is 'Must be $100,000,000 or less.').
 */
export function readNumberText(text: string, options: ReadNumberOptions): NumberReading {
  const { kind, decimals } = options;
  let body = text.trim();
  if (body === '') return { value: 0 };
  const notANumber = { message: notANumberMessage(kind, decimals) };

  let negative = false;
  const takeMinus = () => {
    if (body.startsWith('-') || body.startsWith('\u2212')) {
      if (negative) return false;
      negative = true;
      body = body.slice(1).trimStart();
    }
    return true;
  };
  if (!takeMinus()) return notANumber;
  if (kind === 'currency' && body.startsWith('$')) body = body.slice(1).trimStart();
  if (!takeMinus()) return notANumber; // "$-500" as well as "-$500"
  if (kind === 'percent' && body.endsWith('%')) body = body.slice(0, -1).trimEnd();

  let shift = 0;
  const suffix = body.slice(-1).toLowerCase();
  if (kind === 'currency' && suffix in MULTIPLIERS) {
    body = body.slice(0, -1).trimEnd();
    shift = Math.log10(MULTIPLIERS[suffix] ?? 1);
  }
  if (/^[\d.,]+$/.test(body) && (body.match(/\./g)?.length ?? 0) > 1) return { message: TWO_POINTS_MESSAGE };
  if (!PLAIN.test(body) && !GROUPED.test(body)) return notANumber;
  const digits = body.replace(SEPARATORS, '');
  if (decimals === 0 && shift === 0 && /\.\d*[1-9]/.test(digits)) return { message: WHOLE_NUMBER_MESSAGE };

  if (negative && !options.allowNegative) return { message: NON_NEGATIVE_MESSAGE };
  const magnitude = roundDecimal(digits.endsWith('.') ? digits.slice(0, -1) : digits, shift, decimals);
  const value = negative && magnitude !== 0 ? -magnitude : magnitude;
  if (options.max !== undefined && value > options.max) {
    return {
      message:
        kind === 'currency' && options.max === MONEY_MAX
          ? MONEY_MAX_MESSAGE
          : `Must be ${boundText(kind, options.max)} or less.`,
    };
  }
  if (options.min !== undefined && value < options.min) {
    return { message: `Must be ${boundText(kind, options.min)} or more.` };
  }
  return { value };
}

/** The reading as a value, or undefined when the text was refused. */
export const readingValue = (reading: NumberReading): number | undefined =>
  'value' in reading ? reading.value : undefined;

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
