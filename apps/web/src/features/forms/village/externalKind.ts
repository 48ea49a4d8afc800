/**
 * What switching an external property between a retirement village and a land lease community changes besides
 * the kind. A new external property starts as a licence retirement village whose resident keeps none of the
 * capital gain (owner type 'Licence', capital gain share 0). In a land lease community the resident owns the home
 * and leases the site, so keeps the whole gain on resale (../shared/reference/villages.md §5): owner type is not
 * a village tenure (none of Leasehold, Licence, Strata, Rental; stored as null, shown as 'Land lease') and the
 * gain share is 100 %. Switching back restores the village defaults. A field the adviser already set to anything
 * other than the kind's default is theirs and is left alone.
 */
import type { ExternalVillage, ExternalVillageUpdate } from '@rlc/shared';

type Kind = ExternalVillage['rvOrLlc'];
type KindFields = Pick<ExternalVillage, 'ownerType' | 'capitalGain'>;

/** The owner type and capital gain share each kind starts with. */
export const KIND_DEFAULTS: Record<Kind, KindFields> = {
  rv: { ownerType: 'Licence', capitalGain: 0 },
  llc: { ownerType: null, capitalGain: 1 },
};

/** The patch for switching `current` to `next` (just `{ rvOrLlc }` when nothing else is still a default). */
export function switchKindPatch(
  current: Pick<ExternalVillage, 'rvOrLlc' | 'ownerType' | 'capitalGain'>,
  next: Kind,
): ExternalVillageUpdate {
  const patch: ExternalVillageUpdate = { rvOrLlc: next };
  if (next === current.rvOrLlc) return patch;
  const was = KIND_DEFAULTS[current.rvOrLlc];
  const now = KIND_DEFAULTS[next];
  if (current.ownerType === was.ownerType) patch.ownerType = now.ownerType;
  if (current.capitalGain === was.capitalGain) patch.capitalGain = now.capitalGain;
  return patch;
}
