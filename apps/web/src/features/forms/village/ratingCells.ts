/**
 * Ratings edits as single cells (spec §3.6: four 0–5 scores per option). The server takes the form's whole
 * ratings list, but an edit changes one score: the save queue keeps edits as `uid|score → value` cells and the
 * list is built when the request leaves, from the newest cached ratings. So after a Reload only the scores the
 * adviser set win, and a score set elsewhere on another option (or another score) is not overwritten.
 */
import type { Rating } from '@rlc/shared';

export const RATING_SCORES = ['location', 'amenities', 'careSupport', 'lifestyle'] as const;
export type RatingScore = (typeof RATING_SCORES)[number];

/** `${uid}|${score}` → the score set (0–5). */
export type RatingCells = Record<string, number>;

export const cellKey = (uid: string, score: RatingScore): string => `${uid}|${score}`;

export const emptyRating = (uid: string): Rating => ({
  uid,
  location: 0,
  amenities: 0,
  careSupport: 0,
  lifestyle: 0,
});

const isScore = (s: string): s is RatingScore => (RATING_SCORES as readonly string[]).includes(s);

/** `list` with the cells set on top (a row is added for an option not rated yet); `list` is not changed. */
export function applyCells(list: readonly Rating[], cells: RatingCells): Rating[] {
  const rows = new Map(list.map((r) => [r.uid, { ...r }]));
  for (const [key, value] of Object.entries(cells)) {
    const cut = key.lastIndexOf('|');
    const uid = key.slice(0, cut);
    const score = key.slice(cut + 1);
    if (cut <= 0 || !isScore(score)) continue;
    const row = rows.get(uid) ?? emptyRating(uid);
    row[score] = value;
    rows.set(uid, row);
  }
  return [...rows.values()];
}
