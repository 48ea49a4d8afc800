/** Ratings rules (spec §3.6): scores clamp to 0–5, one rating per option uid of the form. Pure. */
import { optionUid, type Rating, MODEL_ID, type ModelId } from '@rlc/shared';
import type { InternalDetails } from './village-details.ts';

/** Spec §3.6: each score clamps to 0–5; an invalid value gives 0. */
export const clampScore = (v: number): number => (Number.isFinite(v) ? Math.min(5, Math.max(0, v)) : 0);

/** The ratings of `list` whose uid is one of `validUids`, clamped, the last per uid kept, sorted by uid. */
export function normaliseRatings(list: readonly Rating[], validUids: ReadonlySet<string>): Rating[] {
  const byUid = new Map<string, Rating>();
  for (const r of list) {
    if (!validUids.has(r.uid)) continue;
    byUid.set(r.uid, {
      uid: r.uid,
      location: clampScore(r.location),
      amenities: clampScore(r.amenities),
      careSupport: clampScore(r.careSupport),
      lifestyle: clampScore(r.lifestyle),
    });
  }
  return [...byUid.values()].sort((a, b) => a.uid.localeCompare(b.uid));
}

/** Option uids of the form (home, each selected contract, each external village). */
export function optionUids(
  villages: readonly { id: number; modelId: ModelId; details: unknown }[],
): Set<string> {
  const uids = new Set<string>([optionUid.home]);
  for (const v of villages) {
    if (v.modelId === MODEL_ID.external) uids.add(optionUid.external(v.id));
    else
      for (const s of (v.details as InternalDetails).selectedContracts)
        uids.add(optionUid.internal(v.id, s.id));
  }
  return uids;
}
