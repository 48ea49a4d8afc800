/**
 * Money in integer cents, with every rounding explicit. Inputs and outputs of the engine are dollars (numbers
 * with cents as decimals); rules convert to cents on entry, compute in whole cents and convert back on exit.
 *
 * Floating-point products such as `10,620,000 c × 0.0075` can land a hair below a whole or half cent
 * (79,649.999…). Each rounding first allows for that representation noise with a tolerance of
 * 1e-9 + 4e-15 × |x| (a few ulps; under 1e-5 of a cent for amounts below $10 million), far below the smallest
 * real fraction our inputs produce (dollars to the cent × rates of at most 6 decimals), so the chosen rounding
 * acts on the intended value. (Cheap arithmetic on purpose: these run in the comparison's hot loop.)
 */

/** An integer number of cents. */
export type Cents = number;

function noise(x: number): number {
  return 1e-9 + Math.abs(x) * 4e-15;
}

/** Dollars → cents, rounded to the nearest cent (half away from zero). */
export function toCents(dollars: number): Cents {
  return roundHalfUp(dollars * 100);
}

/** Cents → dollars (exact for integer cents up to 2^53). */
export function toDollars(cents: Cents): number {
  return cents / 100;
}

/** Round to the nearest integer, halves away from zero (2.5 → 3, −2.5 → −3). */
export function roundHalfUp(x: number): number {
  const r = Math.floor(Math.abs(x) + 0.5 + noise(x));
  return x < 0 ? -r : r;
}

/** Round down (towards −∞) after removing representation noise. */
export function roundDown(x: number): number {
  return Math.floor(x + noise(x));
}

/** Round up (towards +∞) after removing representation noise. */
export function roundUp(x: number): number {
  return Math.ceil(x - noise(x));
}

export type Rounding = 'half-up' | 'down' | 'up';

function applyRounding(x: number, rounding: Rounding): number {
  if (rounding === 'down') return roundDown(x);
  if (rounding === 'up') return roundUp(x);
  return roundHalfUp(x);
}

/** `cents × rate` (a fraction or multiplier) rounded to a whole cent. */
export function multiply(cents: Cents, rate: number, rounding: Rounding = 'half-up'): Cents {
  return applyRounding(cents * rate, rounding);
}

/** `cents ÷ divisor` rounded to a whole cent (e.g. annual → fortnightly with ÷ 26). */
export function divide(cents: Cents, divisor: number, rounding: Rounding = 'half-up'): Cents {
  if (divisor === 0) throw new RangeError('Division by zero');
  return applyRounding(cents / divisor, rounding);
}

/** Number of whole `stepCents` steps in `cents` (rounded down; 0 for a negative amount). */
export function wholeSteps(cents: Cents, stepCents: Cents): number {
  if (stepCents <= 0) throw new RangeError('Step must be positive');
  return cents <= 0 ? 0 : Math.floor(cents / stepCents);
}

/** Fortnights in a year as the pension rules count them (annual rate = fortnightly × 26). */
export const FORTNIGHTS_PER_YEAR = 26;
/** Days in a year for per-day supplements and fees (aged-care rules use 365). */
export const DAYS_PER_YEAR = 365;
