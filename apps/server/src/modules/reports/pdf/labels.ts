/**
 * Rating labels on the report (spec §3.6). The report name is the shared rule (`@rlc/shared` reportName, spec §3.4),
 * as on the screens and in the download's file name.
 */
import { NOT_RATED, ratingLabel as sharedRatingLabel } from '@rlc/shared';

/**
 * Label of a 0–5 rating on the report: the shared words (`@rlc/shared` ratingLabel, the screens' too: 1 Very Poor …
 * 5 Excellent, a value between 0 and 1 Very Poor, a fraction the whole score reached), 'Not rated' for 0 or an
 * invalid value.
 */
export function ratingLabel(value: number): string {
  return sharedRatingLabel(value) || NOT_RATED;
}
