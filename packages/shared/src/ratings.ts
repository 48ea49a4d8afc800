/**
 * Property rating words (spec §3.6), for the screens and the PDF alike: scores 0–5, an invalid value gives 0;
 * labels 1 Very Poor, 2 Poor, 3 Good, 4 Very Good, 5 Excellent; a value between 0 and 1 reads Very Poor.
 */
import { RATING_LABELS } from './constants.ts';

/** What a score of 0 (no rating) reads. */
export const NOT_RATED = 'Not rated';

/** Any input → a score in 0–5 (non-numbers, NaN and negatives → 0; above 5 → 5). */
export function clampRating(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(5, n);
}

/**
 * The word for a score: '' for 0 (not rated: show `NOT_RATED`); a value between 0 and 1 reads Very Poor (spec);
 * otherwise the label of the whole score reached (3.5 → Good).
 */
export function ratingLabel(value: number): string {
  const score = clampRating(value);
  if (score === 0) return '';
  return RATING_LABELS[Math.max(1, Math.floor(score))] ?? '';
}
