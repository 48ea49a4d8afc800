/** Spec §3.6 rating rules: scores 0–5, an invalid value gives 0; labels 1 Very Poor … 5 Excellent. */
import { RATING_LABELS } from '@rlc/shared';

/** Any input → a score in 0–5 (non-numbers and NaN → 0). */
export function clampRating(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(5, n);
}

/**
 * The label of a score: '' for 0 (not rated); a value between 0 and 1 reads Very Poor (spec); otherwise the
 * label of the whole score reached (3.5 → Good).
 */
export function ratingLabel(value: number): string {
  const score = clampRating(value);
  if (score === 0) return '';
  return RATING_LABELS[Math.max(1, Math.floor(score))] ?? '';
}
