/**
 * POST form/:formId/ratings (spec §3.6): replaces the options' ratings (unknown uids dropped, scores clamped 0–5).
 * Ratings change the summary's ratings rows, not the comparison: the summary notices them by their hash, so the
 * form is not marked stale.
 */
import type { Rating, UpdateRatingsResponse } from '@rlc/shared';
import { requireForm, storedVillages } from './context.ts';
import type { FormDeps } from './deps.ts';
import { assertMayWrite } from './magic.ts';
import { normaliseRatings, optionUids } from './ratings.ts';
import { bumpVersion, saveRatings, type FormScope } from './repository.ts';

export async function updateRatings(
  deps: FormDeps,
  caller: FormScope,
  formId: number,
  list: readonly Rating[],
  expected: number,
): Promise<UpdateRatingsResponse> {
  const form = await requireForm(deps.db, caller, formId);
  const now = deps.clock();
  assertMayWrite(form, caller, now);
  return deps.db.transaction(async (tx) => {
    const version = await bumpVersion(tx, formId, expected, now, false);
    const ratings = normaliseRatings(list, optionUids(await storedVillages(tx, formId)));
    await saveRatings(tx, formId, ratings);
    return { updated: ratings, version };
  });
}
